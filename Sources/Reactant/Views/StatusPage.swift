/// A GNOME status page, as libadwaita's AdwStatusPage draws it, from GTK 3 widgets: a large
/// symbolic icon (or a spinner, while busy), a title and an optional description, centred.
/// Tables show one when they have nothing to show (`.empty`), while `.loading`, and for
/// `.status(_:)` (no results, an error with a "Try Again" button: see `StatusPageContent`).
///
/// Screen readers find it as a status (ATK's status bar role) named by its title and
/// described by its description, so "Loading…" or "No names to show." is in the
/// accessibility tree; its spinner is named "Loading".
///
/// Styled by the toolkit's theme (`.status-page`, `.status-page-title`,
/// `.status-page-description`) with the theme's own colours.
@MainActor
public final class StatusPage: Container {
    /// The large dimmed icon at the top; hidden when there is none or while busy.
    public let icon = ImageView()
    /// The spinner shown instead of the icon while loading.
    public let spinner = Spinner()
    /// The title, centred and wrapping (`status-page-title`).
    public let titleLabel = Label()
    /// The text under the title; hidden when there is none.
    public let descriptionLabel = Label()
    /// The button of a content with an `actionTitle` ("Try Again"); hidden otherwise. It
    /// joins the page when a content first asks for it, so pages without one don't list it.
    public private(set) lazy var actionButton: Button = {
        let button = Button()
        button.addStyleClass("status-page-button")
        button.addStyleClass("suggested-action")
        button.layout.align(horizontal: .center)
        return button
    }()
    private var holdsActionButton = false
    /// A person pressed the action button.
    public var actionTapped: Observable<Void> { actionButton.tap }

    /// An empty status page; give it something to say with `show(_:)` or `showLoading()`.
    public init() {
        super.init(layout: .vertical(spacing: 12))
        children(icon, spinner, titleLabel, descriptionLabel)
        addStyleClass("status-page")
        icon.addStyleClass("status-page-icon")
        icon.addStyleClass("dim-label")
        spinner.addStyleClass("status-page-spinner")
        spinner.accessibleLabel = rtr("Loading")
        titleLabel.addStyleClass("status-page-title")
        descriptionLabel.addStyleClass("status-page-description")
        for label in [titleLabel, descriptionLabel] {
            label.wraps = true
            label.textAlignment = 0.5
            label.layout.align(horizontal: .center)
        }
        icon.layout.align(horizontal: .center)
        spinner.layout.align(horizontal: .center)
        accessibleRole = .status
        show(iconName: nil, title: "")
    }

    /// Shows `content`: its icon, title, description and button.
    public func show(_ content: StatusPageContent) {
        show(iconName: content.iconName, title: content.title, description: content.description)
        guard let actionTitle = content.actionTitle else { return }
        if !holdsActionButton {
            children(actionButton)
            holdsActionButton = true
        }
        actionButton.title = actionTitle
        actionButton.isHidden = false
    }

    /// The busy state: a spinner over "Loading…".
    public func showLoading() {
        show(iconName: nil, title: rtr("Loading…"), isBusy: true)
    }

    /// Shows `title` (and `description`) under the symbolic icon `iconName`, or under a
    /// spinning spinner when `isBusy`; a nil icon shows none.
    public func show(iconName: String?, title: String, description: String? = nil, isBusy: Bool = false) {
        if let iconName { icon.setIcon(named: iconName, size: .statusPage) }
        icon.isHidden = iconName == nil || isBusy
        spinner.isHidden = !isBusy
        // A stopped spinner costs nothing while it is hidden.
        spinner.isSpinning = isBusy
        if holdsActionButton { actionButton.isHidden = true }
        titleLabel.text = title
        titleLabel.isHidden = title.isEmpty
        descriptionLabel.text = description ?? ""
        descriptionLabel.isHidden = description?.isEmpty ?? true
        if accessibleLabel != title { accessibleLabel = title.isEmpty ? nil : title }
        if accessibleDescription != description { accessibleDescription = description }
    }
}

/// A push button with a text or an icon (GtkButton). Clicks, Enter and Space all arrive on `tap`.
@MainActor
public final class Button: View {
    private let button: any NativeButton
    private let tapSubject = PassthroughSubject<Void, Never>()
    /// The icon of an icon button; nil for a text button (and once a title replaces the icon).
    public private(set) var icon: ImageView?

    /// A text button reading `title` (a new GtkButton with a label); an underscore in the title
    /// is shown as is, not as a mnemonic. Subscribe to `tap` for its clicks.
    public init(title: String = "") {
        button = Backends.current.makeButton()
        super.init(native: button)
        button.title = title
        _ = button.onClicked { [weak self] in self?.tapSubject.send() }
    }

    /// A button showing only a themed icon, as GNOME header bars do (`go-previous-symbolic`
    /// for going back). An icon says nothing to a screen reader, so `accessibleLabel` names
    /// the button; it is also the tooltip, for people who don't know the icon. GNOME draws
    /// symbolic icons in buttons at 16 pixels, hence `.small`.
    public convenience init(iconName: String, accessibleLabel: String, size: IconSize = .small) {
        self.init()
        let image = ImageView(iconName: iconName, size: size)
        button.setContent(image.native)
        icon = image
        // GTK gives this class only to buttons it builds from an icon itself; the theme
        // uses it to make icon buttons square.
        addStyleClass("image-button")
        tooltip = accessibleLabel
        self.accessibleLabel = accessibleLabel
    }

    /// The text; "" for an icon button. Setting it replaces the icon.
    public var title: String {
        get { button.title ?? attributedTitleLabel?.text ?? "" }
        set {
            attributedTitleLabel = nil
            button.title = newValue
            if icon != nil {
                icon = nil
                removeStyleClass("image-button")
            }
        }
    }

    /// The title with runs of their own font and colours (UIButton's attributed title for
    /// `.normal`): a label with Pango markup as the button's content, where GTK's own title
    /// label would be. Setting `title` replaces it.
    public var attributedTitle: AttributedText? {
        get { attributedTitleLabel?.attributedText }
        set {
            guard let newValue else {
                if attributedTitleLabel != nil { title = "" }
                return
            }
            let label = attributedTitleLabel ?? Label()
            label.attributedText = newValue
            if attributedTitleLabel == nil {
                button.setContent(label.native)
                icon = nil
                removeStyleClass("image-button")
                attributedTitleLabel = label
            }
        }
    }

    private var attributedTitleLabel: Label?

    /// UIKit's `setAttributedTitle(_:for:)`: for `.normal`, `attributedTitle`. Other states
    /// are ignored with a warning, as for `setTitle(_:for:)`.
    public func setAttributedTitle(_ title: AttributedText?, for state: ControlState) {
        guard state == .normal else {
            Diagnostics.warning("setAttributedTitle(_:for:) on \(describe(self)) for a state other than .normal is ignored: a GTK button shows one title in every state (style states with CSS).")
            return
        }
        attributedTitle = title
    }

    /// A value for each click.
    public var tap: Observable<Void> { tapSubject.eraseToAnyPublisher() }
}

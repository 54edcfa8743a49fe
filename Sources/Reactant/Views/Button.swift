/// A push button with a text or an icon (GtkButton). Clicks, Enter and Space all arrive on `tap`.
@MainActor
public final class Button: View {
    private let button: any NativeButton
    private let tapSubject = PassthroughSubject<Void, Never>()
    /// The icon of an icon button; nil for a text button (and once a title replaces the icon).
    public private(set) var icon: ImageView?

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
        get { button.title ?? "" }
        set {
            button.title = newValue
            if icon != nil {
                icon = nil
                removeStyleClass("image-button")
            }
        }
    }

    /// A value for each click.
    public var tap: Observable<Void> { tapSubject.eraseToAnyPublisher() }
}

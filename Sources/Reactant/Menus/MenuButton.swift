/// A header-bar button that opens a menu or a popover (GtkMenuButton). GNOME's primary menu
/// is one with `open-menu-symbolic`.
///
///     let button = MenuButton(iconName: "view-more-symbolic", label: tr("More"), menu: menu)
///     navigationItem.trailingItems = [BarItem(view: button)]
@MainActor
public final class MenuButton: View {
    private let button: any NativeMenuButton
    /// The popover it opens.
    public let popover: Popover

    /// A button opening `menu`. `label` is its tooltip and accessible name.
    public init(iconName: String, label: String, menu: Menu) {
        button = Backends.current.shell.makeMenuButton()
        button.menu = menu.model
        popover = Popover(native: button.popover!, content: nil, menu: menu)
        super.init(native: button)
        setUp(iconName: iconName, label: label)
    }

    /// A button opening a popover that holds `content`.
    public init(iconName: String, label: String, content: View) {
        button = Backends.current.shell.makeMenuButton()
        let native = Backends.current.shell.makePopover(relativeTo: button)
        button.popover = native
        popover = Popover(native: native, content: content, menu: nil)
        super.init(native: button)
        setUp(iconName: iconName, label: label)
    }

    private func setUp(iconName: String, label: String) {
        button.iconName = iconName
        tooltip = label
        accessibleLabel = label
        // GTK's header-bar look for a button with only an icon.
        addStyleClass("image-button")
    }

    /// The name of the button's symbolic icon, as given when it was made.
    public var iconName: String? { button.iconName }
    /// True while the button's menu (popover) is open.
    public var isOpen: Bool { button.isOpen }
}

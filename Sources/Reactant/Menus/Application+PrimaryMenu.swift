/// GNOME's primary menu: the `open-menu-symbolic` button at the end of the main window's
/// header bar, with the app's own items first, then Keyboard Shortcuts and About <App>, then
/// Quit.
extension Application {
    /// The primary menu of the windows the app opens.
    public var primaryMenu: Menu {
        let name = info?.name ?? id
        return Menu(
            primaryMenuItems,
            [MenuItem(rtr("Keyboard Shortcuts"), action: "app.shortcuts"),
             MenuItem(Localization.fill(rtr("About %@"), name), action: "app.about")],
            [MenuItem(rtr("Quit"), action: "app.quit")]
        )
    }
}

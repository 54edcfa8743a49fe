/// The About window and the shortcuts window.
extension Application {
    /// Shows the About window for `info` (app.about).
    public func showAbout() {
        Diagnostics.warning("app.about: the About window is not built yet.")
    }

    /// Shows the keyboard shortcuts window (app.shortcuts).
    public func showShortcuts() {
        Diagnostics.warning("app.shortcuts: the shortcuts window is not built yet.")
    }
}

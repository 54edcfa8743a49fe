/// What a table and a collection view show around their rows or items: a scrolled window
/// whose content is the list between two spacers (standing in for the rows that are not
/// materialised), the status page beside it (shown in its place by `ItemsViewBase`), and
/// for a reloadable one a toolbar with the Refresh button, which Ctrl+R and F5 press too.
@MainActor
protocol RecyclingListChrome: Container {
    var refreshButton: Button? { get }
    var toolbar: Container { get }
    var scrolledWindow: any NativeScrolledWindow { get }
    var scrollView: View { get }
    var scrollContent: Container { get }
    var topSpacer: Container { get }
    var bottomSpacer: Container { get }
    var statusPage: StatusPage { get }
    /// True when `key` was Ctrl+R or F5 on a reloadable view, which sent `.refresh`.
    func refreshKeyPressed(_ key: KeyPress) -> Bool
}

extension RecyclingListChrome {
    /// Puts the toolbar, the scrolled `list` and the status page in place (in `loadView`).
    func loadChrome(list: View) {
        if let refreshButton {
            children(toolbar.children(refreshButton))
            // The accessible name stays the visible "Refresh"; the keys go in the tooltip,
            // which is also the button's accessible description.
            refreshButton.tooltip = rtr("Reload (Ctrl+R or F5)")
            toolbar.addStyleClass("table-toolbar")
        }
        // The status page sits beside the list, not in it as GtkListBox's placeholder:
        // GTK 3's list accessible doesn't report its placeholder, so screen readers would
        // never find "Loading…" or the empty message.
        children(scrollView, statusPage)
        scrollContent.children(topSpacer, list, bottomSpacer)
        scrolledWindow.content = scrollContent.native
        scrolledWindow.followsFocus = false
        // Refresh keys reach the view from wherever the focus is inside it (a row, the
        // Refresh button, the empty or loading state), as keys bubble up from the focus.
        _ = content.onKeyPress { [weak self] key in self?.refreshKeyPressed(key) ?? false }
    }

    /// The chrome's layout (in `setupConstraints`).
    func setupChromeConstraints() {
        toolbar.layout.margins(EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
        refreshButton?.layout.expand(horizontally: true, vertically: false).align(horizontal: .end)
        scrollView.layout.expand(horizontally: true, vertically: true)
        statusPage.layout.center().expand(horizontally: true, vertically: true)
        statusPage.layout.margins(EdgeInsets(all: 24))
    }
}

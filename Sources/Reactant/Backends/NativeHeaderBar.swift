/// A title bar with a title and buttons at its start and end (GtkHeaderBar).
@MainActor
public protocol NativeHeaderBar: NativeWidget {
    /// The bold text in the middle of the bar (gtk_header_bar_set_title).
    var title: String { get set }
    /// Whether the window's own buttons (close) appear at the end
    /// (gtk_header_bar_set_show_close_button); off for new header bars, as in GTK.
    var showsWindowControls: Bool { get set }
    /// Adds a widget at the start (left) side, after the ones already there.
    func packStart(_ widget: any NativeWidget)
    /// Adds a widget at the end (right) side, before (left of) the ones already there.
    func packEnd(_ widget: any NativeWidget)
    /// Takes a packed widget out; does nothing for another widget.
    func remove(_ widget: any NativeWidget)
    /// A second, smaller line under the title (gtk_header_bar_set_subtitle); nil for none.
    var subtitle: String? { get set }
    /// Whether `widget` was packed at the end (GtkHeaderBar's pack-type child property).
    func isPackedAtEnd(_ widget: any NativeWidget) -> Bool
    /// Clicks the window's close button the header bar shows (`showsWindowControls`);
    /// false when it shows none (hidden, or not in a shown window).
    func simulateCloseButtonClick() -> Bool
}

/// Pages with a row of buttons to switch between them (a GtkStackSwitcher over a GtkStack).
/// `nativeChildren` are the pages; the switcher's buttons are GTK's own. Only the selected
/// page is effectively visible. The buttons are plain buttons to the keyboard (arrows move the
/// focus, Space or Enter chooses), as GtkStackSwitcher makes them.
@MainActor
public protocol NativeTabs: NativeWidget {
    /// Adds a page at the end with the title its button shows; the first page is selected.
    func addPage(_ page: any NativeWidget, title: String)
    func removePage(_ page: any NativeWidget)
    var titles: [String] { get }
    var selectedIndex: Int? { get set }
    /// Called when a person chooses another page.
    func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection
    /// A person clicking the button of page `index` (GTK: at the middle of the switcher's
    /// button, through gtk_main_do_event). Returns why a person couldn't click it there (see
    /// `NativeWidget.simulatePrimaryClick`), nil once clicked.
    @discardableResult
    func simulateSelect(_ index: Int) -> String?
}

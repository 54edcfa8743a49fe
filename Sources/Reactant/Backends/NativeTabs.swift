/// Pages with a row of buttons to switch between them (a GtkStackSwitcher over a GtkStack).
/// `nativeChildren` are the pages; the switcher's buttons are GTK's own. Only the selected
/// page is effectively visible. The buttons are plain buttons to the keyboard (arrows move the
/// focus, Space or Enter chooses), as GtkStackSwitcher makes them.
@MainActor
public protocol NativeTabs: NativeWidget {
    /// Adds a page at the end with the title its button shows; the first page is selected.
    func addPage(_ page: any NativeWidget, title: String)
    /// Takes a page and its button out; when it was the selected one, the first remaining page is
    /// selected. Does nothing for a widget that is not a page.
    func removePage(_ page: any NativeWidget)
    /// The pages' button titles, in page order.
    var titles: [String] { get }
    /// The index of the page shown; nil only while there are no pages. Setting it from code calls
    /// no `onSelectionChanged` handler; an index outside the pages is ignored.
    var selectedIndex: Int? { get set }
    /// Called when a person chooses another page.
    func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection
    /// A person clicking the button of page `index` (GTK: at the middle of the switcher's
    /// button, through gtk_main_do_event). Returns why a person couldn't click it there (see
    /// `NativeWidget.simulatePrimaryClick`), nil once clicked.
    @discardableResult
    func simulateSelect(_ index: Int) -> String?
}

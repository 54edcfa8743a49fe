/// Creates native widgets. The only place in the toolkit that decides what a widget *is*.
@MainActor
public protocol Backend: AnyObject, WidgetFactory, NativeTimers {
    /// "gtk" or "headless".
    var name: String { get }

    func makeContainer(_ layout: ContainerLayout) -> any NativeContainer
    func makeLabel() -> any NativeLabel
    func makeButton() -> any NativeButton
    func makeEntry() -> any NativeEntry
    func makeImage() -> any NativeImage
    func makeToggle(_ style: ToggleStyle) -> any NativeToggle
    func makeSpinner() -> any NativeSpinner
    func makeListBox() -> any NativeListBox
    func makeScrolledWindow() -> any NativeScrolledWindow
    func makeWindow() -> any NativeWindow
    func makeHeaderBar() -> any NativeHeaderBar
    func makeStack() -> any NativeStack
    func makeApplication(id: String) -> any NativeApplication
    /// The GNOME app shell's objects: actions, menus, standard windows, clipboard (see `NativeShell`).
    var shell: any NativeShell { get }

    /// The windows on screen now, in the order they were shown.
    var shownWindows: [any NativeWindow] { get }

    /// Applies a stylesheet to every window of the process.
    /// - Throws: `BackendError.invalidStyleSheet` when the CSS does not parse.
    func addStyleSheet(_ css: String) throws

    /// Adds a folder of icon themes (one holding `hicolor/scalable/apps/…`) to the places
    /// icons are looked up by name, ahead of none of the system's: an app's own icons are
    /// found by their (unique) names.
    func addIconSearchPath(_ path: String)

    /// Whether an icon called `name` can be found and loaded by name. The headless backend
    /// knows only the folders given to `addIconSearchPath`, not the system's themes.
    func hasIcon(named name: String) -> Bool

    /// Runs pending events (redraws, idle callbacks) until none are left, and lets the page
    /// transitions of stacks that are running finish; tests call this to let the toolkit
    /// catch up before they look.
    func processPendingEvents()

    /// Runs `work` once nothing more urgent waits: after pending input, layout and the frame
    /// being drawn. For work that can wait without anyone seeing it, such as freeing what an
    /// update replaced. `processPendingEvents` runs it too.
    func whenIdle(_ work: @escaping @MainActor () -> Void)

    /// The text direction of every widget that wasn't given its own
    /// (gtk_widget_set_default_direction): at start, the one of the person's language
    /// (`TextDirection.ofLocale`). Set it before building windows.
    var defaultTextDirection: TextDirection { get set }
}

/// Creates native widgets. The only place in the toolkit that decides what a widget *is*.
@MainActor
public protocol Backend: AnyObject, WidgetFactory, NativeTimers {
    /// "gtk" or "headless".
    var name: String { get }

    /// A new, empty box or grid arranged by `layout`. Every `make…` widget is new, in no parent
    /// until one adds it, and visible (a window only once presented).
    func makeContainer(_ layout: ContainerLayout) -> any NativeContainer
    /// A new label without text.
    func makeLabel() -> any NativeLabel
    /// A new button without title.
    func makeButton() -> any NativeButton
    /// A new, empty, editable text field.
    func makeEntry() -> any NativeEntry
    /// A new image showing nothing.
    func makeImage() -> any NativeImage
    /// A new switch, check box or toggle button (per `style`), off.
    func makeToggle(_ style: ToggleStyle) -> any NativeToggle
    /// A new spinner, stopped.
    func makeSpinner() -> any NativeSpinner
    /// A new list box without rows.
    func makeListBox() -> any NativeListBox
    /// A new scrolled window without content.
    func makeScrolledWindow() -> any NativeScrolledWindow
    /// A new window, not shown until `present()`.
    func makeWindow() -> any NativeWindow
    /// A new header bar without title or buttons.
    func makeHeaderBar() -> any NativeHeaderBar
    /// A new stack without pages.
    func makeStack() -> any NativeStack
    /// The application object for the app id `id` (GtkApplication); not registered until `run` or
    /// `register()`.
    func makeApplication(id: String) -> any NativeApplication
    /// The GNOME app shell's objects: actions, menus, standard windows, clipboard (see
    /// `NativeShell`).
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

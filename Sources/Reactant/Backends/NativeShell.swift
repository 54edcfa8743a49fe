/// The GNOME app shell's objects that are not widgets of a view: actions, accelerators and
/// (in the files beside it) menus, standard windows, the clipboard, file choosers, window
/// state and signals. `Backend.shell` makes them; the GTK backend over GIO/GTK's own objects
/// (GSimpleAction, GMenu, GtkAboutDialog, GtkShortcutsWindow, GtkClipboard,
/// GtkFileChooserNative, GSettings), the headless one in memory with the same rules.
@MainActor
public protocol NativeShell: AnyObject, NativeWindowStateStore {
    /// A new action, in no map yet.
    func makeAction(name: String, kind: ActionKind) -> any NativeAction

    /// The key press an accelerator in GTK's syntax stands for ("<Primary>q" is Ctrl+Q, "F5",
    /// "<Shift>F10", "<Primary>question" is Ctrl+?); nil when it doesn't parse, or names a
    /// key or modifier the toolkit has no name for (`KeyPress`). GTK decides what parses
    /// (gtk_accelerator_parse); the headless backend knows the same names for the keys
    /// `KeyPress` has.
    func parseAccelerator(_ accelerator: String) -> KeyPress?

    // MARK: Menus (see NativeMenus.swift)

    /// A new menu button (GtkMenuButton) without an icon, menu or popover; a click on it does
    /// nothing until it has one.
    func makeMenuButton() -> any NativeMenuButton
    /// A closed popover pointing at `widget`.
    func makePopover(relativeTo widget: any NativeWidget) -> any NativePopover
    /// Calls `handler` when a person asks for a context menu on `widget` or inside it (a
    /// right click, the Menu key or Shift+F10 with the focus inside); nil removes it. Return
    /// true when a menu was shown. The innermost widget with a handler gets the request.
    func setContextMenuHandler(on widget: any NativeWidget, _ handler: (@MainActor (ContextMenuRequest) -> Bool)?)
    /// A right click at `point` (the widget's coordinates; nil: its middle), as a person's:
    /// the innermost widget with a handler around the point gets it. On GTK a real button
    /// press event through gtk_main_do_event; the widget must be on screen.
    func simulateContextClick(on widget: any NativeWidget, at point: (x: Double, y: Double)?)

    // MARK: Standard windows (see NativeStandardWindows.swift)

    /// A closed About window (GtkAboutDialog) showing `content`: the app's name, version, credits
    /// and licence. Nothing is shown until `present()`.
    func makeAboutWindow(_ content: AboutContent) -> any NativeStandardWindow
    /// A shortcuts window with one section holding `groups`; GTK titles it "Shortcuts".
    func makeShortcutsWindow(_ groups: [ShortcutGroup]) -> any NativeStandardWindow

    // MARK: Dialogs (see NativeMessageDialog.swift)

    /// A new, closed message dialog window (GtkMessageDialog) with an empty message.
    func makeMessageDialog() -> any NativeMessageDialog

    // MARK: File choosers (see NativeFileChooser.swift)

    /// Shows a file chooser for `request` above `parent` and calls `completion` once, on the
    /// main loop, however it ends. It never blocks and never waits on a portal that isn't
    /// there: no display or no portal when one is needed ends at once with `.failed`.
    @discardableResult
    func showFileChooser(_ request: FileChooserRequest, parent: (any NativeWindow)?,
                         completion: @escaping @MainActor (FileChooserOutcome) -> Void) -> (any NativeFileChooser)?
    /// The choosers on screen now, oldest first.
    var shownFileChoosers: [any NativeFileChooser] { get }

    // MARK: Clipboard

    /// Puts `text` (without NUL characters) on the clipboard that Ctrl+C and Ctrl+V use (GTK's
    /// CLIPBOARD selection), offering to leave it with a clipboard manager when the app quits.
    func setClipboardText(_ text: String)
    /// Reads the clipboard's text, which may belong to another app, and calls `completion` with
    /// it later on the main loop; nil when it holds no text.
    func requestClipboardText(_ completion: @escaping @MainActor (String?) -> Void)
}

/// A window is a GtkApplicationWindow: its action map holds the `win.*` actions.
@MainActor
public protocol NativeWindow: NativeWidget, NativeActionMap {
    /// The text in the window's title bar (gtk_window_set_title).
    var title: String { get set }
    /// The one widget filling the window; setting another takes the old one out.
    var content: (any NativeWidget)? { get set }
    /// The size the window opens with (gtk_window_set_default_size); -1 leaves a side to the
    /// content's natural size. Values below -1 are refused with an error.
    var defaultSize: (width: Int, height: Int) { get set }
    /// The themed icon the window manager shows for the window (nil: GTK's default).
    var iconName: String? { get set }
    /// True between `present()` and `close()`.
    var isShown: Bool { get }
    /// The widget that has keyboard focus in this window.
    var focusedWidget: (any NativeWidget)? { get }
    /// Shows the window and puts it in front (gtk_window_present); `isShown` becomes true.
    func present()
    /// Resizes a shown window (gtk_window_resize); not below what its content needs.
    func resize(width: Int, height: Int)
    /// Maximized, or asked to be (gtk_window_maximize) and the window manager hasn't said
    /// otherwise since: without a window manager (Xvfb) the request stays a request. Setting
    /// it asks the window manager (gtk_window_maximize / gtk_window_unmaximize).
    var isMaximized: Bool { get set }
    /// The size the window has when not maximized (GTK's size while it last wasn't), for saving.
    var unmaximizedSize: (width: Int, height: Int) { get }
    /// Closes the window from code; close-request handlers are not asked.
    func close()
    /// Called when a person asks to close the window (the window manager's close button);
    /// return false to keep it open.
    func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection
    /// Asks to close as the window manager's close button would. While a modal window is up
    /// (see `isModal`), a request for any window outside it is ignored, as GTK ignores it.
    func simulateCloseRequest()

    /// The window this one stays above (gtk_window_set_transient_for); held weakly.
    var transientFor: (any NativeWindow)? { get set }
    /// A modal window, while shown, takes all keyboard and pointer input of the app's other
    /// windows (GTK's grab): the newest shown modal window is the one that gets it.
    var isModal: Bool { get set }
    /// The widget shown as the window's title bar (gtk_window_set_titlebar), usually a header
    /// bar; nil gives the window manager's own title bar. It is not one of `nativeChildren`.
    /// Set it before the window is first shown: GTK can't switch a shown window's decorations
    /// (it warns, and the GTK backend lets it).
    var titlebar: (any NativeWidget)? { get set }
    /// Called for a key press the focus widget and its ancestors left unhandled, before the
    /// window's accelerators and mnemonics (GTK runs those first; the toolkit runs them last so
    /// that an accelerator on Delete or Ctrl+A leaves those keys to a focused entry, and the
    /// controller's keys come between); return true when handled, which stops it. Unhandled,
    /// GtkWindow's own keys come last (Tab moves the focus).
    func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection
    /// Delivers a key press as the keyboard would when this window has the focus: while a
    /// modal window is up, the newest one gets it instead (GTK's grab).
    func simulateKeyPress(_ key: KeyPress)
}

/// The backend seam: every widget the toolkit uses is created by a `Backend` and then read and
/// changed only through these protocols. The GTK backend implements them over real GtkWidgets;
/// the headless backend over an in-memory tree. Reactant's views and ReactantTesting never see
/// anything else, which is what makes a headless test say something true about the GTK app.
///
/// Shared semantics both backends keep:
/// - Change handlers (`onChanged`, `onToggled`) fire for *user* edits only (typing, clicking,
///   the `simulate…` calls). Setting a property from code never fires them, so a component can
///   push its state into a widget without hearing its own echo.
/// - A handler is kept until the widget is released or the returned connection is
///   disconnected; handlers never run after the widget's Swift owner is gone.
/// - `simulate…` calls do what a person's input would do, but without any checks; checking that
///   a person *could* do it (visible, sensitive) is ReactantTesting's job.

/// A handle to one connected signal handler; pass it back to `disconnect(_:)`.
public struct SignalConnection: Hashable, Sendable {
    public let id: UInt
    public init(id: UInt) { self.id = id }
}

@MainActor
public protocol NativeWidget: NativeGeometry, NativeAccessible {
    var kind: WidgetKind { get }

    /// The widget's own visibility flag (gtk_widget_set_visible). New widgets are visible.
    var isVisible: Bool { get set }
    /// The widget's own sensitivity flag (gtk_widget_set_sensitive).
    var isSensitive: Bool { get set }
    /// False when the widget or any ancestor is insensitive.
    var isEffectivelySensitive: Bool { get }
    /// False when the widget or any ancestor is hidden, or it sits in a page of a stack that
    /// is not the stack's visible page (GTK unmaps those pages).
    var isEffectivelyVisible: Bool { get }

    /// True for widgets a person can focus with the keyboard (entries, buttons, switches).
    var canFocus: Bool { get }
    /// True when this is the focus widget of its window.
    var isFocus: Bool { get }
    /// Moves keyboard focus here; does nothing when the widget can't take focus, is
    /// insensitive, or is not inside a window (as GTK does).
    func grabFocus()
    /// A person's click with the primary pointer button at the middle of the widget, as the
    /// display delivers it (GTK: a press and a release on the GdkWindow under that point,
    /// through gtk_main_do_event; a button takes the focus and clicks, a toggle flips).
    /// Returns why a person could not click there (not in a shown window, no size, another
    /// widget on top), nil once it clicked. Sensitivity is for the caller to check.
    func simulatePrimaryClick() -> String?
    /// True when the window's focus widget is this widget or inside it.
    var containsFocus: Bool { get }
    /// Moves the focus to the first widget in this one that takes it, as Tab into it does
    /// (gtk_widget_child_focus forward: a list gives its selected row, else its first), unless
    /// it is inside already. True when the focus is inside afterwards; false, with the focus
    /// left where it was, when nothing here can take it (or it is not on screen).
    @discardableResult
    func focusInside() -> Bool
    /// Called with true when the widget becomes its window's focus widget and with false when
    /// it stops being it (GTK's notify::is-focus, reported only when the value changes), for
    /// any cause: a grab, Tab, or the focus being unset because the widget was hidden, made
    /// insensitive or taken out. When the focus moves, the old widget hears false before the
    /// new one hears true. Whether the window itself is active does not matter.
    func onFocusChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection
    /// Called for a key press while the window's focus is on this widget or inside it (GTK's
    /// "key-press-event"); return true when handled, which stops it there. A key goes to the
    /// focus widget first (its handlers, then what the widget itself does with it: an entry
    /// keeps Delete, Home, End, Ctrl+A, the characters it types), then up through its
    /// ancestors, then to the window's handlers (`NativeWindow.onKeyPress`), then to the
    /// accelerators; handlers of one widget run in connection order.
    func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection

    /// CSS classes, in the order they were added.
    var styleClasses: [String] { get }
    func addStyleClass(_ name: String)
    func removeStyleClass(_ name: String)
    /// Background and text colours of this widget alone (see `WidgetColors`); reading them on
    /// GTK answers what its style context computed for the colours that were set.
    var colors: WidgetColors { get set }
    /// The CSS name (`#name` in a stylesheet).
    var widgetName: String? { get set }
    var tooltip: String? { get set }
    /// The name a screen reader announces.
    var accessibleLabel: String? { get set }
    /// A longer text a screen reader reads after the name (ATK's description), such as why a
    /// field's value is not accepted. Nil when none was set; GTK's own fallback (the tooltip)
    /// is not reported.
    var accessibleDescription: String? { get set }

    var layout: WidgetLayout { get set }
    /// GTK's minimum and natural size, margins and size request included (0×0 while hidden).
    var preferredSize: (minimum: LayoutSize, natural: LayoutSize) { get }
    /// Whether the widget's height depends on the width it gets (GTK's height-for-width
    /// request mode: a wrapping label, or a GTK container holding one; headless, wrapping labels).
    var hasHeightForWidth: Bool { get }
    /// The minimum and natural height at `width` (gtk_widget_get_preferred_height_for_width),
    /// margins included as in `preferredSize`; the plain heights for other widgets.
    func preferredHeight(forWidth width: Int) -> (minimum: Int, natural: Int)
    /// Where the widget was last allocated, relative to `ancestor`'s allocation; nil while it
    /// is not on screen (not in a shown window, or hidden) or `ancestor` is not above it.
    func frame(in ancestor: any NativeWidget) -> LayoutRect?

    /// The widgets inside this one that the toolkit put there, in order.
    var nativeChildren: [any NativeWidget] { get }
    /// The widget this one was added to, if any.
    var nativeParent: (any NativeWidget)? { get }

    /// Calls `body` once the underlying widget is finalized (for leak tests).
    func onFinalize(_ body: @escaping @MainActor () -> Void)
    func disconnect(_ connection: SignalConnection)
}

@MainActor
public protocol NativeContainer: NativeWidget {
    var containerLayout: ContainerLayout { get }
    func append(_ child: any NativeWidget)
    func remove(_ child: any NativeWidget)
    /// Places a child of a grid container; ignored (with no effect) by box containers.
    func setGridCell(_ cell: GridCell, for child: any NativeWidget)
    func gridCell(of child: any NativeWidget) -> GridCell?
}

@MainActor
public protocol NativeLabel: NativeWidget {
    var text: String { get set }
    var wraps: Bool { get set }
    /// Where a wrapping label breaks its lines (GtkLabel's wrap-mode); it has no effect
    /// unless `wraps`.
    var wrapMode: TextWrapMode { get set }
    /// Where text that doesn't fit gives way to "…" (GtkLabel's ellipsize).
    var ellipsis: TextEllipsis { get set }
    /// The most lines an ellipsizing, wrapping label shows (gtk_label_set_lines); -1 for any.
    var maximumLines: Int { get set }
    /// Whether a person can select (and copy) the text; a selectable label takes the focus.
    var isSelectable: Bool { get set }
    /// Horizontal position of the text inside the label, 0 (start) … 1 (end).
    var textAlignment: Double { get set }
}

/// Where a wrapping label breaks its lines (PangoWrapMode).
public enum TextWrapMode: String, Sendable, Equatable {
    /// Between words (GTK's default).
    case word
    /// Between any two characters.
    case character = "char"
}

/// Where text too long for its label is cut and "…" shown (PangoEllipsizeMode).
public enum TextEllipsis: String, Sendable, Equatable {
    /// Not at all: the label asks for the width the text needs (GTK's default).
    case none
    /// "…end of the text".
    case start
    /// "Start…end".
    case middle
    /// "Start of the text…".
    case end
}

@MainActor
public protocol NativeButton: NativeWidget {
    /// The button's text; nil when it holds a custom child instead.
    var title: String? { get set }
    /// Replaces the button's content with a widget (for `ButtonBase`).
    func setContent(_ content: any NativeWidget)
    func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
    /// Emits the click as the button would for a person's click.
    func simulateClick()
}

@MainActor
public protocol NativeEntry: NativeWidget {
    /// The text, at most `EntryText.maximumBytes` bytes of UTF-8: GTK cuts longer text, set
    /// from code or typed, after the last whole Unicode scalar that fits (possibly between a
    /// letter and its combining accent), and an insertion into a full entry inserts nothing but
    /// still counts as an edit.
    var text: String { get set }
    var placeholder: String? { get set }
    /// Hides the characters, for passwords.
    var isSecure: Bool { get set }
    var isEditable: Bool { get set }
    /// Where typing inserts, in characters (Unicode scalars, as GTK counts); setting a value
    /// past the end (or -1) puts the cursor at the end. Setting `text` moves it to the start.
    var cursorPosition: Int { get set }
    /// Called after every user edit with the new text.
    func onChanged(_ handler: @escaping @MainActor (String) -> Void) -> SignalConnection
    /// Called when the user presses Enter in the field.
    func onActivate(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
    /// Inserts `text` at the cursor as typing would, one edit (and one `onChanged`) per character.
    func simulateTyping(_ text: String)
    /// Inserts `text` at the cursor in one edit (one `onChanged`), as pasting from the clipboard
    /// does, and moves the cursor past what was inserted.
    func simulatePaste(_ text: String)
    /// Deletes all text as a person selecting it and pressing Delete would (one edit).
    func simulateClear()
    func simulateActivate()
    /// Called when a person presses a pointer button on the entry (GTK's button-press-event),
    /// before the entry takes the focus from that press. Code moving the focus never calls it.
    func onPointerPress(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
    /// A click with the first pointer button at the end of the entry's text area, as a
    /// person's: the press handlers run, then the entry takes the focus with the cursor after
    /// the last character (where the click landed, for a text that fits). As GTK delivers
    /// pointer events, nothing happens unless the entry is on screen (in a shown window, it
    /// and its containers visible and sensitive) and no modal window blocks its window.
    func simulatePointerClick()
}

/// GtkEntry's size limit (its buffer holds at most 65,535 bytes with the terminating NUL),
/// checked against GTK 3.24: a megabyte pasted into an entry keeps its first 65,534 bytes.
public enum EntryText {
    public static let maximumBytes = 65_534

    /// `text` up to its first NUL: GTK takes text as C strings, so a label, an entry set from
    /// code or a paste keeps only that much (checked on GTK 3.24 in BackendParityTests).
    public static func cString(_ text: String) -> String {
        guard let nul = text.unicodeScalars.firstIndex(of: "\u{0}") else { return text }
        return String(text.unicodeScalars[..<nul])
    }

    /// The longest prefix of `text`, in whole Unicode scalars, with at most `bytes` UTF-8 bytes.
    public static func prefix(of text: String, bytes: Int) -> String {
        guard text.utf8.count > bytes else { return text }
        var kept = String.UnicodeScalarView()
        var used = 0
        for scalar in text.unicodeScalars {
            used += UTF8.width(scalar)
            if used > bytes { break }
            kept.append(scalar)
        }
        return String(kept)
    }
}

/// Where an image's pixels come from.
public enum ImageSource: Equatable, Sendable {
    case iconName(String, size: IconSize)
    case file(path: String)
}

@MainActor
public protocol NativeImage: NativeWidget {
    var source: ImageSource? { get set }
}

/// A switch (GtkSwitch) or a check box with a label (GtkCheckButton).
public enum ToggleStyle: Equatable, Sendable {
    case `switch`
    case checkBox(label: String)
    /// A button that stays pressed in while on (GtkToggleButton).
    case button(label: String)
}

@MainActor
public protocol NativeToggle: NativeWidget {
    var style: ToggleStyle { get }
    var isOn: Bool { get set }
    func onToggled(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection
    /// Flips the toggle as a person's click would.
    func simulateToggle()
}

@MainActor
public protocol NativeSpinner: NativeWidget {
    var isSpinning: Bool { get set }
}

/// A window is a GtkApplicationWindow: its action map holds the `win.*` actions.
@MainActor
public protocol NativeWindow: NativeWidget, NativeActionMap {
    var title: String { get set }
    var content: (any NativeWidget)? { get set }
    var defaultSize: (width: Int, height: Int) { get set }
    /// The themed icon the window manager shows for the window (nil: GTK's default).
    var iconName: String? { get set }
    /// True between `present()` and `close()`.
    var isShown: Bool { get }
    /// The widget that has keyboard focus in this window.
    var focusedWidget: (any NativeWidget)? { get }
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

/// One key press with its modifiers, as the toolkit's key handlers see it.
public struct KeyPress: Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Key: Equatable, Hashable, Sendable {
        case escape, enter, tab, left, right, up, down, f5
        case character(Character)
        /// Named keys that type nothing (see `KeyPress.Key.function(_:)` for F1–F12).
        case backspace, delete, insert, home, end, pageUp, pageDown
        case f1, f2, f3, f4, f6, f7, f8, f9, f10, f11, f12
        /// The Menu key, which opens a context menu (as Shift+F10 does).
        case menu
    }

    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let shift = Modifiers(rawValue: 1)
        public static let control = Modifiers(rawValue: 2)
        public static let alt = Modifiers(rawValue: 4)
    }

    public var key: Key
    public var modifiers: Modifiers

    public init(_ key: Key, modifiers: Modifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    public static let escape = KeyPress(.escape)
    public static let altLeft = KeyPress(.left, modifiers: .alt)

    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        switch key {
        case .character(let character): parts.append(String(character))
        case .backspace: parts.append("BackSpace")
        case .pageUp: parts.append("Page_Up")
        case .pageDown: parts.append("Page_Down")
        case .f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12: parts.append("\(key)".uppercased())
        default: parts.append("\(key)".capitalized)
        }
        return parts.joined(separator: "+")
    }
}

/// A title bar with a title and buttons at its start and end (GtkHeaderBar).
@MainActor
public protocol NativeHeaderBar: NativeWidget {
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

/// How a stack moves from one page to the next.
public enum StackTransition: Equatable, Sendable {
    case none
    /// The new page comes in from the right (going forward).
    case slideLeft
    /// The new page comes in from the left (going back).
    case slideRight
}

/// Pages of which one is shown at a time (GtkStack). `nativeChildren` are the pages in the
/// order they were added.
@MainActor
public protocol NativeStack: NativeWidget, NativeSwipeArea {
    /// Adds a page at the end. The first page added to an empty stack becomes the visible one.
    func addPage(_ page: any NativeWidget)
    /// Takes a page out; when it was the visible one, the first remaining page becomes
    /// visible (GTK's rule). Does nothing for a widget that is not a page.
    func removePage(_ page: any NativeWidget)
    /// The page shown now. After `showPage` this is the new page at once, even while the
    /// transition still animates.
    var visiblePage: (any NativeWidget)? { get }
    func showPage(_ page: any NativeWidget, transition: StackTransition)
    /// When false, `showPage` switches at once whatever transition it is given (GTK also
    /// skips animations when the desktop's gtk-enable-animations setting is off).
    var animatesTransitions: Bool { get set }
    /// True while a slide from one page to the next runs (GtkStack's transition-running): from
    /// a `showPage` that switches to another page with a sliding transition while the stack is
    /// on screen (in a shown window) and animates, until the slide is over. A new `showPage`
    /// during the slide starts the next one from where things are; a stack that leaves the
    /// screen (its window hidden or closed) stops sliding at GTK's next frame. GTK slides for
    /// 200 ms; the headless stack has no clock, and its slide ends at the backend's next
    /// `processPendingEvents`, which on GTK waits for running slides (at most a second).
    var isTransitionRunning: Bool { get }
    /// Called each time a running transition ends.
    func onTransitionFinished(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
}

/// The application is a GtkApplication: its action map holds the `app.*` actions, and it
/// keeps the accelerators of every action (`app.*` and `win.*`).
@MainActor
public protocol NativeApplication: NativeActionMap {
    var applicationID: String { get }
    /// Runs the application: calls `onActivate` when it starts (and again when a second
    /// instance is launched), then returns the exit status when the last window is closed.
    /// The headless backend calls `onActivate` once and returns at once.
    func run(arguments: [String], onActivate: @escaping @MainActor () -> Void) -> Int32
    /// Keeps the application running while `window` is open (gtk_application_add_window);
    /// closing the window takes it out again.
    func add(_ window: any NativeWindow)
    /// The windows added with `add(_:)` that are still open (gtk_application_get_windows). The
    /// order is not part of the contract: GTK lists the most recently focused window first.
    var windows: [any NativeWindow] { get }
    func quit()

    /// Sets the accelerators (GTK syntax, already checked by `NativeShell.parseAccelerator`)
    /// of the action `detailedName` ("app.quit", "win.close"); an empty list removes them.
    func setAccelerators(_ accelerators: [String], for detailedName: String)
    func accelerators(for detailedName: String) -> [String]
    /// Registers the application (GApplication's startup) without running the main loop, so
    /// windows can join it: for tests and tools that drive an app without `run`. `run`
    /// registers by itself.
    func register()
    /// Opens `uri` with the desktop's handler for it (a browser for http; gtk_show_uri_on_window
    /// on GTK), over `parent` if given; the reason when it can't (nothing handles it). The
    /// headless backend opens nothing: it lists the addresses in `openedURIs` and "handles"
    /// the schemes in `handledSchemes`.
    func open(uri: String, parent: (any NativeWindow)?) -> Result<Void, OpenURLError>

    /// Watches SIGTERM, SIGINT and SIGHUP (g_unix_signal_add) and calls `handler` from the
    /// main loop with the first one's number. Before calling it, the three signals get their
    /// default action back, so a second one during the shutdown ends the process at once.
    func watchTerminationSignals(_ handler: @escaping @MainActor (Int32) -> Void)
    /// Stops watching (the signals' default action is back).
    func stopWatchingTerminationSignals()
    /// Whether a termination signal now ends the process at once (nothing watches them).
    var terminationSignalsEndTheProcess: Bool { get }
    /// Sends `signal` to the process as `kill` would (GTK: raise()). Headless, the watcher's
    /// path runs without a real signal; with no watcher it only warns, since the default
    /// action would end the test process.
    func simulateTerminationSignal(_ signal: Int32)
}

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

/// What kind of widget a native object is; used when reading the tree as text.
public enum WidgetKind: String, Sendable, Equatable {
    case container, label, button, entry, image, toggle, spinner, window
    case listBox, listRow, scrolledWindow
}

@MainActor
public protocol NativeWidget: AnyObject {
    var kind: WidgetKind { get }

    /// The widget's own visibility flag (gtk_widget_set_visible). New widgets are visible.
    var isVisible: Bool { get set }
    /// The widget's own sensitivity flag (gtk_widget_set_sensitive).
    var isSensitive: Bool { get set }
    /// False when the widget or any ancestor is insensitive.
    var isEffectivelySensitive: Bool { get }
    /// False when the widget or any ancestor is hidden.
    var isEffectivelyVisible: Bool { get }

    /// True for widgets a person can focus with the keyboard (entries, buttons, switches).
    var canFocus: Bool { get }
    /// True when this is the focus widget of its window.
    var isFocus: Bool { get }
    /// Moves keyboard focus here; does nothing when the widget can't take focus, is
    /// insensitive, or is not inside a window (as GTK does).
    func grabFocus()

    /// CSS classes, in the order they were added.
    var styleClasses: [String] { get }
    func addStyleClass(_ name: String)
    func removeStyleClass(_ name: String)
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
    /// Horizontal position of the text inside the label, 0 (start) … 1 (end).
    var textAlignment: Double { get set }
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
}

/// GtkEntry's size limit (its buffer holds at most 65,535 bytes with the terminating NUL),
/// checked against GTK 3.24: a megabyte pasted into an entry keeps its first 65,534 bytes.
public enum EntryText {
    public static let maximumBytes = 65_534

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

@MainActor
public protocol NativeWindow: NativeWidget {
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
    /// Closes the window from code; close-request handlers are not asked.
    func close()
    /// Called when a person asks to close the window (the window manager's close button);
    /// return false to keep it open.
    func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection
    /// Asks to close as the window manager's close button would.
    func simulateCloseRequest()
}

@MainActor
public protocol NativeApplication: AnyObject {
    var applicationID: String { get }
    /// Runs the application: calls `onActivate` when it starts (and again when a second
    /// instance is launched), then returns the exit status when the last window is closed.
    /// The headless backend calls `onActivate` once and returns at once.
    func run(arguments: [String], onActivate: @escaping @MainActor () -> Void) -> Int32
    /// Keeps the application running while `window` is open.
    func add(_ window: any NativeWindow)
    func quit()
}

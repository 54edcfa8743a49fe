/// The backend seam: every widget the toolkit uses is created by a `Backend` and then read and
/// changed only through `NativeWidget` and the protocols that refine it, one widget family a
/// file beside this one (`NativeLabel.swift`, `NativeEntry.swift`, …). The GTK backend
/// implements them over real GtkWidgets; the headless backend over an in-memory tree.
/// Reactant's views and ReactantTesting never see anything else, which is what makes a
/// headless test say something true about the GTK app.
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
    /// The number that tells this connection apart from the widget's other handlers.
    public let id: UInt
    /// Wraps a handler number a backend handed out; only backends make connections.
    public init(id: UInt) { self.id = id }
}

/// One widget of a backend: what every view reads and changes, whatever its family.
@MainActor
public protocol NativeWidget: NativeGeometry, NativeAccessible {
    /// Which widget family this is (label, entry, box, …), fixed at creation.
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
    /// Adds a CSS class (gtk_style_context_add_class); adding one it already has changes nothing.
    func addStyleClass(_ name: String)
    /// Removes a CSS class; removing one it doesn't have changes nothing.
    func removeStyleClass(_ name: String)
    /// Background and text colours of this widget alone (see `WidgetColors`); reading them on
    /// GTK answers what its style context computed for the colours that were set.
    var colors: WidgetColors { get set }
    /// The CSS name (`#name` in a stylesheet).
    var widgetName: String? { get set }
    /// The text shown when the pointer rests on the widget (gtk_widget_set_tooltip_text); nil for
    /// none.
    var tooltip: String? { get set }
    /// The name a screen reader announces.
    var accessibleLabel: String? { get set }
    /// A longer text a screen reader reads after the name (ATK's description), such as why a
    /// field's value is not accepted. Nil when none was set; GTK's own fallback (the tooltip)
    /// is not reported.
    var accessibleDescription: String? { get set }

    /// Alignment, expansion, margins and size request the widget's parent lays it out with.
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
    /// Stops the handler `connection` names; a connection already disconnected changes nothing.
    func disconnect(_ connection: SignalConnection)
}

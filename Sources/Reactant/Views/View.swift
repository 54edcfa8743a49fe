/// A widget owned by Swift: the toolkit's counterpart of UIView.
///
/// A `View` owns exactly one native widget (`native`), created by the current backend, and
/// keeps it alive as long as the view lives. Subclasses are the primitives (`Label`, `Button`,
/// `TextField`, …) and the components (`ViewBase`, `ButtonBase`).
@MainActor
open class View {
    /// The outermost native widget of this view; this is what a parent container holds.
    /// (Replaced only when a box becomes a constraint container, before it is in any tree.)
    public internal(set) var native: any NativeWidget
    /// Content hugging and compression resistance (see `setContentHuggingPriority(_:for:)`).
    var contentPriorities = ContentPriorities()

    /// The container view this view was added to with `children(...)`.
    public internal(set) weak var superview: Container?
    /// Size constraints made while the view had no superview, installed when it gets one
    /// (see `Constraint.activate()`).
    var pendingConstraints: [Constraint] = []

    /// Wraps a native widget the backend made; the view owns it from now on. For subclasses
    /// and for widgets the toolkit has no view of its own for.
    public init(native: any NativeWidget) {
        self.native = native
    }

    /// A plain empty view (UIKit's `UIView()`): a box with nothing in it, for a spacer or a
    /// separator line with a background colour. (In the class, not an extension, so that
    /// subclasses may declare an `init()` of their own.)
    public convenience init() {
        self.init(native: Backends.current.makeContainer(.vertical()))
    }

    /// Hides the view (and everything in it) without removing it.
    public var isHidden: Bool {
        get { !native.isVisible }
        set { native.isVisible = !newValue }
    }

    /// When false the view and everything in it ignore input and look inactive.
    @NativeProperty(\View.native.isSensitive) public var isEnabled: Bool

    /// CSS classes of the view, for styling with a stylesheet (`.name { … }`).
    public var styleClasses: [String] { native.styleClasses }

    /// Adds the CSS class `name` (GTK's style class), which a stylesheet selects with `.name`;
    /// returns the view, for chaining. Adding a class it has already changes nothing.
    @discardableResult
    public func addStyleClass(_ name: String) -> Self {
        native.addStyleClass(name)
        return self
    }

    /// Removes the CSS class `name`; a class the view doesn't have is ignored.
    public func removeStyleClass(_ name: String) {
        native.removeStyleClass(name)
    }

    /// GTK's name of the widget, which a stylesheet selects with `#name`. Not `name`: UIKit's
    /// views have no such member, and apps ported from them often call a field `name`.
    @NativeProperty(\View.native.widgetName) public var widgetName: String?

    /// The text shown when the pointer rests on the view (GTK's tooltip); nil for none.
    @NativeProperty(\View.native.tooltip) public var tooltip: String?

    /// What a screen reader announces for this view.
    @NativeProperty(\View.native.accessibleLabel) public var accessibleLabel: String?

    /// What a screen reader reads after the label, such as why a field's value is not accepted
    /// (ATK's description on GTK).
    @NativeProperty(\View.native.accessibleDescription) public var accessibleDescription: String?

    /// True when this view has keyboard focus in its window (a table or collection view:
    /// when one of its rows or items has it).
    open var hasFocus: Bool { native.isFocus }

    /// Moves keyboard focus to this view (if it can take focus and is in a window). A table
    /// or collection view focuses its selected row or item, else its first one.
    open func focus() {
        native.grabFocus()
    }

    /// Placement of this view inside its container; see `LayoutProxy`.
    public var layout: LayoutProxy { LayoutProxy(view: self) }

    /// Removes the view from its container.
    public func removeFromSuperview() {
        superview?.remove(self)
    }
}

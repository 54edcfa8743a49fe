/// A view that holds other views, laid out by GTK's box or grid rules (`ContainerLayout`).
///
/// `children(...)` adds views in order and returns the container, so calls nest the way the
/// seed docs write them:
///
///     children(
///         header.children(title, subtitle),
///         body
///     )
@MainActor
open class Container: View {
    /// The native container that holds the children. For most containers this is `native`
    /// itself; `ButtonBase` keeps its children in a box inside a button.
    public internal(set) var content: any NativeContainer
    /// The constraint solver's side of a constraint container (see `Container+Constraints`).
    var constraintLayout: ConstraintLayout?

    /// The views added with `children(...)`, in order. The container keeps them alive.
    public private(set) var subviews: [View] = []

    /// An empty container arranging its children as `layout` says: a vertical box (the
    /// default), a horizontal one, a grid, or `.constraints` for constraint layout.
    public init(layout: ContainerLayout = .vertical()) {
        let box = Backends.current.makeContainer(layout)
        self.content = box
        super.init(native: box)
        if layout == .constraints { attachConstraintLayout() }
    }

    /// For subclasses whose outer widget is not the container itself.
    public init(native: any NativeWidget, content: any NativeContainer) {
        self.content = content
        super.init(native: native)
        if content.containerLayout == .constraints { attachConstraintLayout() }
    }

    /// How the container arranges its children (a vertical or horizontal box, a grid, constraints).
    public var containerLayout: ContainerLayout { content.containerLayout }

    /// Adds `views` at the end, in order.
    ///
    /// Misuse is reported through `Diagnostics`, never by crashing:
    /// - adding a view that is already a child of this container is ignored with a warning;
    /// - adding a view that is inside another container moves it here (as UIKit's
    ///   `addSubview` does) with a warning, since it is usually a mistake;
    /// - adding a container to itself or to one of its own descendants is refused with an error.
    @discardableResult
    public func children(_ views: View...) -> Self {
        for view in views { add(view) }
        return self
    }

    /// Array form of `children(_:)`.
    @discardableResult
    public func children(_ views: [View]) -> Self {
        for view in views { add(view) }
        return self
    }

    private func add(_ view: View) {
        if view.superview === self {
            Diagnostics.warning("\(describe(view)) was added to \(describe(self)) twice; the second add is ignored.")
            return
        }
        if isDescendant(of: view) {
            Diagnostics.error("\(describe(view)) can't be added to \(describe(self)), which is inside it; ignored.")
            return
        }
        if let old = view.superview {
            Diagnostics.warning("\(describe(view)) is already inside \(describe(old)); it is moved to \(describe(self)).")
            old.remove(view)
        }
        content.append(view.native)
        subviews.append(view)
        view.superview = self
        view.activatePendingConstraints()
    }

    /// Removes a child view. Removing a view that is not a child does nothing.
    public func remove(_ view: View) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        constraintLayout?.childWillBeRemoved(view)
        content.remove(view.native)
        subviews.remove(at: index)
        view.superview = nil
    }

    /// Moves the subviews into `box`, a new content widget (a stack view's new axis, a box
    /// turned constraint container). Where the content is the outer widget too, `box` takes
    /// its place and what was set on it (style, name, tooltip, accessibility, visibility,
    /// sensitivity, layout, colours); in a button it becomes the button's content.
    func replaceContent(with box: any NativeContainer) {
        let old = content
        for view in subviews {
            old.remove(view.native)
            box.append(view.native)
        }
        if old === native {
            for name in old.styleClasses { box.addStyleClass(name) }
            box.widgetName = old.widgetName
            box.tooltip = old.tooltip
            box.accessibleLabel = old.accessibleLabel
            box.accessibleDescription = old.accessibleDescription
            box.isVisible = old.isVisible
            box.isSensitive = old.isSensitive
            box.layout = old.layout
            box.colors = old.colors
            native = box
        } else if let button = native as? any NativeButton {
            button.setContent(box)
        }
        content = box
    }

    private func isDescendant(of ancestor: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }
}

@MainActor
func describe(_ view: View) -> String {
    if let name = view.widgetName { return "\(type(of: view)) '\(name)'" }
    return "\(type(of: view))"
}

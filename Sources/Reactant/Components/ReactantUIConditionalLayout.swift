/// What a ReactantUI layout condition (`layout:leading="[width :lt 400] super"`) reads on GTK:
/// the size of the component's root view, the window's content (UIKit's conditions read the
/// window's size and traits).
public struct ReactantUITraits: Equatable, Sendable {
    /// UIKit's size class, from the size here: GTK has none.
    public enum SizeClass: Sendable { case compact, regular }

    /// Below this many pixels a side is compact, from it regular (UIKit's phones are compact,
    /// its full-screen pads regular). ReactantUIXML's `LayoutCondition.compactBelow` is the
    /// same number for the live interpreter.
    public static let compactBelow = 600.0

    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public var horizontal: SizeClass { width < Self.compactBelow ? .compact : .regular }
    public var vertical: SizeClass { height < Self.compactBelow ? .compact : .regular }
    /// Wider than high.
    public var isLandscape: Bool { width > height }
}

extension ReactantUIComponent {
    /// The layout rules with conditions of a component's views (generated code and the live
    /// interpreter call this): `conditions` evaluates every condition for the traits, `apply`
    /// re-makes the constraints of the views that have conditional rules for the results.
    /// `apply` runs now, and again, once the main loop is idle, whenever an allocation of the
    /// component gives results that differ from the last applied. A second call replaces the
    /// first (a live reload).
    public func reactantUIConditionalLayout(_ conditions: @escaping @MainActor (ReactantUITraits) -> [Bool],
                                            apply: @escaping @MainActor ([Bool]) -> Void) {
        guard let container = self as? Container, let layout = container.constraintLayoutForChildren() else { return }
        let conditional = ReactantUIConditionalLayout(container: container, conditions: conditions, apply: apply)
        layout.sizeObserver = { size in conditional.allocated(size) }
        conditional.reapply(size: nil)
    }
}

/// One component's conditional layout: the results last applied, and the re-evaluation an
/// allocation schedules. Re-making constraints changes what GTK measures, so it waits for the
/// end of the allocation that found the change (GTK then lays the window out again).
@MainActor
final class ReactantUIConditionalLayout {
    private weak var container: Container?
    private let conditions: @MainActor (ReactantUITraits) -> [Bool]
    private let apply: @MainActor ([Bool]) -> Void
    private var applied: [Bool]?
    private var scheduled = false

    init(container: Container, conditions: @escaping @MainActor (ReactantUITraits) -> [Bool], apply: @escaping @MainActor ([Bool]) -> Void) {
        self.container = container
        self.conditions = conditions
        self.apply = apply
    }

    /// The traits now: the root view's size once it is laid out in a window, else the size
    /// the component was just allocated (or 0×0 before its first allocation).
    func traits(allocated size: LayoutSize?) -> ReactantUITraits {
        guard let container else { return ReactantUITraits(width: 0, height: 0) }
        var root: View = container
        while let parent = root.superview { root = parent }
        let frame = root.frame
        if frame.width > 0 || frame.height > 0 { return ReactantUITraits(width: Double(frame.width), height: Double(frame.height)) }
        let own = size ?? LayoutSize(width: container.frame.width, height: container.frame.height)
        return ReactantUITraits(width: Double(own.width), height: Double(own.height))
    }

    func allocated(_ size: LayoutSize) {
        guard !scheduled, conditions(traits(allocated: size)) != applied else { return }
        scheduled = true
        Backends.current.whenIdle { [weak self] in
            guard let self else { return }
            self.scheduled = false
            self.reapply(size: nil)
        }
    }

    func reapply(size: LayoutSize?) {
        let met = conditions(traits(allocated: size))
        guard met != applied else { return }
        applied = met
        apply(met)
    }
}

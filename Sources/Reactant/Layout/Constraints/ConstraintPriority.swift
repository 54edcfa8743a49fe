/// How much a constraint matters, on Auto Layout's scale: 1000 must hold, anything lower is
/// kept as well as stronger constraints allow (SnapKit's `ConstraintPriority`). Numbers write
/// themselves: `.priority(750)`, `.priority(.high)`.
public struct ConstraintPriority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The priority on Auto Layout's scale: 1000 or more is required, below 1 counts as 1.
    public let value: Double

    /// A priority of `value`; any number is accepted (1000 and above mean required, below 1 means 1).
    public init(_ value: Double) { self.value = value }
    /// A priority written as a number: `.priority(750.5)`.
    public init(floatLiteral value: Double) { self.value = value }
    /// A priority written as a whole number: `.priority(750)`.
    public init(integerLiteral value: Int) { self.value = Double(value) }

    /// 1000: the constraint must hold; the solver refuses a required constraint that contradicts
    /// others (reported through `Diagnostics`).
    public static let required: ConstraintPriority = 1000
    /// 750: kept unless a required constraint prevents it.
    public static let high: ConstraintPriority = 750
    /// 500: between `high` and `low`.
    public static let medium: ConstraintPriority = 500
    /// 250: gives way to any stronger constraint that competes with it.
    public static let low: ConstraintPriority = 250
    // UIKit's `UILayoutPriority` names, for hugging and compression resistance.
    /// 750: every view's compression resistance unless set.
    public static let defaultHigh: ConstraintPriority = 750
    /// 250: every view's content hugging unless set.
    public static let defaultLow: ConstraintPriority = 250
    /// What a container's fitting size is found with: weaker than any content priority.
    public static let fittingSizeLevel: ConstraintPriority = 50

    /// True for 1000 and above.
    public var isRequired: Bool { value >= 1000 }
    var strength: Strength { Strength(priority: value) }

    // SnapKit's `.required - 1`. The right side is a priority, not a Double: with
    // `(ConstraintPriority, Double) -> ConstraintPriority`, `[Double].reduce(0, +)` in any file
    // importing Reactant could also mean a ConstraintPriority sum (0 being a priority literal)
    // and stopped compiling as ambiguous (OperatorLeakTests).
    /// Raises a priority: `.high + 1` beats `.high` in a one-to-one contest.
    public static func + (lhs: ConstraintPriority, rhs: ConstraintPriority) -> ConstraintPriority { .init(lhs.value + rhs.value) }
    /// Lowers a priority: `.required - 1` is the strongest optional priority.
    public static func - (lhs: ConstraintPriority, rhs: ConstraintPriority) -> ConstraintPriority { .init(lhs.value - rhs.value) }
    /// True when `lhs` is the weaker priority.
    public static func < (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool { lhs.value < rhs.value }

    /// The number, without a fraction when it has none ("750", "750.5").
    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// UIKit's `UILayoutPriority`, for content hugging and compression resistance.
public typealias LayoutPriority = ConstraintPriority

/// UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Sendable {
    /// `horizontal`: widths and x positions; `vertical`: heights and y positions.
    case horizontal, vertical
}

/// How much a constraint matters, on Auto Layout's scale: 1000 must hold, anything lower is
/// kept as well as stronger constraints allow (SnapKit's `ConstraintPriority`). Numbers write
/// themselves: `.priority(750)`, `.priority(.high)`.
public struct ConstraintPriority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }

    public static let required: ConstraintPriority = 1000
    public static let high: ConstraintPriority = 750
    public static let medium: ConstraintPriority = 500
    public static let low: ConstraintPriority = 250
    // UIKit's `UILayoutPriority` names, for hugging and compression resistance.
    public static let defaultHigh: ConstraintPriority = 750
    public static let defaultLow: ConstraintPriority = 250
    /// What a container's fitting size is found with: weaker than any content priority.
    public static let fittingSizeLevel: ConstraintPriority = 50

    public var isRequired: Bool { value >= 1000 }
    var strength: Strength { Strength(priority: value) }

    // SnapKit's `.required - 1`. The right side is a priority, not a Double: with
    // `(ConstraintPriority, Double) -> ConstraintPriority`, `[Double].reduce(0, +)` in any file
    // importing Reactant could also mean a ConstraintPriority sum (0 being a priority literal)
    // and stopped compiling as ambiguous (OperatorLeakTests).
    public static func + (lhs: ConstraintPriority, rhs: ConstraintPriority) -> ConstraintPriority { .init(lhs.value + rhs.value) }
    public static func - (lhs: ConstraintPriority, rhs: ConstraintPriority) -> ConstraintPriority { .init(lhs.value - rhs.value) }
    public static func < (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool { lhs.value < rhs.value }

    public var description: String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

/// UIKit's `UILayoutPriority`, for content hugging and compression resistance.
public typealias LayoutPriority = ConstraintPriority

/// UIKit's `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Sendable {
    case horizontal, vertical
}

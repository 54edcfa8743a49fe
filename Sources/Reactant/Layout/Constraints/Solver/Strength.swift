import FoundationEssentials
import Glibc

/// How much the solver cares about a constraint: `required` ones must hold; the others are
/// kept as well as they can be, a stronger one winning over any weaker one that competes with
/// it for the same freedom.
///
/// Auto Layout's priorities (1…1000, 1000 = required) map onto weights that grow tenfold every
/// 125 priority steps (250 → 100, 500 → 10⁴, 750 → 10⁶, 999 → about 10⁸), so each of SnapKit's
/// named levels outweighs a hundred constraints of the level below, yet a priority one step
/// higher still wins a one-to-one contest (how `setContentHuggingPriority(251)` is used).
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The weight in the objective; `required` is not weighed at all.
    public let weight: Double

    private init(weight: Double) {
        self.weight = weight
    }

    /// Must hold; an unsatisfiable one is refused by the solver.
    public static let required = Strength(weight: .infinity)
    /// Above every priority below 1000: what the container's own size is held with.
    public static let nearlyRequired = Strength(weight: 1e9)
    /// Priority 750 (`ConstraintPriority.high`).
    public static let strong = Strength(priority: 750)
    /// Priority 500 (`ConstraintPriority.medium`).
    public static let medium = Strength(priority: 500)
    /// Priority 250 (`ConstraintPriority.low`).
    public static let weak = Strength(priority: 250)
    /// Below every priority from 1 up: the last resort that places views nothing else places.
    public static let fallback = Strength(weight: 1e-2)

    /// Auto Layout's scale: 1000 (or more) is required, below 1 counts as 1.
    public init(priority: Double) {
        if priority >= 1000 {
            self = .required
        } else {
            self.init(weight: pow(10, max(priority, 1) / 125))
        }
    }

    /// True for `required`: the constraint must hold exactly.
    public var isRequired: Bool { weight == .infinity }

    /// True when `lhs` weighs less than `rhs`; `required` is above every other strength.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    /// "required", or "weight" and the number, for logs and failure messages.
    public var description: String { isRequired ? "required" : "weight \(weight)" }
}

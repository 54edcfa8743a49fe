import FoundationEssentials

/// What `equalTo(…)` and its relatives accept (SnapKit's `ConstraintRelatableTarget`): a view
/// (the same attribute of it), an anchor such as `other.snp.bottom`, or a constant (a number,
/// a `CGSize` for sizes, a `CGPoint` for positions: those two and `CGFloat` come with
/// `import ReactantFoundation`, since they live in Foundation, which the toolkit doesn't load).
public protocol ConstraintRelatableTarget {}

/// A constant that can stand for a value of any attribute.
public protocol ConstraintConstantTarget: ConstraintRelatableTarget, ConstraintOffsetTarget {
    func constraintConstant(for attribute: ConstraintAttributes) -> Double
}

/// What `offset(…)` accepts: a number (added to every attribute), a point or a size.
public protocol ConstraintOffsetTarget {
    func constraintOffset(for attribute: ConstraintAttributes) -> Double
}

/// What `inset(…)` accepts: a number (the same inset from every side) or `EdgeInsets`.
public protocol ConstraintInsetTarget {
    /// The inset on the side `attribute` is, before its sign (see `ConstraintAttributes.insetSign`).
    func constraintInset(for attribute: ConstraintAttributes) -> Double
}

/// Numbers: the same value whatever the attribute.
public protocol ConstraintNumber: ConstraintConstantTarget, ConstraintInsetTarget {
    var constraintValue: Double { get }
}

extension ConstraintNumber {
    public func constraintConstant(for attribute: ConstraintAttributes) -> Double { constraintValue }
    public func constraintOffset(for attribute: ConstraintAttributes) -> Double { constraintValue }
    /// The same inset from both sides leaves a centre where it is.
    public func constraintInset(for attribute: ConstraintAttributes) -> Double {
        attribute == .centerX || attribute == .centerY ? 0 : constraintValue
    }
}

extension Int: ConstraintNumber { public var constraintValue: Double { Double(self) } }
extension UInt: ConstraintNumber { public var constraintValue: Double { Double(self) } }
extension Double: ConstraintNumber { public var constraintValue: Double { self } }
extension Float: ConstraintNumber { public var constraintValue: Double { Double(self) } }
extension EdgeInsets: ConstraintInsetTarget {
    /// For a centre, half the difference of the two sides (SnapKit's rule), signed so that
    /// `insetSign` (0 for centres) is not applied: see `ConstraintConstant`.
    public func constraintInset(for attribute: ConstraintAttributes) -> Double {
        switch attribute {
        case .left, .leading: Double(leading)
        case .right, .trailing: Double(trailing)
        case .top: Double(top)
        case .bottom: Double(bottom)
        case .width: Double(leading + trailing) / 2
        case .height: Double(top + bottom) / 2
        case .centerX: Double(leading - trailing) / 2
        case .centerY: Double(top - bottom) / 2
        default: 0
        }
    }
}

/// One anchor of a view: `other.snp.bottom`, `other.snp.edges`, …
@MainActor
public struct ConstraintItem: ConstraintRelatableTarget {
    public let view: View
    public let attributes: ConstraintAttributes
}

extension View: ConstraintRelatableTarget {}

/// Where a constraint's constant comes from, as the last of `equalTo(constant)`, `offset` and
/// `inset` said (each replaces the one before, as in SnapKit).
enum ConstraintConstant {
    case value(any ConstraintConstantTarget)
    case offset(any ConstraintOffsetTarget)
    case inset(any ConstraintInsetTarget)

    static var zero: ConstraintConstant { .offset(0) }

    func value(for attribute: ConstraintAttributes) -> Double {
        switch self {
        case .value(let target): return target.constraintConstant(for: attribute)
        case .offset(let target): return target.constraintOffset(for: attribute)
        case .inset(let target):
            if attribute == .centerX || attribute == .centerY { return target.constraintInset(for: attribute) }
            return target.constraintInset(for: attribute) * attribute.insetSign
        }
    }
}

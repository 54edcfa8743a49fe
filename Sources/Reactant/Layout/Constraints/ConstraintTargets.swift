import FoundationEssentials

/// What `equalTo(…)` and its relatives accept (SnapKit's `ConstraintRelatableTarget`): a view
/// (the same attribute of it), an anchor such as `other.snp.bottom`, or a constant (a number,
/// a `CGSize` for sizes, a `CGPoint` for positions: those two and `CGFloat` come with
/// `import ReactantFoundation`, since they live in Foundation, which the toolkit doesn't load).
public protocol ConstraintRelatableTarget {}

/// A constant that can stand for a value of any attribute.
public protocol ConstraintConstantTarget: ConstraintRelatableTarget, ConstraintOffsetTarget {
    /// The value the constant gives `attribute` (a size's width for `.width`, a point's x for
    /// `.left`); 0 for an attribute it has no value for.
    func constraintConstant(for attribute: ConstraintAttributes) -> Double
}

/// What `offset(…)` accepts: a number (added to every attribute), a point or a size.
public protocol ConstraintOffsetTarget {
    /// The amount added to `attribute` by `offset(_:)`; 0 for an attribute it has no value for.
    func constraintOffset(for attribute: ConstraintAttributes) -> Double
}

/// What `inset(…)` accepts: a number (the same inset from every side) or `EdgeInsets`.
public protocol ConstraintInsetTarget {
    /// The inset on the side `attribute` is, before its sign (see `ConstraintAttributes.insetSign`).
    func constraintInset(for attribute: ConstraintAttributes) -> Double
}

/// Numbers: the same value whatever the attribute.
public protocol ConstraintNumber: ConstraintConstantTarget, ConstraintInsetTarget {
    /// The number as a Double, which every attribute takes as it is.
    var constraintValue: Double { get }
}

extension ConstraintNumber {
    /// The number itself, whatever the attribute.
    public func constraintConstant(for attribute: ConstraintAttributes) -> Double { constraintValue }
    /// The number itself, whatever the attribute.
    public func constraintOffset(for attribute: ConstraintAttributes) -> Double { constraintValue }
    /// The same inset from both sides leaves a centre where it is.
    public func constraintInset(for attribute: ConstraintAttributes) -> Double {
        attribute == .centerX || attribute == .centerY ? 0 : constraintValue
    }
}

extension Int: ConstraintNumber {
    /// The integer as a Double: `make.width.equalTo(120)`.
    public var constraintValue: Double { Double(self) }
}
extension UInt: ConstraintNumber {
    /// The value as a Double, so an unsigned count can size a view directly.
    public var constraintValue: Double { Double(self) }
}
extension Double: ConstraintNumber {
    /// The number itself: `make.width.equalTo(120.5)`.
    public var constraintValue: Double { self }
}
extension Float: ConstraintNumber {
    /// The value widened to Double (exactly: every Float is a Double).
    public var constraintValue: Double { Double(self) }
}
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
    /// The view the anchor belongs to.
    public let view: View
    /// The view's attributes the anchor stands for (`edges` for `other.snp.edges`).
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

import Foundation
import Reactant

// SnapKit code passes CGFloat, CGSize and CGPoint constants. These types live in Foundation,
// which the toolkit itself doesn't load (it costs every app several MiB at start), so their
// constraint conformances are here, for apps that import Foundation anyway.

extension CGFloat: ConstraintNumber { public var constraintValue: Double { Double(self) } }

extension CGSize: ConstraintConstantTarget {
    public func constraintConstant(for attribute: ConstraintAttributes) -> Double {
        switch attribute {
        case .width: Double(width)
        case .height: Double(height)
        default: 0
        }
    }

    public func constraintOffset(for attribute: ConstraintAttributes) -> Double { constraintConstant(for: attribute) }
}

extension CGPoint: ConstraintConstantTarget {
    public func constraintConstant(for attribute: ConstraintAttributes) -> Double {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX: Double(x)
        case .top, .bottom, .centerY: Double(y)
        default: 0
        }
    }

    public func constraintOffset(for attribute: ConstraintAttributes) -> Double { constraintConstant(for: attribute) }
}


/// How firmly a view keeps its natural (intrinsic) size along each axis in a constraint
/// layout, as in Auto Layout: hugging resists growing beyond it (250 by default), compression
/// resistance resists shrinking below it (750 by default).
struct ContentPriorities: Equatable {
    var hugging = (horizontal: ConstraintPriority.defaultLow, vertical: ConstraintPriority.defaultLow)
    var compressionResistance = (horizontal: ConstraintPriority.defaultHigh, vertical: ConstraintPriority.defaultHigh)

    static func == (lhs: ContentPriorities, rhs: ContentPriorities) -> Bool {
        lhs.hugging == rhs.hugging && lhs.compressionResistance == rhs.compressionResistance
    }
}

extension View {
    public func contentHuggingPriority(for axis: LayoutAxis) -> ConstraintPriority {
        axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: ConstraintPriority, for axis: LayoutAxis) {
        if axis == .horizontal { contentPriorities.hugging.horizontal = priority } else { contentPriorities.hugging.vertical = priority }
        superview?.constraintLayout?.contentPrioritiesDidChange(of: self)
    }

    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> ConstraintPriority {
        axis == .horizontal ? contentPriorities.compressionResistance.horizontal : contentPriorities.compressionResistance.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: ConstraintPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            contentPriorities.compressionResistance.horizontal = priority
        } else {
            contentPriorities.compressionResistance.vertical = priority
        }
        superview?.constraintLayout?.contentPrioritiesDidChange(of: self)
    }
}

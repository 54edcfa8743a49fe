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
    /// How strongly the view resists growing beyond its natural size along `axis` in a constraint
    /// layout (UIKit's content hugging); 250 (`defaultLow`) unless set.
    public func contentHuggingPriority(for axis: LayoutAxis) -> ConstraintPriority {
        axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its natural size along `axis`: of two
    /// views that could take extra space, the one with the lower priority grows. Its superview's
    /// constraint layout is solved again.
    public func setContentHuggingPriority(_ priority: ConstraintPriority, for axis: LayoutAxis) {
        if axis == .horizontal { contentPriorities.hugging.horizontal = priority } else { contentPriorities.hugging.vertical = priority }
        superview?.constraintLayout?.contentPrioritiesDidChange(of: self)
    }

    /// How strongly the view resists shrinking below its natural size along `axis` in a constraint
    /// layout (UIKit's compression resistance); 750 (`defaultHigh`) unless set.
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> ConstraintPriority {
        axis == .horizontal ? contentPriorities.compressionResistance.horizontal : contentPriorities.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its natural size along `axis`: when
    /// space runs short, the view with the lower priority gives way first (a label truncates, if it
    /// may). Its superview's constraint layout is solved again.
    public func setContentCompressionResistancePriority(_ priority: ConstraintPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            contentPriorities.compressionResistance.horizontal = priority
        } else {
            contentPriorities.compressionResistance.vertical = priority
        }
        superview?.constraintLayout?.contentPrioritiesDidChange(of: self)
    }
}

/// The attributes both `make` and `make.top` offer (SnapKit's `ConstraintAttributesDSL`):
/// `make.top` starts a constraint with one, `make.top.left` adds one to it.
@MainActor
public protocol ConstraintAttributesDSL {
    /// The constraint being made, with `attributes` among its own.
    func including(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable
}

extension ConstraintAttributesDSL {
    /// Constrains the left edge in every text direction (`leading` flips in right-to-left locales).
    public var left: ConstraintMakerExtendable { including(.left) }
    /// Constrains the top edge.
    public var top: ConstraintMakerExtendable { including(.top) }
    /// Constrains the right edge in every text direction (`trailing` flips in right-to-left locales).
    public var right: ConstraintMakerExtendable { including(.right) }
    /// Constrains the bottom edge.
    public var bottom: ConstraintMakerExtendable { including(.bottom) }
    /// Constrains the leading edge: left in left-to-right text, right in right-to-left text.
    public var leading: ConstraintMakerExtendable { including(.leading) }
    /// Constrains the trailing edge: right in left-to-right text, left in right-to-left text.
    public var trailing: ConstraintMakerExtendable { including(.trailing) }
    /// Constrains the width: `make.width.equalTo(120)` fixes it, `make.width.equalTo(other)`
    /// matches another view's.
    public var width: ConstraintMakerExtendable { including(.width) }
    /// Constrains the height: `make.height.equalTo(40)` fixes it, `make.height.equalTo(other)`
    /// matches another view's.
    public var height: ConstraintMakerExtendable { including(.height) }
    /// Constrains the horizontal centre.
    public var centerX: ConstraintMakerExtendable { including(.centerX) }
    /// Constrains the vertical centre.
    public var centerY: ConstraintMakerExtendable { including(.centerY) }
    /// Constrains the top, left, bottom and right edges at once: `make.edges.equalToSuperview()`
    /// fills the superview, `.inset(12)` leaves 12 pixels on every side.
    public var edges: ConstraintMakerExtendable { including(.edges) }
    /// Constrains the top, leading, bottom and trailing edges at once.
    public var directionalEdges: ConstraintMakerExtendable { including(.directionalEdges) }
    /// Constrains the left and right edges at once.
    public var horizontalEdges: ConstraintMakerExtendable { including(.horizontalEdges) }
    /// Constrains the top and bottom edges at once.
    public var verticalEdges: ConstraintMakerExtendable { including(.verticalEdges) }
    /// Constrains the leading and trailing edges at once.
    public var directionalHorizontalEdges: ConstraintMakerExtendable { including(.directionalHorizontalEdges) }
    /// Constrains the width and the height at once: `make.size.equalTo(48)` makes a 48×48 square.
    public var size: ConstraintMakerExtendable { including(.size) }
    /// Constrains both centres at once: `make.center.equalToSuperview()` centres the view.
    public var center: ConstraintMakerExtendable { including(.center) }
}

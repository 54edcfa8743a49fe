/// The attributes both `make` and `make.top` offer (SnapKit's `ConstraintAttributesDSL`):
/// `make.top` starts a constraint with one, `make.top.left` adds one to it.
@MainActor
public protocol ConstraintAttributesDSL {
    /// The constraint being made, with `attributes` among its own.
    func including(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable
}

extension ConstraintAttributesDSL {
    public var left: ConstraintMakerExtendable { including(.left) }
    public var top: ConstraintMakerExtendable { including(.top) }
    public var right: ConstraintMakerExtendable { including(.right) }
    public var bottom: ConstraintMakerExtendable { including(.bottom) }
    public var leading: ConstraintMakerExtendable { including(.leading) }
    public var trailing: ConstraintMakerExtendable { including(.trailing) }
    public var width: ConstraintMakerExtendable { including(.width) }
    public var height: ConstraintMakerExtendable { including(.height) }
    public var centerX: ConstraintMakerExtendable { including(.centerX) }
    public var centerY: ConstraintMakerExtendable { including(.centerY) }
    public var edges: ConstraintMakerExtendable { including(.edges) }
    public var directionalEdges: ConstraintMakerExtendable { including(.directionalEdges) }
    public var horizontalEdges: ConstraintMakerExtendable { including(.horizontalEdges) }
    public var verticalEdges: ConstraintMakerExtendable { including(.verticalEdges) }
    public var directionalHorizontalEdges: ConstraintMakerExtendable { including(.directionalHorizontalEdges) }
    public var size: ConstraintMakerExtendable { including(.size) }
    public var center: ConstraintMakerExtendable { including(.center) }
}

/// The edges, centres and dimensions a constraint relates (SnapKit's `ConstraintAttributes`).
/// One value can hold several (`edges` is top, left, bottom and right), which is how one
/// `make.edges.equalToSuperview()` line makes four constraints.
public struct ConstraintAttributes: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// One bit per single attribute, in the order of `left` (bit 0) to `centerY` (bit 9).
    public let rawValue: UInt16
    /// Attributes from their bits; bits above `centerY`'s are kept but relate nothing.
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// The left edge in every text direction; use `leading` for a side that flips in
    /// right-to-left locales.
    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    /// The top edge.
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    /// The right edge in every text direction; use `trailing` for a side that flips in
    /// right-to-left locales.
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    /// The bottom edge.
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    /// Left in left-to-right text, right in right-to-left text.
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    /// Right in left-to-right text, left in right-to-left text.
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    /// The width (a dimension: `equalTo(100)` sets it rather than placing an edge).
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    /// The height (a dimension: `equalTo(40)` sets it rather than placing an edge).
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    /// The horizontal centre.
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    /// The vertical centre.
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)

    /// Top, left, bottom and right: four constraints in one (`make.edges.equalToSuperview()`).
    public static let edges: ConstraintAttributes = [.top, .left, .bottom, .right]
    /// Top, leading, bottom and trailing: `edges` that follow the text direction.
    public static let directionalEdges: ConstraintAttributes = [.top, .leading, .bottom, .trailing]
    /// Left and right.
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    /// Top and bottom.
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    /// Leading and trailing.
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    /// Width and height.
    public static let size: ConstraintAttributes = [.width, .height]
    /// The horizontal and the vertical centre.
    public static let center: ConstraintAttributes = [.centerX, .centerY]

    /// The single attributes in a fixed order (the order SnapKit makes their constraints in).
    static let singles: [ConstraintAttributes] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
    ]

    var members: [ConstraintAttributes] { Self.singles.filter { contains($0) } }

    var isDimension: Bool { self == .width || self == .height }
    var isHorizontal: Bool { !intersection([.left, .right, .leading, .trailing, .width, .centerX]).isEmpty }

    /// Which sign an `inset` takes on this edge: into the view from each side.
    var insetSign: Double {
        switch self {
        case .left, .top, .leading: 1
        case .right, .bottom, .trailing: -1
        case .width, .height: -2
        default: 0
        }
    }

    /// The attribute names joined with "." in a fixed order ("left.top"), for logs and failure
    /// messages.
    public var description: String {
        let names: [(ConstraintAttributes, String)] = [
            (.left, "left"), (.top, "top"), (.right, "right"), (.bottom, "bottom"), (.leading, "leading"),
            (.trailing, "trailing"), (.width, "width"), (.height, "height"), (.centerX, "centerX"), (.centerY, "centerY"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: ".")
    }
}

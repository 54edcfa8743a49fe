/// The edges, centres and dimensions a constraint relates (SnapKit's `ConstraintAttributes`).
/// One value can hold several (`edges` is top, left, bottom and right), which is how one
/// `make.edges.equalToSuperview()` line makes four constraints.
public struct ConstraintAttributes: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt16
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    /// Left in left-to-right text, right in right-to-left text.
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)

    public static let edges: ConstraintAttributes = [.top, .left, .bottom, .right]
    public static let directionalEdges: ConstraintAttributes = [.top, .leading, .bottom, .trailing]
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    public static let size: ConstraintAttributes = [.width, .height]
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

    public var description: String {
        let names: [(ConstraintAttributes, String)] = [
            (.left, "left"), (.top, "top"), (.right, "right"), (.bottom, "bottom"), (.leading, "leading"),
            (.trailing, "trailing"), (.width, "width"), (.height, "height"), (.centerX, "centerX"), (.centerY, "centerY"),
        ]
        return names.filter { contains($0.0) }.map(\.1).joined(separator: ".")
    }
}

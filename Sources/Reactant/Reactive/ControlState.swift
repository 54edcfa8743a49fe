/// UIKit's `UIControl.State`, for the `setTitle(_:for:)` family. A GTK button shows one title
/// whatever its state, so for titles `.normal` is the one that counts; colours follow the state
/// (`setTitleColor(_:for:)`, `setBackgroundColor(_:for:)`, through GTK's CSS pseudo-classes).
public struct ControlState: OptionSet, Hashable, Sendable {
    /// The states as bits; `.normal` is the empty set.
    public let rawValue: UInt
    /// Creates the set whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The button's ordinary state, the only one a title can be set for on GTK.
    public static let normal: ControlState = []
    /// Pressed (UIKit's); ignored by `setTitle(_:for:)`.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// Not enabled (UIKit's); ignored by `setTitle(_:for:)`.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// Selected (UIKit's); ignored by `setTitle(_:for:)`.
    public static let selected = ControlState(rawValue: 1 << 2)
    /// Focused (UIKit's); ignored by `setTitle(_:for:)`.
    public static let focused = ControlState(rawValue: 1 << 3)
}

extension Button {
    /// UIKit's `setTitle(_:for:)`: for `.normal`, the title the button shows (nil shows none).
    /// A title for another state is ignored with a warning, as GTK can't switch titles by state.
    public func setTitle(_ title: String?, for state: ControlState) {
        guard state == .normal else {
            Diagnostics.warning("setTitle(_:for:) on \(describe(self)) for a state other than .normal is ignored: a GTK button shows one title in every state (style states with CSS).")
            return
        }
        self.title = title ?? ""
    }

    /// The title for `.normal` (nil when there is none); nil for other states.
    public func title(for state: ControlState) -> String? {
        guard state == .normal, !title.isEmpty else { return nil }
        return title
    }
}

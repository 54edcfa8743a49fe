/// UIKit's colour properties, for code ported from iOS. A stylesheet (`addStyleClass(_:)` and
/// `Backends.current.addStyleSheet(_:)`) is GTK's way and follows the theme (dark mode, high
/// contrast); these fix one widget's colours whatever the theme says.
extension View {
    /// The colour behind the view's content (nil: the theme's). Colours are kept in steps of
    /// 1/255, as GTK keeps CSS colours.
    public var backgroundColor: Color? {
        get { native.colors.background }
        set { native.colors.background = newValue?.rounded }
    }

    /// The background while the view is in `state` (the `setBackgroundColor(_:for:)` ReactantUI's
    /// example adds to UIButton): GTK's :active while pressed (`.highlighted`), :disabled,
    /// :checked (`.selected`, a toggle's), :focus. `.normal` sets `backgroundColor`.
    public func setBackgroundColor(_ color: Color?, for state: ControlState) {
        guard state != .normal else {
            backgroundColor = color
            return
        }
        native.colors.states[state, default: WidgetColors.StateColors()].background = color?.rounded
    }

    /// The background set for `state` (`backgroundColor` for `.normal`).
    public func backgroundColor(for state: ControlState) -> Color? {
        state == .normal ? backgroundColor : native.colors.states[state]?.background
    }
}

extension Label {
    /// The text's colour (nil: the theme's).
    public var textColor: Color? {
        get { native.colors.foreground }
        set { native.colors.foreground = newValue?.rounded }
    }
}

extension Button {
    /// UIKit's `setTitleColor(_:for:)`: the title's colour in `state` (GTK's :active while
    /// pressed for `.highlighted`, :disabled, :checked, :focus; see `WidgetColors.states`).
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        guard state != .normal else {
            native.colors.foreground = color?.rounded
            return
        }
        native.colors.states[state, default: WidgetColors.StateColors()].foreground = color?.rounded
    }

    /// The title colour set for `state` (nil when none was).
    public func titleColor(for state: ControlState) -> Color? {
        state == .normal ? native.colors.foreground : native.colors.states[state]?.foreground
    }
}

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
}

extension Label {
    /// The text's colour (nil: the theme's).
    public var textColor: Color? {
        get { native.colors.foreground }
        set { native.colors.foreground = newValue?.rounded }
    }
}

extension Button {
    /// UIKit's `setTitleColor(_:for:)`: for `.normal`, the colour of the title. As with
    /// `setTitle(_:for:)`, other states are ignored with a warning (GTK styles states with CSS).
    public func setTitleColor(_ color: Color?, for state: ControlState) {
        guard state == .normal else {
            Diagnostics.warning("setTitleColor(_:for:) on \(describe(self)) for a state other than .normal is ignored: a GTK button has one title colour (style states with CSS).")
            return
        }
        native.colors.foreground = color?.rounded
    }

    /// The title colour for `.normal` (nil when none was set); nil for other states.
    public func titleColor(for state: ControlState) -> Color? {
        state == .normal ? native.colors.foreground : nil
    }
}

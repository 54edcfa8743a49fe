/// A level indicator (GtkLevelBar), such as a password strength or a battery charge.
/// GTK stores a value outside `minimum…maximum` as it is; moving a bound past the value
/// brings the value along (checked against GTK 3.24).
@MainActor
public protocol NativeLevelBar: NativeWidget {
    /// The level shown, stored as set (see above for values outside the bounds).
    var value: Double { get set }
    /// The value of an empty bar (GtkLevelBar's min-value).
    var minimum: Double { get set }
    /// The value of a full bar (GtkLevelBar's max-value).
    var maximum: Double { get set }
    /// Discrete blocks (GTK_LEVEL_BAR_MODE_DISCRETE) instead of one continuous bar.
    var isDiscrete: Bool { get set }
}

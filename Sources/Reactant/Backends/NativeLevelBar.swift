/// A level indicator (GtkLevelBar), such as a password strength or a battery charge.
/// GTK stores a value outside `minimum…maximum` as it is; moving a bound past the value
/// brings the value along (checked against GTK 3.24).
@MainActor
public protocol NativeLevelBar: NativeWidget {
    var value: Double { get set }
    var minimum: Double { get set }
    var maximum: Double { get set }
    /// Discrete blocks (GTK_LEVEL_BAR_MODE_DISCRETE) instead of one continuous bar.
    var isDiscrete: Bool { get set }
}

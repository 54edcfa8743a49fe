/// Direction and place: a headless widget has the backend's direction (no widget is given
/// its own) and, as nothing is laid out, no frame.
extension HeadlessWidget {
    /// The backend's `defaultTextDirection`: headless widgets have no direction of their own.
    public var textDirection: TextDirection { backend.defaultTextDirection }
    /// Always nil: the headless backend draws no window (`frame(in:)` gives the layout's places).
    public var frameInWindow: LayoutRect? { nil }
}

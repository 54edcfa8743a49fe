/// Direction and place: a headless widget has the backend's direction (no widget is given
/// its own) and, as nothing is laid out, no frame.
extension HeadlessWidget {
    public var textDirection: TextDirection { backend.defaultTextDirection }
    public var frameInWindow: WidgetFrame? { nil }
}

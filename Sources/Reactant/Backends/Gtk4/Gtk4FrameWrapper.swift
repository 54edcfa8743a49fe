#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkFrame; its label widget is GTK's own.
@MainActor
final class Gtk4FrameWrapper: Gtk4WidgetWrapper, NativeFrame {
    init() {
        super.init(widget: gtk_frame_new(nil), kind: .frame)
    }

    private var frame: UnsafeMutablePointer<GtkFrame> { GObjectBridge.cast(widget) }

    /// GTK shows no label for nil or ""; both read back as nil.
    var title: String? {
        get {
            let text = GObjectBridge.string(gtk_frame_get_label(frame))
            return text?.isEmpty == true ? nil : text
        }
        set { gtk_frame_set_label(frame, newValue?.isEmpty == true ? nil : newValue) }
    }

    var content: (any NativeWidget)? {
        get { Self.wrapper(of: gtk_frame_get_child(frame)) }
        set {
            replaceChild(Self.wrapper(of: gtk_frame_get_child(frame)), with: newValue) { gtk_frame_set_child(frame, $0) }
        }
    }

    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if gtk_frame_get_child(frame) == child { gtk_frame_set_child(frame, nil) } else { super.detach(child) }
    }
}
#endif // GTK4

#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkFrame; its label widget is GTK's own.
@MainActor
final class GtkFrameWrapper: GtkWidgetWrapper, NativeFrame {
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

    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        gtk_bin_get_child(GObjectBridge.cast(widget)).map { [$0] } ?? []
    }

    var content: (any NativeWidget)? {
        get { binContent }
        set { setBinContent(newValue) }
    }
}
#endif // GTK3

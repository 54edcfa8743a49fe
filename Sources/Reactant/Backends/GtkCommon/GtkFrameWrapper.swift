#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

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

    /// GTK 3's frame is a GtkBin; GTK 4's has its own child functions (and no gtk_container_add).
    var content: (any NativeWidget)? {
        get { Self.wrapper(of: soleChild) }
        set { replaceChild(Self.wrapper(of: soleChild), with: newValue) { setSoleChild($0) } }
    }

#if GTK4
    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if soleChild == child { setSoleChild(nil) } else { super.detach(child) }
    }
#else
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        soleChild.map { [$0] } ?? []
    }
#endif
}

extension GtkBackend {
    public func makeFrame() -> any NativeFrame { GtkFrameWrapper() }
}
#endif // GTK3 || GTK4

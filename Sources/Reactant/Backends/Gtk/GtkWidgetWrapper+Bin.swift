#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

extension GtkWidgetWrapper {
    /// The wrapped child of a GtkBin (a frame's, an expander's, a revealer's content).
    var binContent: GtkWidgetWrapper? {
        Self.wrapper(of: gtk_bin_get_child(GObjectBridge.cast(widget)))
    }

    /// Replaces a GtkBin's child with `content` (nil: none); a refused widget changes nothing.
    func setBinContent(_ content: (any NativeWidget)?) {
        replaceChild(binContent, with: content) { gtk_container_add(GObjectBridge.cast(widget), $0) }
    }
}
#endif // GTK3

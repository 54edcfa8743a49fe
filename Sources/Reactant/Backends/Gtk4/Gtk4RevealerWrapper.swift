#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkRevealer.
@MainActor
final class Gtk4RevealerWrapper: Gtk4WidgetWrapper, NativeRevealer {
    init() {
        super.init(widget: gtk_revealer_new(), kind: .revealer)
    }

    private var revealer: OpaquePointer { OpaquePointer(widget) }

    var isRevealed: Bool {
        get { GObjectBridge.bool(gtk_revealer_get_reveal_child(revealer)) }
        set { gtk_revealer_set_reveal_child(revealer, GObjectBridge.gbool(newValue)) }
    }

    var isChildRevealed: Bool { GObjectBridge.bool(gtk_revealer_get_child_revealed(revealer)) }

    var transition: RevealerTransition {
        get { RevealerTransition(gtk_revealer_get_transition_type(revealer)) }
        set { gtk_revealer_set_transition_type(revealer, newValue.gtkType) }
    }

    var transitionDuration: Int {
        get { Int(gtk_revealer_get_transition_duration(revealer)) }
        set { gtk_revealer_set_transition_duration(revealer, guint(max(0, newValue))) }
    }

    var content: (any NativeWidget)? {
        get { Self.wrapper(of: gtk_revealer_get_child(revealer)) }
        set {
            replaceChild(Self.wrapper(of: gtk_revealer_get_child(revealer)), with: newValue) { gtk_revealer_set_child(revealer, $0) }
        }
    }

    /// Shown while revealed or still sliding away, as on GTK 3.
    override func showsChild(_ child: UnsafeMutablePointer<GtkWidget>) -> Bool { isRevealed || isChildRevealed }

    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if gtk_revealer_get_child(revealer) == child { gtk_revealer_set_child(revealer, nil) } else { super.detach(child) }
    }
}
#endif // GTK4

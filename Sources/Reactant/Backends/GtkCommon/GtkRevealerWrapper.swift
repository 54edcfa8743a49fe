#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkRevealer.
@MainActor
final class GtkRevealerWrapper: GtkWidgetWrapper, NativeRevealer {
    init() {
        super.init(widget: gtk_revealer_new(), kind: .revealer)
#if !GTK4
        // The backend lets running animations end in processPendingEvents, as for stacks.
        connect("notify::child-revealed", shape: .oneArgument) { _ in false }
#endif
    }

    var isRevealed: Bool {
        get { GObjectBridge.bool(gtk_revealer_get_reveal_child(typed())) }
        set { gtk_revealer_set_reveal_child(typed(), GObjectBridge.gbool(newValue)) }
    }

    var isChildRevealed: Bool { GObjectBridge.bool(gtk_revealer_get_child_revealed(typed())) }

    var transition: RevealerTransition {
        get { RevealerTransition(gtk_revealer_get_transition_type(typed())) }
        set { gtk_revealer_set_transition_type(typed(), newValue.gtkType) }
    }

    var transitionDuration: Int {
        get { Int(gtk_revealer_get_transition_duration(typed())) }
        set { gtk_revealer_set_transition_duration(typed(), guint(max(0, newValue))) }
    }

    /// GTK 3's revealer is a GtkBin; GTK 4's has its own child functions (and no gtk_container_add).
    var content: (any NativeWidget)? {
        get { Self.wrapper(of: soleChild) }
        set { replaceChild(Self.wrapper(of: soleChild), with: newValue) { setSoleChild($0) } }
    }

#if GTK4
    /// Shown while revealed or still sliding away, as on GTK 3.
    override func showsChild(_ child: UnsafeMutablePointer<GtkWidget>) -> Bool { isRevealed || isChildRevealed }

    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if soleChild == child { setSoleChild(nil) } else { super.detach(child) }
    }
#endif
}

extension GtkBackend {
    public func makeRevealer() -> any NativeRevealer { GtkRevealerWrapper() }
}
#endif // GTK3 || GTK4

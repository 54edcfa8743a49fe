#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkRevealer.
@MainActor
final class GtkRevealerWrapper: GtkWidgetWrapper, NativeRevealer {
    init() {
        super.init(widget: gtk_revealer_new(), kind: .revealer)
        // The backend lets running animations end in processPendingEvents, as for stacks.
        connect("notify::child-revealed", shape: .oneArgument) { _ in false }
    }

    private var revealer: UnsafeMutablePointer<GtkRevealer> { GObjectBridge.cast(widget) }

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
        get { binContent }
        set { setBinContent(newValue) }
    }
}

extension GtkBackend {
    public func makeRevealer() -> any NativeRevealer { GtkRevealerWrapper() }
}
#endif // GTK3

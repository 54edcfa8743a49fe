#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkButton with either a text label (GTK's own child) or a wrapped widget as content
/// (GTK 3's GtkBin child; gtk_button_set_child in GTK 4).
@MainActor
final class GtkButtonWrapper: GtkWidgetWrapper, NativeButton {
    init() {
        super.init(widget: gtk_button_new(), kind: .button)
    }

    private var button: UnsafeMutablePointer<GtkButton> { GObjectBridge.cast(widget) }

    /// The content widget when the toolkit put one there (GTK's own label has no wrapper).
    private var customContent: GtkWidgetWrapper? {
#if GTK4
        Self.wrapper(of: gtk_button_get_child(button))
#else
        Self.wrapper(of: gtk_bin_get_child(GObjectBridge.cast(widget)))
#endif
    }

    var title: String? {
        get {
            guard customContent == nil else { return nil }
            return GObjectBridge.string(gtk_button_get_label(button))
        }
        set {
            // Through `release`, so the custom content's wrapper is let go as well; GTK would
            // otherwise drop the child itself when it builds the label.
            if let content = customContent { release(content) }
            if let newValue {
                gtk_button_set_label(button, newValue)
            } else {
#if GTK4
                gtk_button_set_child(button, nil)
#else
                // gtk_button_set_label(NULL) keeps the old label widget; remove it instead.
                gtk_button_set_label(button, nil)
                for child in childWidgets() { gtk_container_remove(GObjectBridge.cast(widget), child) }
#endif
            }
        }
    }

    func setContent(_ content: any NativeWidget) {
        if let current = customContent, current === content { return }
        // A refused widget changes nothing: the old title or content stays.
        guard let content = adoptable(content) else { return }
        if let current = customContent { release(current) }
#if GTK4
        hold(content) { gtk_button_set_child(button, $0) }
#else
        // GTK's label child (from `title`) goes too; the label property is cleared so `title`
        // does not bring it back on the next style update.
        gtk_button_set_label(button, nil)
        for child in childWidgets() { gtk_container_remove(GObjectBridge.cast(widget), child) }
        hold(content) { gtk_container_add(GObjectBridge.cast(widget), $0) }
#endif
    }

#if GTK4
    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if gtk_button_get_child(button) == child { gtk_button_set_child(button, nil) }
    }
#endif

    func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("clicked") { _ in handler(); return false }
    }

    /// "clicked" at once, as a click ends in.
    func simulateClick() { gtkButtonClicked(widget) }
}

extension GtkBackend {
    public func makeButton() -> any NativeButton { GtkButtonWrapper() }
}
#endif // GTK3 || GTK4

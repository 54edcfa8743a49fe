import CGtk

/// A GtkButton with either a text label (GTK's own child) or a wrapped widget as content.
@MainActor
final class GtkButtonWrapper: GtkWidgetWrapper, NativeButton {
    init() {
        super.init(widget: gtk_button_new(), kind: .button)
    }

    private var button: UnsafeMutablePointer<GtkButton> { GObjectBridge.cast(widget) }

    /// The content widget when the toolkit put one there (GTK's own label has no wrapper).
    private var customContent: GtkWidgetWrapper? {
        Self.wrapper(of: gtk_bin_get_child(GObjectBridge.cast(widget)))
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
                // gtk_button_set_label(NULL) keeps the old label widget; remove it instead.
                gtk_button_set_label(button, nil)
                for child in childWidgets() { gtk_container_remove(GObjectBridge.cast(widget), child) }
            }
        }
    }

    func setContent(_ content: any NativeWidget) {
        if let current = customContent, current === content { return }
        // A refused widget changes nothing: the old title or content stays.
        guard let content = adoptable(content) else { return }
        if let current = customContent { release(current) }
        // GTK's label child (from `title`) goes too; the label property is cleared so `title`
        // does not bring it back on the next style update.
        gtk_button_set_label(button, nil)
        for child in childWidgets() { gtk_container_remove(GObjectBridge.cast(widget), child) }
        hold(content) { gtk_container_add(GObjectBridge.cast(widget), $0) }
    }

    func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect("clicked") { _ in handler(); return false }
    }

    func simulateClick() { gtk_button_clicked(button) }

    /// Enter, press and release of button 1 in the middle of GtkButton's input-only event
    /// window (its pointer target), through `gtk_main_do_event`.
    func simulatePointerClick() {
        guard !isDestroyed, gtk_widget_get_mapped(widget) != 0,
              let target = gtk_button_get_event_window(button), let display = gdk_window_get_display(target) else { return }
        let pointer = gdk_display_get_default_seat(display).flatMap { gdk_seat_get_pointer($0) }
        let x = Double(gdk_window_get_width(target)) / 2, y = Double(gdk_window_get_height(target)) / 2
        for type in [GDK_ENTER_NOTIFY, GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE] {
            guard let event = gdk_event_new(type) else { return }
            if type == GDK_ENTER_NOTIFY {
                event.pointee.crossing.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(target)))
                event.pointee.crossing.send_event = 1
                event.pointee.crossing.time = guint32(GDK_CURRENT_TIME)
                event.pointee.crossing.x = x
                event.pointee.crossing.y = y
                event.pointee.crossing.mode = GDK_CROSSING_NORMAL
                event.pointee.crossing.detail = GDK_NOTIFY_ANCESTOR
            } else {
                event.pointee.button.window = OpaquePointer(g_object_ref(UnsafeMutableRawPointer(target)))
                event.pointee.button.send_event = 1
                event.pointee.button.time = guint32(GDK_CURRENT_TIME)
                event.pointee.button.x = x
                event.pointee.button.y = y
                event.pointee.button.button = 1
                if type == GDK_BUTTON_RELEASE { event.pointee.button.state = GDK_BUTTON1_MASK.rawValue }
            }
            if let pointer { gdk_event_set_device(event, pointer) }
            gtk_main_do_event(event)
            gdk_event_free(event)
        }
    }
}

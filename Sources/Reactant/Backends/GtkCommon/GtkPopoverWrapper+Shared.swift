#if GTK3 || GTK4 // both GTK backends (GtkPopoverWrapper names GTK 4's Gtk4PopoverWrapper in a GTK 4 build)
import GtkC

/// What a popover does alike on GTK 3 and GTK 4: where it points, closing, and its closed
/// handlers. Opening, the content, the menu and the focus are each version's own.
extension GtkPopoverWrapper {
    var gtkPopover: UnsafeMutablePointer<GtkPopover> { GObjectBridge.cast(popover) }

    var pointingTo: (x: Double, y: Double, width: Double, height: Double)? {
        get {
            var rect = GdkRectangle()
            guard gtk_popover_get_pointing_to(gtkPopover, &rect) != 0 else { return nil }
            return (Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
        }
        set {
            guard let newValue else {
                #if GTK4
                gtk_popover_set_pointing_to(gtkPopover, nil)
                #else
                // The whole widget, as GTK points by default.
                if let relative = gtk_popover_get_relative_to(gtkPopover) {
                    var rect = GdkRectangle(x: 0, y: 0, width: gtk_widget_get_allocated_width(relative),
                                            height: gtk_widget_get_allocated_height(relative))
                    gtk_popover_set_pointing_to(gtkPopover, &rect)
                }
                #endif
                return
            }
            #if GTK4
            let width = gint(newValue.width), height = gint(newValue.height)
            #else
            // GTK 3 wants at least a pixel.
            let width = gint(max(1, newValue.width)), height = gint(max(1, newValue.height))
            #endif
            var rect = GdkRectangle(x: gint(newValue.x), y: gint(newValue.y), width: width, height: height)
            gtk_popover_set_pointing_to(gtkPopover, &rect)
        }
    }

    func popdown() { gtk_popover_popdown(gtkPopover) }

    func onClosed(_ handler: @escaping @MainActor () -> Void) {
        closedHandlers.append(handler)
    }
}
#endif

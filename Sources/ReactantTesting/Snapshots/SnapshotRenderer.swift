#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk
import Foundation
import Reactant

/// Draws a window, as GTK draws it on screen, into an image: in a fixed size, with the
/// settings `SnapshotSettings` fixes, at the appearance's scale, once GTK has caught up with
/// every change (style, size, scale) in whole frames.
///
/// The window is drawn with `gtk_widget_draw` into a cairo image surface rather than read
/// back from the X server, so other windows on the display, or the display's colour depth,
/// can't get into the picture.
@MainActor
enum SnapshotRenderer {
    /// The window's GtkWindow, nil when the GTK backend is not the one running.
    static func gtkWindow(of window: Window) -> UnsafeMutableRawPointer? {
        (Backends.current as? GtkBackend)?.gtkWidget(of: window.native)
    }

    /// Brings the window into `size`, active, off the pointer and settled, under the
    /// appearance `prepared` applied.
    static func present(_ window: Window, _ widget: UnsafeMutablePointer<GtkWidget>, size: (width: Int, height: Int)) {
        window.native.resize(width: size.width, height: size.height)
        moveAwayFromPointer(widget)
        activate(widget)
        settle(widget, until: { hasSize(widget, size) })
    }

    /// Whether the window's content area is `size` (a window can't be smaller than its
    /// content's minimum; then it stays bigger, the same every run).
    private static func hasSize(_ widget: UnsafeMutablePointer<GtkWidget>, _ size: (width: Int, height: Int)) -> Bool {
        var width: gint = 0
        var height: gint = 0
        gtk_window_get_size(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self), &width, &height)
        return Int(width) == size.width && Int(height) == size.height
    }

    /// Makes the window the active one (a backdrop window is drawn paler, without its text
    /// cursor), as the keyboard's window always is; without a window manager (Xvfb)
    /// gdk_window_focus sets the X input focus itself.
    private static func activate(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_present(window)
        guard gtk_window_is_active(window) == 0, let gdkWindow = gtk_widget_get_window(widget) else { return }
        gdk_window_focus(gdkWindow, guint32(GDK_CURRENT_TIME))
        let deadline = g_get_monotonic_time() + 1_000_000
        while gtk_window_is_active(window) == 0, g_get_monotonic_time() < deadline {
            if gtk_events_pending() != 0 { gtk_main_iteration_do(0) } else { g_usleep(1_000) }
        }
    }

    /// Puts the window just right of the pointer, so that no widget shows its hover look
    /// whatever size or scale it takes. The window moves rather than the pointer: a warped
    /// pointer crosses other tests' windows, and GTK then tracks widgets under it that the
    /// toolkit frees later (a style change afterwards met a freed widget's style node).
    private static func moveAwayFromPointer(_ widget: UnsafeMutablePointer<GtkWidget>) {
        guard let display = gdk_display_get_default(), let seat = gdk_display_get_default_seat(display),
              let pointer = gdk_seat_get_pointer(seat) else { return }
        var x: gint = 0
        var y: gint = 0
        gdk_device_get_position(pointer, nil, &x, &y)
        gtk_window_move(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self), x + 1, 0)
    }

    /// The frame-clock phase `settle` asks for each frame.
    static let settlePhase = GDK_FRAME_CLOCK_PHASE_LAYOUT

    static func draw(_ widget: UnsafeMutablePointer<GtkWidget>, scale: Int) -> SnapshotImage {
        let width = Int(gtk_widget_get_allocated_width(widget))
        let height = Int(gtk_widget_get_allocated_height(widget))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, gint(width * scale), gint(height * scale))!
        defer { cairo_surface_destroy(surface) }
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        let cairo = cairo_create(surface)
        gtk_widget_draw(widget, cairo)
        cairo_destroy(cairo)
        return SnapshotPNG.image(of: surface)
    }

    /// Where `view` is in the drawn window, in device pixels.
    static func region(of view: View, in window: UnsafeMutablePointer<GtkWidget>, scale: Int) -> SnapshotRegion? {
        guard let raw = view.gtkWidget else { return nil }
        let widget = raw.assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_get_toplevel(widget) == window, gtk_widget_get_mapped(widget) != 0 else { return nil }
        return allocation(of: widget, in: window, scale: scale)
    }

    /// `widget`'s allocation in `top`'s coordinates, in device pixels; nil when GTK can't
    /// translate between the two (not in one toplevel, not realized).
    static func allocation(of widget: UnsafeMutablePointer<GtkWidget>, in top: UnsafeMutablePointer<GtkWidget>,
                           scale: Int = 1) -> SnapshotRegion? {
        var x: gint = 0
        var y: gint = 0
        guard gtk_widget_translate_coordinates(widget, top, 0, 0, &x, &y) != 0 else { return nil }
        return SnapshotRegion(x: Int(x) * scale, y: Int(y) * scale,
                              width: Int(gtk_widget_get_allocated_width(widget)) * scale,
                              height: Int(gtk_widget_get_allocated_height(widget)) * scale)
    }
}
#endif // GTK3

#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4
import Foundation
import Reactant

/// Draws a window, as GTK 4 draws it on screen, into an image: in a fixed size, with the
/// settings `SnapshotSettings` fixes, at the appearance's scale, once GTK has caught up with
/// every change (style, size, scale) in whole frames. GTK 3's twin is SnapshotRenderer.swift.
///
/// GTK 4 draws a frame as a tree of render nodes (`GtkSnapshot` → `GskRenderNode`); the
/// window's last frame is taken as a paintable (`GtkWidgetPaintable`) and rendered into a
/// texture by the window's own renderer (cairo under Xvfb, `GSK_RENDERER=cairo`), so other
/// windows on the display, or the display's colour depth, can't get into the picture.
@MainActor
enum SnapshotRenderer {
    /// The window's GtkWindow, nil when the GTK backend is not the one running.
    static func gtkWindow(of window: Reactant.Window) -> UnsafeMutableRawPointer? {
        (Backends.current as? Gtk4Backend)?.gtkWidget(of: window.native)
    }

    /// Brings the window into `size` (the window's own size: on GTK 4
    /// the header bar is inside it), active, off the pointer and settled, under the
    /// appearance `prepared` applied.
    static func present(_ window: Reactant.Window, _ widget: UnsafeMutablePointer<GtkWidget>, size: (width: Int, height: Int)) {
        window.native.resize(width: size.width, height: size.height)
        activate(widget)
        Gtk4XInput.movePointerAway()
        settle(widget, until: { hasSize(widget, size) })
        if !hasSize(widget, size) {
            // A size asked for while the surface took a new scale can be measured against the
            // old one (GTK 4 sizes a window by its surface, frame included): asked again.
            window.native.resize(width: size.width, height: size.height)
            settle(widget, until: { hasSize(widget, size) })
        }
    }

    /// Whether the window is `size` (a window can't be smaller than its content's minimum;
    /// then it stays bigger, the same every run).
    private static func hasSize(_ widget: UnsafeMutablePointer<GtkWidget>, _ size: (width: Int, height: Int)) -> Bool {
        Int(gtk_widget_get_width(widget)) == size.width && Int(gtk_widget_get_height(widget)) == size.height
    }

    /// Makes the window the active one (a backdrop window is drawn paler, without its text
    /// cursor), as the keyboard's window always is.
    private static func activate(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_present(window)
        let deadline = g_get_monotonic_time() + 1_000_000
        while gtk_window_is_active(window) == 0, g_get_monotonic_time() < deadline {
            if g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) } else { g_usleep(1_000) }
        }
    }

    /// The frame-clock phase `settle` asks for each frame.
    static let settlePhase = GDK_FRAME_CLOCK_PHASE_PAINT

    /// The window as GTK 4 drew it in its latest frame, rendered at `scale` by the window's
    /// renderer. A frame is run first, so a change made just before (a label made
    /// transparent) is in it.
    static func draw(_ widget: UnsafeMutablePointer<GtkWidget>, scale: Int) -> SnapshotImage {
        settle(widget)
        let width = Int(gtk_widget_get_width(widget)), height = Int(gtk_widget_get_height(widget))
        let empty = SnapshotImage(width: max(width, 0) * scale, height: max(height, 0) * scale, color: 0)
        guard width > 0, height > 0, let native = gtk_widget_get_native(widget),
              let renderer = gtk_native_get_renderer(native),
              let paintable = gtk_widget_paintable_new(widget) else { return empty }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()!
        gtk_snapshot_scale(snapshot, Float(scale), Float(scale))
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return empty }
        defer { gsk_render_node_unref(node) }
        // The window's own rectangle: its shadow (or resize border) around it is left out.
        var viewport = graphene_rect_t(origin: graphene_point_t(x: 0, y: 0),
                                       size: graphene_size_t(width: Float(width * scale), height: Float(height * scale)))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return empty }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let textureWidth = Int(gdk_texture_get_width(texture)), textureHeight = Int(gdk_texture_get_height(texture))
        // gdk_texture_download writes cairo's ARGB32: premultiplied, one native-endian word a
        // pixel, as SnapshotImage holds them.
        var pixels = [UInt32](repeating: 0, count: textureWidth * textureHeight)
        pixels.withUnsafeMutableBytes { bytes in
            gdk_texture_download(texture, bytes.baseAddress!.assumingMemoryBound(to: guchar.self), gsize(textureWidth * 4))
        }
        return SnapshotImage(width: textureWidth, height: textureHeight, pixels: pixels) ?? empty
    }

    /// Where `view` is in the drawn window, in device pixels.
    static func region(of view: View, in window: UnsafeMutablePointer<GtkWidget>, scale: Int) -> SnapshotRegion? {
        guard let raw = view.gtkWidget else { return nil }
        let widget = raw.assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_get_root(widget).map({ UnsafeMutableRawPointer($0) }) == UnsafeMutableRawPointer(window),
              gtk_widget_get_mapped(widget) != 0 else { return nil }
        return allocation(of: widget, in: window, scale: scale)
    }

    /// `widget`'s allocation in `top`'s coordinates, in device pixels; nil when GTK can't
    /// translate between the two (not in one window, not laid out).
    static func allocation(of widget: UnsafeMutablePointer<GtkWidget>, in top: UnsafeMutablePointer<GtkWidget>,
                           scale: Int = 1) -> SnapshotRegion? {
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, top, &bounds) != 0 else { return nil }
        return SnapshotRegion(x: Int(bounds.origin.x.rounded()) * scale, y: Int(bounds.origin.y.rounded()) * scale,
                              width: Int(bounds.size.width.rounded()) * scale, height: Int(bounds.size.height.rounded()) * scale)
    }
}
#endif // GTK4

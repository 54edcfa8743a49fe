#if GTK3 || GTK4 // both GTK backends: what SnapshotRenderer (GTK 3) and its GTK 4 twin do alike
import GtkC
import Foundation
import Reactant

/// The steps of a rendering that GTK 3 and GTK 4 take alike; SnapshotRenderer.swift and
/// Gtk4SnapshotRenderer.swift keep their own GTK calls (finding, sizing, activating and
/// drawing the window: `gtkWindow`, `present`, `draw`, `region`, and the frame-clock phase
/// `settle` asks for).
extension SnapshotRenderer {
    /// The window (or, with `view`, the part of it the view covers) in `size` points.
    static func render(_ window: Reactant.Window, size: (width: Int, height: Int), appearance: SnapshotAppearance,
                       styleSheets: [String], view: View? = nil) throws -> SnapshotImage {
        try prepared(window, size: size, appearance: appearance, styleSheets: styleSheets) { widget in
            let image = draw(widget, scale: appearance.scale)
            guard let view else { return image }
            guard let region = self.region(of: view, in: widget, scale: appearance.scale) else {
                throw SnapshotError.notOnScreen("\(type(of: view))")
            }
            return image.cropped(to: region)
        }
    }

    /// Runs `body` with the window's GtkWindow once it is in `size`, the appearance and the
    /// stylesheets, active and settled (`present`); everything is put back afterwards.
    static func prepared<T>(_ window: Reactant.Window, size: (width: Int, height: Int), appearance: SnapshotAppearance,
                            styleSheets: [String],
                            _ body: (UnsafeMutablePointer<GtkWidget>) throws -> T) throws -> T {
        guard let raw = gtkWindow(of: window) else {
            throw SnapshotError.unavailable(Snapshot.unavailableReason ?? "the GTK backend is not running")
        }
        try checkDrawable(window, appearance: appearance)
        let widget = raw.assumingMemoryBound(to: GtkWidget.self)
        return try withAppearance(appearance, styleSheets: styleSheets, settling: widget) {
            present(window, widget, size: size)
            return try body(widget)
        }
    }

    /// Fails, clearly, when the window can't be drawn as asked: not shown, built in another
    /// text direction, or the snapshot font missing.
    private static func checkDrawable(_ window: Reactant.Window, appearance: SnapshotAppearance) throws {
        guard window.isShown else { throw SnapshotError.notOnScreen("the window \"\(window.title)\"") }
        guard window.native.textDirection == appearance.direction else {
            throw SnapshotError.direction(window: window.title, built: window.native.textDirection, wanted: appearance.direction)
        }
        try checkFont()
    }

    /// Runs `body` with the appearance's settings, scale and the stylesheets applied; puts
    /// them back afterwards and lets `widget` settle in its old look.
    private static func withAppearance<T>(_ appearance: SnapshotAppearance, styleSheets: [String],
                                  settling widget: UnsafeMutablePointer<GtkWidget>, _ body: () throws -> T) throws -> T {
        let previousScale = SnapshotScale.current
        let settings = try SnapshotSettings(appearance: appearance, styleSheets: styleSheets)
        defer {
            settings.restore()
            try? SnapshotScale.set(previousScale)
            settle(widget)
        }
        try SnapshotScale.set(appearance.scale)
        return try body()
    }

    /// Fails early, and clearly, where the snapshot font is missing: fontconfig would quietly
    /// draw another one and every snapshot would differ.
    private static func checkFont() throws {
        guard let map = pango_cairo_font_map_get_default(), let context = pango_font_map_create_context(map) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let wanted = pango_font_description_from_string("\(SnapshotSettings.fontFamily) 10")
        defer { pango_font_description_free(wanted) }
        guard let font = pango_context_load_font(context, wanted) else {
            throw SnapshotError.unavailable("no font could be loaded (install fonts-dejavu-core: scripts/setup.sh --test)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(font)) }
        let found = pango_font_describe(font)
        defer { pango_font_description_free(found) }
        let family = pango_font_description_get_family(found).map { String(cString: $0) } ?? "?"
        guard family == SnapshotSettings.fontFamily else {
            throw SnapshotError.unavailable("snapshots are drawn in \(SnapshotSettings.fontFamily), which is not installed "
                + "(fontconfig gives \(family)); Debian: fonts-dejavu-core (scripts/setup.sh --test)")
        }
    }

    /// Runs the main loop through whole frames of the window's frame clock until `condition`
    /// holds and two more frames have passed (one restyles and lays out, the next paints what
    /// that changed), or two seconds have: a window that can't take the size is drawn as it
    /// is. A clock that doesn't tick within a quarter second (on GTK 3, a window GDK holds
    /// back until it is drawn once) counts as a frame, after running what is pending. Each
    /// frame asks for `settlePhase` (GTK 3: layout; GTK 4: paint).
    static func settle(_ widget: UnsafeMutablePointer<GtkWidget>, until condition: () -> Bool = { true }) {
        let deadline = g_get_monotonic_time() + 2_000_000
        var framesAfter = 0
        while framesAfter < 2, g_get_monotonic_time() < deadline {
            Backends.current.processPendingEvents()
            guard let clock = gtk_widget_get_frame_clock(widget) else { return }
            let frame = gdk_frame_clock_get_frame_counter(clock)
            gtk_widget_queue_draw(widget)
            gdk_frame_clock_request_phase(clock, settlePhase)
            let frameDeadline = min(deadline, g_get_monotonic_time() + 250_000)
            while gdk_frame_clock_get_frame_counter(clock) == frame, g_get_monotonic_time() < frameDeadline {
                // GTK 3's gtk_events_pending/gtk_main_iteration_do are these two calls.
                if g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) } else { g_usleep(1_000) }
            }
            if condition() { framesAfter += 1 }
        }
        Backends.current.processPendingEvents()
    }
}
#endif

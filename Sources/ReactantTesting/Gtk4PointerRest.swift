#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4
import CGtk4.X11
import Reactant

/// Where the X pointer rests while the keyboard works on GTK 4: clicks through XTest
/// (`Interact.tap`, `chooseMenuItem`) leave the real pointer where they clicked, and GTK 4
/// treats a widget under it as hovered: a menu that opens under the pointer focuses the item
/// there, at whatever frame GTK next updates the pointer's crossing (later than the keys
/// that follow, under load).
@MainActor
enum Gtk4PointerRest {
    /// Moves the X pointer to the screen's far corner, away from every window (without a
    /// window manager, Xvfb maps windows at the top left). Nothing when GDK is not on X11.
    static func moveAway() {
        guard let display = gdk_display_get_default(),
              g_type_check_instance_is_a(UnsafeMutablePointer(display), gdk_x11_display_get_type()) != 0,
              let xDisplay = gdk_x11_display_get_xdisplay(display) else { return }
        let screen = XDefaultScreen(xDisplay)
        XTestFakeMotionEvent(xDisplay, -1, XDisplayWidth(xDisplay, screen) - 1, XDisplayHeight(xDisplay, screen) - 1, 0)
        XSync(xDisplay, 0)
        Backends.current.processPendingEvents()
    }
}
#endif // GTK4

#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4
import CGtk4.X11

/// A person's clicks and key presses on GTK 4, through the X server. GTK 4 has no public way
/// to deliver a made-up event (GTK 3's gtk_main_do_event with a GdkEvent), so under X11
/// (Xvfb in the tests) the XTest extension moves the real pointer and presses real buttons
/// and keys: GTK reads them from its X connection and handles them as any input, with its
/// grabs, modality, gestures, shortcuts and key bindings. On another GDK backend (Wayland)
/// there is no such path; callers say so.
@MainActor
package enum Gtk4XInput {
    /// The X connection GTK 4 uses; nil when GDK isn't on X11.
    static var xDisplay: OpaquePointer? {
        guard let display = gdk_display_get_default(),
              g_type_check_instance_is_a(UnsafeMutablePointer(display), gdk_x11_display_get_type()) != 0 else { return nil }
        return gdk_x11_display_get_xdisplay(display)
    }

    static let unavailable = "GTK 4 can't synthesize input events and GDK is not on X11 here (XTest clicks need GDK_BACKEND=x11)"

    /// Moves the pointer to the screen's far corner, off every window (without a window
    /// manager, Xvfb maps windows at the top left), where a person working with the keyboard
    /// leaves it: clicks leave the real pointer where they clicked, and GTK 4 treats the
    /// widget under it as hovered (its hover look in a snapshot; a menu opening under it
    /// focuses the item there, at whatever frame GTK next updates the pointer's crossing).
    /// Nothing when GDK isn't on X11.
    package static func movePointerAway() {
        guard let xDisplay else { return }
        let screen = XDefaultScreen(xDisplay)
        XTestFakeMotionEvent(xDisplay, -1, XDisplayWidth(xDisplay, screen) - 1, XDisplayHeight(xDisplay, screen) - 1, 0)
        settle(xDisplay)
    }

    /// Clicks `button` (1 primary, 3 secondary) at `point` of `widget` (its middle when nil),
    /// as a person's pointer would; the reason when it can't (not on screen, no size, another
    /// widget on top, not X11), nil once GTK has handled the press and the release.
    static func click(_ widget: UnsafeMutablePointer<GtkWidget>, button: UInt32 = 1,
                      at point: (x: Double, y: Double)? = nil) -> String? {
        guard let xDisplay else { return unavailable }
        // The refusals read as the GTK 3 backend's (GtkPointerEvents).
        guard let root = gtk_widget_get_root(widget), gtk_widget_get_mapped(UnsafeMutablePointer(root)) != 0 else {
            return "it is not in a window on screen"
        }
        guard gtk_widget_get_mapped(widget) != 0 else { return "it is not on screen (unmapped)" }
        guard let native = gtk_widget_get_native(widget), let surface = gtk_native_get_surface(native) else {
            return "it is not on screen"
        }
        waitForLayout(widget)
        let width = Double(gtk_widget_get_width(widget)), height = Double(gtk_widget_get_height(widget))
        guard width > 0, height > 0 else { return "it has no size on screen" }
        let nativeWidget = UnsafeMutablePointer<GtkWidget>(native)
        var inWidget = graphene_point_t(x: Float(point?.x ?? width / 2), y: Float(point?.y ?? height / 2))
        var inNative = graphene_point_t()
        guard gtk_widget_compute_point(widget, nativeWidget, &inWidget, &inNative) != 0 else { return "it is not on screen" }
        // What GTK would deliver the click to there: the widget or something inside it.
        if let picked = gtk_widget_pick(nativeWidget, Double(inNative.x), Double(inNative.y), GTK_PICK_INSENSITIVE),
           picked != widget, gtk_widget_is_ancestor(picked, widget) == 0 {
            let name = Gtk4Object.string(g_type_name_from_instance(Gtk4Object.cast(picked))) ?? "widget"
            return "it is covered by \(name)"
        }
        var surfaceX = 0.0, surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        let scale = Double(gdk_surface_get_scale_factor(surface))
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: UInt = 0  // an X Window (Reactant.Window shadows the name here)
        XTranslateCoordinates(xDisplay, gdk_x11_surface_get_xid(surface), XDefaultRootWindow(xDisplay),
                              Int32(((Double(inNative.x) + surfaceX) * scale).rounded(.down)),
                              Int32(((Double(inNative.y) + surfaceY) * scale).rounded(.down)),
                              &rootX, &rootY, &child)
        bringForward(surface, over: child, xDisplay)
        XTestFakeMotionEvent(xDisplay, -1, rootX, rootY, 0)
        XTestFakeButtonEvent(xDisplay, button, 1, 0)
        XTestFakeButtonEvent(xDisplay, button, 0, 0)
        settle(xDisplay)
        return nil
    }

    /// Raises the window of `surface` when another of the app's windows (`topmost`, the X
    /// window on top at the click's point) covers it: no window manager stacks them under
    /// Xvfb (a non-modal About window opens over its parent's corner), and a person brings a
    /// window forward before clicking in it. Popups (popovers, menus) are left on top: a click
    /// meant for the window under them is GTK's to handle (it closes them). Modality is
    /// checked before this (`Interact`); GTK 3's made-up events reach a covered window as is.
    private static func bringForward(_ surface: OpaquePointer, over topmost: UInt, _ xDisplay: OpaquePointer) {
        let xid = gdk_x11_surface_get_xid(surface)
        guard topmost != 0, topmost != xid, let display = gdk_display_get_default(),
              let above = gdk_x11_surface_lookup_for_display(display, topmost),
              g_type_check_instance_is_a(UnsafeMutablePointer(above), gdk_toplevel_get_type()) != 0 else { return }
        XRaiseWindow(xDisplay, xid)
        settle(xDisplay)
    }

    /// A window shown a moment ago is mapped before its first frame lays it out: a widget in
    /// it has no size until then.
    static func waitForLayout(_ widget: UnsafeMutablePointer<GtkWidget>) {
        if gtk_widget_get_width(widget) == 0, gtk_widget_get_mapped(widget) != 0 {
            Gtk4Backend.shared?.processEventsUntilDrawn(frames: 1)
        }
    }

    /// Presses and releases `key` with its modifiers in `window`, which gets the X input focus
    /// first (without a window manager nobody else gives it); false when the key has no key
    /// code here or GDK is not on X11.
    static func press(_ key: KeyPress, in window: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let xDisplay, let display = gdk_display_get_default(),
              let surface = gtk_native_get_surface(OpaquePointer(window)) else { return false }
        let keysym = KeySym(GtkKeys.keyval(for: key.key))
        let keycode = XKeysymToKeycode(xDisplay, keysym)
        guard keysym != 0, keycode != 0 else { return false }
        gdk_x11_display_error_trap_push(display)
        XSetInputFocus(xDisplay, gdk_x11_surface_get_xid(surface), RevertToParent, 0)
        XSync(xDisplay, 0)
        gdk_x11_display_error_trap_pop_ignored(display)
        settle(xDisplay)
        var modifiers: [KeySym] = []
        if key.modifiers.contains(.control) { modifiers.append(KeySym(0xffe3)) }  // Control_L
        if key.modifiers.contains(.alt) { modifiers.append(KeySym(0xffe9)) }      // Alt_L
        // A symbol on the key's second level ("?" over "/") is typed with Shift, as on a keyboard.
        let needsShift = key.modifiers.contains(.shift) || (XkbKeycodeToKeysym(xDisplay, keycode, 0, 0) != keysym
            && XkbKeycodeToKeysym(xDisplay, keycode, 0, 1) == keysym)
        if needsShift { modifiers.append(KeySym(0xffe1)) }                        // Shift_L
        let modifierCodes = modifiers.map { XKeysymToKeycode(xDisplay, $0) }.filter { $0 != 0 }
        for code in modifierCodes { XTestFakeKeyEvent(xDisplay, UInt32(code), 1, 0) }
        XTestFakeKeyEvent(xDisplay, UInt32(keycode), 1, 0)
        XTestFakeKeyEvent(xDisplay, UInt32(keycode), 0, 0)
        for code in modifierCodes.reversed() { XTestFakeKeyEvent(xDisplay, UInt32(code), 0, 0) }
        settle(xDisplay)
        return true
    }

    /// Waits until the X server has sent what the fake input caused (XSync) and GTK has
    /// handled all of it.
    private static func settle(_ xDisplay: OpaquePointer) {
        XSync(xDisplay, 0)
        // Bounded: a running animation (a spinner) keeps the main context busy for as long
        // as it runs.
        let deadline = g_get_monotonic_time() + 500_000
        var idleRounds = 0
        while idleRounds < 3 && g_get_monotonic_time() < deadline {
            var worked = false
            while (XPending(xDisplay) > 0 || g_main_context_pending(nil) != 0) && g_get_monotonic_time() < deadline {
                g_main_context_iteration(nil, 0)
                worked = true
            }
            idleRounds = worked ? 0 : idleRounds + 1
            g_usleep(1_000)
        }
    }
}
#endif // GTK4

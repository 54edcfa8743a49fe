#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
/// The GObject glue (casts, type checks, GValues, strings) is GLib's and shared with the GTK 3
/// backend (`Backends/GLib/GObjectBridge.swift`); the GTK 4 backend's first files name it so.
typealias Gtk4Object = GObjectBridge
#endif // GTK4

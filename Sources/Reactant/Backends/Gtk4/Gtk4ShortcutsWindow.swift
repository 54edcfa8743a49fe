#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// GtkShortcutsWindow with one section of groups of GtkShortcutsShortcut. GTK 4.8 has no call
/// that adds a group or a shortcut (gtk_shortcuts_section_add_group is 4.14's), only
/// GtkBuilder, so the window is built from a UI definition made here, every text escaped.
@MainActor
enum Gtk4ShortcutsWindow {
    static func make(_ groups: [ShortcutGroup]) -> Gtk4StandardWindow {
        var ui = #"<interface><object class="GtkShortcutsWindow" id="window"><property name="modal">1</property>"#
        // Its header bar says "Shortcuts"; the window manager and screen readers read the
        // window's title, which GTK leaves empty.
        ui += property("title", rtr("Shortcuts")) + property("section-name", "shortcuts")
        ui += #"<child><object class="GtkShortcutsSection">"# + property("section-name", "shortcuts")
        for (index, group) in groups.enumerated() {
            ui += #"<child><object class="GtkShortcutsGroup" id="group-\#(index)">"# + property("title", group.title)
            for (item, shortcut) in group.shortcuts.enumerated() {
                ui += #"<child><object class="GtkShortcutsShortcut" id="shortcut-\#(index)-\#(item)">"#
                ui += property("title", shortcut.title) + property("accelerator", shortcut.accelerators.joined(separator: " "))
                ui += "</object></child>"
            }
            ui += "</object></child>"
        }
        ui += "</object></child></object></interface>"
        let builder = gtk_builder_new_from_string(ui, -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        func object(_ id: String) -> UnsafeMutablePointer<GObject> { gtk_builder_get_object(builder, id)! }
        let window: UnsafeMutablePointer<GtkWidget> = Gtk4Object.cast(object("window"))
        // The window outlives the builder; these objects live as long as it does.
        let made = groups.indices.map { index in
            (group: object("group-\(index)"), shortcuts: groups[index].shortcuts.indices.map { object("shortcut-\(index)-\($0)") })
        }
        return Gtk4StandardWindow(window: window) { _ in
            made.flatMap { group, shortcuts in
                [string(group, "title")] + shortcuts.map { "\(string($0, "title")): \(string($0, "accelerator"))" }
            }
        }
    }

    private static func property(_ name: String, _ value: String) -> String {
        #"<property name="\#(name)">"# + (GObjectBridge.takeString(g_markup_escape_text(value, -1)) ?? "") + "</property>"
    }

    private static func string(_ object: UnsafeMutablePointer<GObject>, _ name: String) -> String {
        GObjectBridge.property(name, of: object, type: GObjectBridge.stringType) { GObjectBridge.string(g_value_get_string($0)) ?? "" }
    }
}
#endif // GTK4

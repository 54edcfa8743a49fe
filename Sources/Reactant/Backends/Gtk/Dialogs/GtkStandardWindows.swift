#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// Builds GTK's standard windows.
@MainActor
enum GtkStandardWindows {
    static func about(_ content: AboutContent) -> GtkStandardWindow {
        let dialog = gtk_about_dialog_new()!
        let about: UnsafeMutablePointer<GtkAboutDialog> = GObjectBridge.cast(dialog)
        gtk_about_dialog_set_program_name(about, content.name)
        gtk_about_dialog_set_version(about, content.version)
        if !content.comments.isEmpty { gtk_about_dialog_set_comments(about, content.comments) }
        if let website = content.website { gtk_about_dialog_set_website(about, website) }
        if let copyright = content.copyright { gtk_about_dialog_set_copyright(about, copyright) }
        if let iconName = content.iconName { gtk_about_dialog_set_logo_icon_name(about, iconName) }
        GObjectBridge.withStringArray(content.developers) { gtk_about_dialog_set_authors(about, $0) }
        switch content.license {
        case .custom(let text): gtk_about_dialog_set_license(about, text)
        default: gtk_about_dialog_set_license_type(about, content.license.gtkLicense)
        }
        return GtkStandardWindow(window: dialog) { widget in
            let about: UnsafeMutablePointer<GtkAboutDialog> = GObjectBridge.cast(widget)
            let fields = [gtk_about_dialog_get_program_name(about), gtk_about_dialog_get_version(about),
                          gtk_about_dialog_get_comments(about), gtk_about_dialog_get_website(about),
                          gtk_about_dialog_get_copyright(about)].compactMap(GObjectBridge.string).filter { !$0.isEmpty }
            return fields + GObjectBridge.strings(gtk_about_dialog_get_authors(about))
        }
    }

    /// GtkShortcutsWindow with one section of groups of GtkShortcutsShortcut, made in code
    /// as a GtkBuilder file would make them.
    static func shortcuts(_ groups: [ShortcutGroup]) -> GtkStandardWindow {
        let window = newObject(gtk_shortcuts_window_get_type())
        gtk_window_set_modal(GObjectBridge.cast(window), 1)
        // Its header bar says "Shortcuts"; the window manager and screen readers read the
        // window's title, which GTK leaves empty.
        gtk_window_set_title(GObjectBridge.cast(window), rtr("Shortcuts"))
        let section = newObject(gtk_shortcuts_section_get_type())
        setString(section, "section-name", "shortcuts")
        var made: [(group: UnsafeMutablePointer<GtkWidget>, shortcuts: [UnsafeMutablePointer<GtkWidget>])] = []
        for group in groups {
            let groupWidget = newObject(gtk_shortcuts_group_get_type())
            setString(groupWidget, "title", group.title)
            var shortcuts: [UnsafeMutablePointer<GtkWidget>] = []
            for shortcut in group.shortcuts {
                let item = newObject(gtk_shortcuts_shortcut_get_type())
                setString(item, "title", shortcut.title)
                setString(item, "accelerator", shortcut.accelerators.joined(separator: " "))
                gtk_widget_show(item)
                gtk_container_add(GObjectBridge.cast(groupWidget), item)
                shortcuts.append(item)
            }
            gtk_widget_show(groupWidget)
            gtk_container_add(GObjectBridge.cast(section), groupWidget)
            made.append((groupWidget, shortcuts))
        }
        gtk_widget_show(section)
        gtk_container_add(GObjectBridge.cast(window), section)
        setString(window, "section-name", "shortcuts")
        return GtkStandardWindow(window: window) { _ in
            made.flatMap { group, shortcuts in
                [string(group, "title")] + shortcuts.map { "\(string($0, "title")): \(string($0, "accelerator"))" }
            }
        }
    }

    private static func newObject(_ type: GType) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutablePointer(OpaquePointer(g_object_new_with_properties(type, 0, nil, nil)!))
    }

    private static func setString(_ object: UnsafeMutablePointer<GtkWidget>, _ name: String, _ text: String) {
        var value = GValue()
        g_value_init(&value, GObjectBridge.stringType)
        defer { g_value_unset(&value) }
        g_value_set_string(&value, text)
        g_object_set_property(GObjectBridge.cast(object), name, &value)
    }

    private static func string(_ object: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String {
        GObjectBridge.property(name, of: object, type: GObjectBridge.stringType) { GObjectBridge.string(g_value_get_string($0)) ?? "" }
    }
}
#endif // GTK3

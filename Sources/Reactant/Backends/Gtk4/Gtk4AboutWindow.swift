#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// libadwaita's About window (AdwAboutWindow), with what GTK 3's GtkAboutDialog shows.
@MainActor
enum Gtk4AboutWindow {
    static func make(_ content: AboutContent) -> Gtk4StandardWindow {
        let window = adw_about_window_new()!
        let about = OpaquePointer(window)
        adw_about_window_set_application_name(about, content.name)
        adw_about_window_set_version(about, content.version)
        if !content.comments.isEmpty { adw_about_window_set_comments(about, content.comments) }
        if let website = content.website { adw_about_window_set_website(about, website) }
        if let copyright = content.copyright { adw_about_window_set_copyright(about, copyright) }
        if let iconName = content.iconName { adw_about_window_set_application_icon(about, iconName) }
        GObjectBridge.withStringArray(content.developers) { adw_about_window_set_developers(about, $0) }
        switch content.license {
        case .custom(let text): adw_about_window_set_license(about, text)
        default: adw_about_window_set_license_type(about, content.license.gtkLicense)
        }
        // AdwAboutWindow's title is empty; GtkAboutDialog's was "About <name>", which the
        // window manager and screen readers read.
        gtk_window_set_title(GObjectBridge.cast(window), Localization.fill(rtr("About %@"), content.name))
        // AdwAboutWindow is modal; GtkAboutDialog wasn't, and the app's windows stay usable
        // while it is shown, as on GTK 3.
        gtk_window_set_modal(GObjectBridge.cast(window), 0)
        return Gtk4StandardWindow(window: window) { widget in
            let about = OpaquePointer(widget)
            let fields = [adw_about_window_get_application_name(about), adw_about_window_get_version(about),
                          adw_about_window_get_comments(about), adw_about_window_get_website(about),
                          adw_about_window_get_copyright(about)].compactMap(GObjectBridge.string).filter { !$0.isEmpty }
            return fields + GObjectBridge.strings(adw_about_window_get_developers(about))
        }
    }
}
#endif // GTK4

#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// Builds a GMenu from a `MenuModel`: one section (a GMenu item holding a section link) per
/// section, each item with its detailed action ("win.copy::Ann" sets a string target).
enum Gtk4MenuModel {
    /// A new GMenu (the caller owns the reference).
    static func make(_ model: MenuModel) -> UnsafeMutablePointer<GMenuModel> {
        let menu = g_menu_new()!
        for section in model.sections {
            let items = g_menu_new()!
            for item in section.items {
                g_menu_append(items, item.label, item.detailedAction)
            }
            g_menu_append_section(menu, nil, UnsafeMutablePointer<GMenuModel>(items))
            g_object_unref(UnsafeMutableRawPointer(items))
        }
        return UnsafeMutablePointer(menu)
    }
}
#endif // GTK4

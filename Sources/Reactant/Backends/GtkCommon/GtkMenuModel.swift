#if GTK3 || GTK4 // both GTK backends: GtkMenuButton and GtkPopoverMenu bind these GMenus
import GtkC

/// Builds a GMenu from a `MenuModel`: one section (a GMenu item holding a section link) per
/// section, each item with its detailed action ("win.copy::Ann" sets a string target).
///
/// Equal menus share one GMenu. GTK 3.24 keeps about 2 KB a section for good each time a
/// menu button (or popover) binds a GMenu it has not bound before, though the GMenu itself is
/// finalized; binding the same GMenu again keeps nothing (measured in C: a new GMenu per
/// GtkMenuButton kept 2,123 B a cycle with one section and 4,147 B with two, one shared
/// GMenu 0 B). Each new window makes its primary menu button anew, with a menu equal to the
/// last window's: that was the ~3.2 KB soak-bench's "second window" kept per cycle. GTK 4.8
/// keeps more, ~6 KB a window opened and closed with a new GMenu for its primary menu, and
/// none with the shared one (MenuMemoryTests).
@MainActor
enum GtkMenuModel {
    /// The GMenus made so far, newest last, each with a reference of its own.
    private static var shared: [(model: MenuModel, menu: UnsafeMutablePointer<GMenuModel>)] = []
    /// Menus of an app are few (its primary menu, a few menu buttons'); a program making new
    /// ones without end (a menu per row) would keep this many of them, the oldest let go.
    private static let sharedLimit = 32

    /// A GMenu showing `model` (the caller owns the reference it is given).
    static func make(_ model: MenuModel) -> UnsafeMutablePointer<GMenuModel> {
        if let index = shared.firstIndex(where: { $0.model == model }) {
            let entry = shared.remove(at: index)
            shared.append(entry)
            g_object_ref(UnsafeMutableRawPointer(entry.menu))
            return entry.menu
        }
        let menu = build(model)
        shared.append((model, menu))
        if shared.count > sharedLimit { g_object_unref(UnsafeMutableRawPointer(shared.removeFirst().menu)) }
        g_object_ref(UnsafeMutableRawPointer(menu))
        return menu
    }

    private static func build(_ model: MenuModel) -> UnsafeMutablePointer<GMenuModel> {
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
#endif // GTK3 || GTK4

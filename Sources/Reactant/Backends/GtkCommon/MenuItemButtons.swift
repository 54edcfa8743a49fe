#if GTK3 || GTK4 // both GTK backends: API that is the same in GTK 3 and GTK 4
import GtkC

/// The buttons GTK's popover menus make for a menu's items (GtkModelButton, private to GTK 3
/// and GTK 4 alike, with a "text" property), read as the toolkit's items.
@MainActor
enum MenuItemButtons {
    /// 0 until GTK has made its first popover menu.
    static var type: GType { g_type_from_name("GtkModelButton") }

    /// The item buttons GTK built in `popover`, in the model's order (a depth-first walk;
    /// separators and section boxes are skipped).
    static func buttons(in popover: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        let type = Self.type
        guard type != 0 else { return [] }
        return GtkInnerWidgets.outermost(of: type, in: popover)
    }

    static func label(of button: UnsafeMutablePointer<GtkWidget>) -> String {
        GObjectBridge.property("text", of: button, type: GObjectBridge.stringType) { GObjectBridge.string(g_value_get_string($0)) ?? "" }
    }

    /// GTK's menu tracker makes one button per item, in the model's order; the buttons carry
    /// the labels and sensitivity, the model the actions and sections.
    static func shownItems(_ buttons: [UnsafeMutablePointer<GtkWidget>], model: MenuModel?) -> [ShownMenuItem] {
        let modelItems = (model?.sections ?? []).enumerated().flatMap { index, section in
            section.items.map { (item: $0, section: index) }
        }
        return buttons.enumerated().map { offset, button in
            let label = label(of: button)
            let entry = offset < modelItems.count && modelItems[offset].item.label == label ? modelItems[offset] : nil
            return ShownMenuItem(label: label, detailedAction: entry?.item.detailedAction ?? "",
                                 isSensitive: gtk_widget_get_sensitive(button) != 0, section: entry?.section ?? 0)
        }
    }
}
#endif // GTK3 || GTK4

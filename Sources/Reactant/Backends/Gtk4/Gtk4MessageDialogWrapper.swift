#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// libadwaita's AdwMessageDialog, so an alert is drawn as GNOME draws one on GTK 4 (the
/// `messagedialog` window: no title bar, rounded, the message in its message area and a row
/// of flat response buttons along the bottom edge, split by lines).
///
/// AdwMessageDialog's responses are strings it makes its own buttons for; the seam's responses
/// are the app's `Button`s (the alert keeps them, tests click and focus them), as on GTK 3. So
/// the toolkit's content goes in as the dialog's extra child, and its buttons into a response
/// row made as libadwaita 1.2 makes its own (a `response-area` holding a horizontal box of
/// buttons with separators between), which takes the place of the dialog's empty one, so the
/// theme's response-area rules draw them. The default and cancel responses, Enter and Escape
/// are the alert's (`AlertController`), as on GTK 3: libadwaita's Escape binding (close the
/// window, answering the close response) is switched off, since an alert without a cancel
/// action ignores Escape. A message dialog is no GtkApplicationWindow, so its `win.*` actions
/// live in a GSimpleActionGroup inserted as "win", where accelerators find them the same way.
@MainActor
final class Gtk4MessageDialogWrapper: Gtk4WindowWrapper, NativeMessageDialog {
    private let actionGroup: OpaquePointer
    /// The horizontal box the response buttons go in, with separators between them.
    private let responseRow: UnsafeMutablePointer<GtkWidget>
    /// Gives the buttons one width, as libadwaita's own row does.
    private let buttonWidths: UnsafeMutablePointer<GtkSizeGroup>
    private var buttons: [Gtk4WidgetWrapper] = []
    private(set) var heading: (label: any NativeLabel, large: Bool)?

    init() {
        let dialog: UnsafeMutablePointer<GtkWidget> =
            UnsafeMutablePointer(OpaquePointer(g_object_new_with_properties(adw_message_dialog_get_type(), 0, nil, nil)!))
        let frame = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        adw_message_dialog_set_extra_child(Gtk4Object.cast(dialog), frame)
        responseRow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_set_hexpand(responseRow, 1)
        buttonWidths = gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL)!
        actionGroup = OpaquePointer(g_simple_action_group_new())
        super.init(window: dialog, frameBox: frame)
        Self.placeResponseRow(responseRow, in: dialog, fallback: frame)
        gtk_widget_insert_action_group(dialog, "win", actionGroup)
        gtk_widget_action_set_enabled(dialog, "window.close", 0)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(actionGroup))
        g_object_unref(UnsafeMutableRawPointer(buttonWidths))
    }

    /// Puts `row` in a `response-area` where the dialog has its own (libadwaita 1.2: an
    /// AdwSqueezer after a separator, empty without responses), hiding that one; where it
    /// isn't found (another libadwaita), under the content.
    private static func placeResponseRow(_ row: UnsafeMutablePointer<GtkWidget>, in dialog: UnsafeMutablePointer<GtkWidget>,
                                         fallback: UnsafeMutablePointer<GtkWidget>) {
        let area = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_add_css_class(area, "response-area")
        gtk_box_append(Gtk4Object.cast(area), row)
        guard let own = GtkInnerWidgets.first(in: dialog, where: { gtk_widget_has_css_class($0, "response-area") != 0 }), let box = gtk_widget_get_parent(own),
              Gtk4Object.isInstance(box, of: gtk_box_get_type()) else {
            gtk_box_append(Gtk4Object.cast(fallback), area)
            return
        }
        gtk_widget_set_visible(own, 0)
        gtk_box_insert_child_after(Gtk4Object.cast(box), area, own)
    }

    override var actionMapPointer: OpaquePointer { actionGroup }

    /// The content, then the response buttons (as the headless twin lists them).
    override var nativeChildren: [any NativeWidget] {
        super.nativeChildren + buttons.filter { $0.nativeParent === self }
    }

    func setHeading(_ label: any NativeLabel, large: Bool) {
        if MessageDialogHeading.apply(to: label, large: large) { heading = (label, large) }
    }

    func addResponseButton(_ button: any NativeButton) {
        guard let wrapper = adoptable(button) else { return }
        if !buttons.isEmpty {
            gtk_box_append(Gtk4Object.cast(responseRow), gtk_separator_new(GTK_ORIENTATION_VERTICAL))
        }
        hold(wrapper) { gtk_box_append(Gtk4Object.cast(responseRow), $0) }
        gtk_widget_set_hexpand(wrapper.widget, 1)
        gtk_size_group_add_widget(buttonWidths, wrapper.widget)
        buttons.append(wrapper)
    }

    var responseButtons: [any NativeButton] {
        buttons.filter { $0.nativeParent === self }.compactMap { $0 as? any NativeButton }
    }
}
#endif // GTK4

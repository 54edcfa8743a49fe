#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkMessageDialog, so GTK and its theme draw an alert as GNOME draws one (Adwaita styles
/// `messagedialog`: an empty title bar, the responses as a row of flat buttons along the
/// bottom edge) and screen readers get GTK's alert role.
///
/// GTK's own labels are hidden: the toolkit's content (the alert's heading and body labels)
/// goes into the dialog's message area, and the response buttons into its action area
/// (gtk_dialog_add_action_widget), so they stay the app's `Label`s and `Button`s. A message
/// dialog is no GtkApplicationWindow, so its `win.*` actions live in a GSimpleActionGroup
/// inserted as "win", where accelerators find them the same way.
@MainActor
final class GtkMessageDialogWrapper: GtkWindowWrapper, NativeMessageDialog {
    private let messageArea: UnsafeMutablePointer<GtkWidget>
    private let actionGroup: OpaquePointer
    private var buttons: [GtkWidgetWrapper] = []
    private(set) var heading: (label: any NativeLabel, large: Bool)?

    init() {
        let dialog: UnsafeMutablePointer<GtkWidget> =
            UnsafeMutablePointer(OpaquePointer(g_object_new_with_properties(gtk_message_dialog_get_type(), 0, nil, nil)!))
        messageArea = gtk_message_dialog_get_message_area(GObjectBridge.cast(dialog))
        actionGroup = OpaquePointer(g_simple_action_group_new())
        super.init(window: dialog)
        // GTK's primary and secondary labels stay empty: the toolkit's content replaces them.
        for child in GObjectBridge.takeWidgetList(gtk_container_get_children(GObjectBridge.cast(messageArea))) {
            gtk_widget_hide(child)
        }
        // GtkMessageDialog gives itself an empty 16-pixel title bar when the desktop asks for
        // header bars in dialogs (GNOME does); the app's windows always draw their own title
        // bar, so its alerts do too, which is also what lets Adwaita draw the button row.
        if gtk_window_get_titlebar(GObjectBridge.cast(dialog)) == nil {
            let bar = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
            gtk_widget_set_size_request(bar, -1, 16)
            gtk_widget_show(bar)
            gtk_window_set_titlebar(GObjectBridge.cast(dialog), bar)
        }
        gtk_widget_insert_action_group(dialog, "win", actionGroup)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(actionGroup))
    }

    override var actionMapPointer: OpaquePointer { actionGroup }

    /// GtkMessageDialog names itself for screen readers after its message type ("Information");
    /// an alert is named by its title, as other windows are.
    override var title: String {
        get { super.title }
        set {
            super.title = newValue
            if let accessible = gtk_widget_get_accessible(widget) { atk_object_set_name(accessible, newValue) }
        }
    }

    override var content: (any NativeWidget)? {
        get { contentWrapper }
        set {
            replaceChild(contentWrapper, with: newValue) { gtk_box_pack_start(GObjectBridge.cast(messageArea), $0, 1, 1, 0) }
        }
    }

    private var contentWrapper: GtkWidgetWrapper? {
        GObjectBridge.takeWidgetList(gtk_container_get_children(GObjectBridge.cast(messageArea)))
            .lazy.compactMap { Self.wrapper(of: $0) }.first
    }

    /// The content, then the response buttons (as the headless twin lists them).
    override func childWidgets() -> [UnsafeMutablePointer<GtkWidget>] {
        (contentWrapper.map { [$0.widget] } ?? []) + buttons.filter { $0.nativeParent === self }.map(\.widget)
    }

    func setHeading(_ label: any NativeLabel, large: Bool) {
        if MessageDialogHeading.apply(to: label, large: large) { heading = (label, large) }
    }

    func addResponseButton(_ button: any NativeButton) {
        guard let wrapper = adoptable(button) else { return }
        hold(wrapper) { gtk_dialog_add_action_widget(GObjectBridge.cast(widget), $0, gint(buttons.count)) }
        buttons.append(wrapper)
    }

    var responseButtons: [any NativeButton] {
        buttons.filter { $0.nativeParent === self }.compactMap { $0 as? any NativeButton }
    }
}
#endif // GTK3

#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// libadwaita's AdwHeaderBar, with an AdwWindowTitle as its title widget (title and subtitle).
@MainActor
final class Gtk4HeaderBarWrapper: Gtk4WidgetWrapper, NativeHeaderBar {
    /// The title widget; owned by the header bar.
    private let windowTitle: UnsafeMutablePointer<GtkWidget>
    /// GTK 4 has no pack-type child property to read back, so the packed-at-end widgets are kept.
    private var packedAtEnd: Set<ObjectIdentifier> = []
    /// The packed widgets in the order they were packed, start and end together, which is
    /// GTK 3's child order; GTK 4 keeps the end ones in a box of their own, the last packed
    /// first.
    private var packOrder: [ObjectIdentifier] = []

    init() {
        windowTitle = adw_window_title_new("", nil)
        super.init(widget: adw_header_bar_new(), kind: .headerBar)
        adw_header_bar_set_title_widget(bar, windowTitle)
        // As GtkHeaderBar in GTK 3: no window buttons until asked for.
        adw_header_bar_set_show_start_title_buttons(bar, 0)
        adw_header_bar_set_show_end_title_buttons(bar, 0)
    }

    private var bar: OpaquePointer { OpaquePointer(widget) }
    private var titleWidget: OpaquePointer { OpaquePointer(windowTitle) }

    override var displayName: String { "header bar" }

    var title: String {
        get { Gtk4Object.string(adw_window_title_get_title(titleWidget)) ?? "" }
        set { adw_window_title_set_title(titleWidget, newValue) }
    }

    var subtitle: String? {
        get { Gtk4Object.string(adw_window_title_get_subtitle(titleWidget)).flatMap { $0.isEmpty ? nil : $0 } }
        set { adw_window_title_set_subtitle(titleWidget, newValue ?? "") }
    }

    var showsWindowControls: Bool {
        get { Gtk4Object.bool(adw_header_bar_get_show_end_title_buttons(bar)) }
        set {
            adw_header_bar_set_show_start_title_buttons(bar, Gtk4Object.gbool(newValue))
            adw_header_bar_set_show_end_title_buttons(bar, Gtk4Object.gbool(newValue))
        }
    }

    func packStart(_ widget: any NativeWidget) {
        guard let child = adoptable(widget) else { return }
        hold(child) { adw_header_bar_pack_start(bar, $0) }
        packOrder.append(ObjectIdentifier(child))
    }

    func packEnd(_ widget: any NativeWidget) {
        guard let child = adoptable(widget) else { return }
        hold(child) { adw_header_bar_pack_end(bar, $0) }
        packedAtEnd.insert(ObjectIdentifier(child))
        packOrder.append(ObjectIdentifier(child))
    }

    override var nativeChildren: [any NativeWidget] {
        let found = super.nativeChildren
        func rank(_ widget: any NativeWidget) -> Int {
            packOrder.firstIndex(of: ObjectIdentifier(widget as AnyObject)) ?? packOrder.count
        }
        return found.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
    }

    func isPackedAtEnd(_ widget: any NativeWidget) -> Bool {
        guard let child = widget as? Gtk4WidgetWrapper, child.nativeParent === self else { return false }
        return packedAtEnd.contains(ObjectIdentifier(child))
    }

    func remove(_ widget: any NativeWidget) {
        guard let child = widget as? Gtk4WidgetWrapper, child.nativeParent === self else { return }
        release(child)
    }

    override func detach(_ child: UnsafeMutablePointer<GtkWidget>) {
        if let wrapper = Self.wrapper(of: child) {
            packedAtEnd.remove(ObjectIdentifier(wrapper))
            packOrder.removeAll { $0 == ObjectIdentifier(wrapper) }
        }
        adw_header_bar_remove(bar, child)
    }

    /// The close button of the header bar's GtkWindowControls (a button with the "close" class).
    func simulateCloseButtonClick() -> Bool {
        guard showsWindowControls, gtk_widget_get_mapped(widget) != 0 else { return false }
        let closeButton = GtkInnerWidgets.first(in: widget) {
            Gtk4Object.isInstance($0, of: gtk_button_get_type()) && gtk_widget_has_css_class($0, "close") != 0
        }
        guard let button = closeButton, gtk_widget_get_visible(button) != 0 else { return false }
        // Its "clicked" at once (which runs window.close), as a click does: gtk_widget_activate
        // only emits it from a 250 ms timeout, after the test has looked.
        Gtk4PointerPath.activate(button)
        return true
    }
}
#endif // GTK4

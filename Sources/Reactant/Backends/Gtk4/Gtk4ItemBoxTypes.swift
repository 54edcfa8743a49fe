#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// The GtkListBox and GtkFlowBox the item box wrappers (`GtkListBoxWrapper`,
/// `GtkFlowBoxWrapper`) make on GTK 4: subclasses registered from Swift that keep what the
/// GTK 3 wrappers got from signals GTK 4 no longer has.
///
/// - Tab (the focus function; GTK 3: the "focus" signal): the box is one stop. From an item,
///   Tab and Shift+Tab may move inside the item, then leave the box; GTK's own focus function
///   walks them through every item, which a table of 100,000 rows must not. Into the box, GTK's
///   runs: the selected item, else the first (last for Shift+Tab).
/// - Enter and Space on the focused item select and activate it (GTK 3's key bindings of both
///   containers). GTK 4 leaves these keys to the window, whose Enter activates its default
///   widget first.
/// - The flow box's allocation (GTK 3: "size-allocate"): `allocatedSignal`, after each one.
enum Gtk4ItemBoxTypes {
    /// Emitted by the flow box after each allocation, without arguments.
    static let allocatedSignal = "reactant-size-allocated"

    /// A new widget of our subclass of `container`: GtkListBox's or GtkFlowBox's GType.
    static func make(subclassOf container: GType) -> UnsafeMutablePointer<GtkWidget> {
        precondition(container == gtk_list_box_get_type() || container == gtk_flow_box_get_type(), "an item box is a list box or a flow box")
        let type = container == gtk_list_box_get_type() ? listBoxType : flowBoxType
        return UnsafeMutablePointer(OpaquePointer(g_object_new_with_properties(type, 0, nil, nil)!))
    }

    private nonisolated static let listBoxType = register(gtk_list_box_get_type(), as: "ReactantListBox") { widgetClass in
        addActivationKeys(to: widgetClass)
    }

    private nonisolated static let flowBoxType = register(gtk_flow_box_get_type(), as: "ReactantFlowBox") { widgetClass in
        addActivationKeys(to: widgetClass)
        widgetClass.pointee.size_allocate = { widget, width, height, baseline in
            guard let box = widget else { return }
            Gtk4ItemBoxTypes.parentClass(of: box).pointee.size_allocate?(box, width, height, baseline)
            // GTK allocates on the main thread; the widget pointer doesn't leave it.
            nonisolated(unsafe) let allocated = box
            MainActor.assumeIsolated {
                GObjectBridge.emit(Gtk4ItemBoxTypes.allocatedSignal, on: UnsafeMutableRawPointer(allocated),
                                   of: GObjectBridge.type(of: allocated), [])
            }
        }
        let noType = GType(1 << 2)  // G_TYPE_NONE
        g_signal_newv(allocatedSignal, widgetClass.withMemoryRebound(to: GTypeClass.self, capacity: 1) { $0.pointee.g_type },
                      G_SIGNAL_RUN_LAST, nil, nil, nil, nil, noType, 0, nil)
    }

    /// Registers a subclass of `parent` (a container of items) named `name` whose focus
    /// function keeps Tab from walking through the items; `customize` adds the rest.
    private nonisolated static func register(_ parent: GType, as name: String,
                                             customize: @escaping (UnsafeMutablePointer<GtkWidgetClass>) -> Void) -> GType {
        var query = GTypeQuery()
        g_type_query(parent, &query)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        // class_init can't capture `customize`: it gets it as its class data, for the one call.
        let box = Unmanaged.passRetained(ClassSetup(customize))
        info.class_data = UnsafeRawPointer(box.toOpaque())
        info.class_init = { klass, data in
            guard let klass, let data else { return }
            let setup = Unmanaged<ClassSetup>.fromOpaque(data).takeRetainedValue()
            let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
            widgetClass.pointee.focus = { widget, direction in
                guard let widget else { return 0 }
                if direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD,
                   let item = gtk_widget_get_focus_child(widget) {
                    // Inside the item, or out of the box: the container around it goes on.
                    return gtk_widget_child_focus(item, direction)
                }
                return Gtk4ItemBoxTypes.parentClass(of: widget).pointee.focus?(widget, direction) ?? 0
            }
            setup.customize(widgetClass)
        }
        return g_type_register_static(parent, name, &info, GTypeFlags(0))
    }

    /// Holds `register`'s customization for GObject's class_init.
    private final class ClassSetup {
        let customize: (UnsafeMutablePointer<GtkWidgetClass>) -> Void
        init(_ customize: @escaping (UnsafeMutablePointer<GtkWidgetClass>) -> Void) { self.customize = customize }
    }

    /// GTK's GtkListBox or GtkFlowBox class, whose functions ours chain to.
    private static func parentClass(of widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidgetClass> {
        let ownClass = g_type_class_peek(GObjectBridge.type(of: widget))
        return g_type_class_peek_parent(ownClass)!.assumingMemoryBound(to: GtkWidgetClass.self)
    }

    /// A list whose lines are our separator headers loses libadwaita's: a boxed list's rows
    /// get a bottom border, except the list's last child, which doubled each line and made a
    /// row's height depend on its place among the children (the recycled rows are measured once).
    @MainActor static func dropAdwaitaRowLines(in list: UnsafeMutablePointer<GtkWidget>) {
        gtk_widget_add_css_class(list, separatedClass)
        guard !rowLinesDropped, let display = gdk_display_get_default() else { return }
        rowLinesDropped = true
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, "list.\(separatedClass) > row { border-bottom-width: 0; }", -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }

    private static let separatedClass = "reactant-separator-headers"
    @MainActor private static var rowLinesDropped = false

    /// Binds Enter and Space (without modifiers) to activating the item that holds the focus,
    /// which selects and reports it. (The containers' activate-cursor-… signals go by GTK 4's
    /// cursor, which a flow box doesn't move when the collection focuses an item from code.)
    private static func addActivationKeys(to widgetClass: UnsafeMutablePointer<GtkWidgetClass>) {
        let keys = [GDK_KEY_Return, GDK_KEY_ISO_Enter, GDK_KEY_KP_Enter, GDK_KEY_space, GDK_KEY_KP_Space]
        for key in keys {
            let activate = gtk_callback_action_new({ box, _, _ in
                guard let box, let item = gtk_widget_get_focus_child(box) else { return 0 }
                return gtk_widget_activate(item)
            }, nil, nil)
            let shortcut = gtk_shortcut_new(gtk_keyval_trigger_new(guint(key), GdkModifierType(0)), activate)
            gtk_widget_class_add_shortcut(widgetClass, shortcut)
            g_object_unref(UnsafeMutableRawPointer(shortcut))
        }
    }
}
#endif // GTK4

#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// The constraint layout on GTK 4: a widget of our own GType (`Gtk4ConstraintBox`) whose
/// measure and size_allocate ask the toolkit's solver (`layoutDelegate`), so GTK 4 lays the
/// children out where their constraints put them. GTK 4 lets a subclass do this directly;
/// GTK 3 needed a C GtkContainer (CConstraintBox).
@MainActor
final class Gtk4ConstraintContainerWrapper: Gtk4WidgetWrapper, NativeConstraintContainer {
    weak var layoutDelegate: (any ConstraintLayoutDelegate)? {
        didSet { setNeedsLayout() }
    }

    init() {
        let box = g_object_new_with_properties(Gtk4ConstraintBox.type, 0, nil, nil)!
        super.init(widget: UnsafeMutablePointer(OpaquePointer(box)), kind: .container)
    }

    override var displayName: String { "constraint box" }

    // MARK: Measuring and allocating (called from the GType's vfuncs; `measurements()` is both GTKs')

    var requestMode: GtkSizeRequestMode {
        guard layoutDelegate != nil,
              childWidgets().contains(where: { Self.wrapper(of: $0)?.hasHeightForWidth == true }) else {
            return GTK_SIZE_REQUEST_CONSTANT_SIZE
        }
        return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH
    }

    /// GTK 4 measures one orientation at a time; a height at a given width is the solver's
    /// height-for-width.
    func measure(_ orientation: GtkOrientation, forSize: Int) -> (minimum: Int, natural: Int) {
        guard let layoutDelegate else { return (0, 0) }
        let children = measurements().measurements
        if orientation == GTK_ORIENTATION_VERTICAL, forSize >= 0, requestMode == GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH {
            return layoutDelegate.preferredHeight(of: children, forWidth: forSize, direction: layoutDirection)
        }
        let (minimum, natural) = layoutDelegate.preferredSize(of: children, direction: layoutDirection)
        return orientation == GTK_ORIENTATION_HORIZONTAL
            ? (minimum.width, natural.width)
            : (minimum.height, natural.height)
    }

    func allocate(width: Int, height: Int) {
        guard let layoutDelegate else { return }
        let measured = measurements()
        let frames = layoutDelegate.frames(of: measured.measurements, in: LayoutSize(width: width, height: height),
                                           direction: layoutDirection)
        for (child, frame) in zip(measured.widgets, frames) where gtk_widget_get_visible(child) != 0 {
            var allocation = GtkAllocation(x: gint(frame.x), y: gint(frame.y),
                                           width: gint(max(frame.width, 0)), height: gint(max(frame.height, 0)))
            gtk_widget_size_allocate(child, &allocation, -1)
        }
    }
}

/// The GType behind `Gtk4ConstraintContainerWrapper`: a GtkWidget subclass registered from
/// Swift, whose class functions forward to the wrapper found on the widget.
enum Gtk4ConstraintBox {
    /// GObject's dispose of GtkWidget, which ours chains to after unparenting the children
    /// (a GTK 4 widget must unparent its children itself).
    nonisolated(unsafe) private static var parentDispose: (@convention(c) (UnsafeMutablePointer<GObject>?) -> Void)?

    nonisolated static let type: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
        info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
        info.class_init = { klass, _ in
            guard let klass else { return }
            let widgetClass = klass.assumingMemoryBound(to: GtkWidgetClass.self)
            parentDispose = g_type_class_peek_parent(klass)?.assumingMemoryBound(to: GObjectClass.self).pointee.dispose
            widgetClass.pointee.parent_class.dispose = { object in
                guard let object else { return }
                let widget: UnsafeMutablePointer<GtkWidget> = Gtk4Object.cast(object)
                while let child = gtk_widget_get_first_child(widget) { gtk_widget_unparent(child) }
                Gtk4ConstraintBox.parentDispose?(object)
            }
            widgetClass.pointee.get_request_mode = { widget in
                // GTK calls these on the main thread; the widget pointer doesn't leave it.
                nonisolated(unsafe) let widget = widget
                return MainActor.assumeIsolated { owner(of: widget)?.requestMode ?? GTK_SIZE_REQUEST_CONSTANT_SIZE }
            }
            widgetClass.pointee.measure = { widget, orientation, forSize, minimum, natural, minimumBaseline, naturalBaseline in
                // GTK measures on the main thread; the pointers don't leave it.
                nonisolated(unsafe) let out = (minimum, natural)
                nonisolated(unsafe) let widget = widget
                let size = MainActor.assumeIsolated { owner(of: widget)?.measure(orientation, forSize: Int(forSize)) ?? (minimum: 0, natural: 0) }
                out.0?.pointee = gint(size.minimum)
                out.1?.pointee = gint(size.natural)
                minimumBaseline?.pointee = -1
                naturalBaseline?.pointee = -1
            }
            widgetClass.pointee.size_allocate = { widget, width, height, _ in
                nonisolated(unsafe) let widget = widget
                MainActor.assumeIsolated { owner(of: widget)?.allocate(width: Int(width), height: Int(height)) }
            }
            gtk_widget_class_set_css_name(widgetClass, "reactant-constraint-box")
        }
        return g_type_register_static(gtk_widget_get_type(), "ReactantConstraintBox", &info, GTypeFlags(0))
    }()

    @MainActor
    private static func owner(of widget: UnsafeMutablePointer<GtkWidget>?) -> Gtk4ConstraintContainerWrapper? {
        Gtk4WidgetWrapper.wrapper(of: widget) as? Gtk4ConstraintContainerWrapper
    }
}
#endif // GTK4

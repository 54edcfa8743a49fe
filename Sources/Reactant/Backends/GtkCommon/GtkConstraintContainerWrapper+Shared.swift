#if GTK3 || GTK4 // both GTK backends (GtkConstraintContainerWrapper names GTK 4's in a GTK 4 build)
import GtkC

/// What the constraint box does alike on GTK 3 (a C GtkContainer, CConstraintBox) and GTK 4
/// (a GtkWidget subclass, Gtk4ConstraintBox): its direction, children, relayout and the
/// children's sizes the solver takes. Measuring and allocating are each version's own.
extension GtkConstraintContainerWrapper {
    var containerLayout: ContainerLayout { .constraints }

    var layoutDirection: LayoutDirection {
        get { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight }
        set {
            gtk_widget_set_direction(widget, newValue == .rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
            setNeedsLayout()
        }
    }

    /// Every child with a wrapper, with GTK's sizes for it, in the order they were added, and
    /// its widget. (Two arrays built in one loop: copying a measurement retains its wrapper,
    /// whose retains are slow, as wrappers are weakly referenced.)
    func measurements() -> (widgets: [UnsafeMutablePointer<GtkWidget>], measurements: [ChildMeasurement]) {
        let children = childWidgets()
        var widgets: [UnsafeMutablePointer<GtkWidget>] = [], measurements: [ChildMeasurement] = []
        widgets.reserveCapacity(children.count)
        measurements.reserveCapacity(children.count)
        for child in children {
            guard let wrapper = Self.wrapper(of: child) else { continue }
            let size = wrapper.preferredSize
            widgets.append(child)
            measurements.append(ChildMeasurement(widget: wrapper, minimum: size.minimum, natural: size.natural))
        }
        return (widgets, measurements)
    }

    func setNeedsLayout() {
        gtk_widget_queue_resize(widget)
    }

    func append(_ child: any NativeWidget) {
        guard let child = adoptable(child) else { return }
        #if GTK4
        hold(child) { gtk_widget_set_parent($0, widget) }
        #else
        hold(child) { gtk_container_add(GObjectBridge.cast(widget), $0) }
        #endif
    }

    /// Takes out a direct child; any other widget changes nothing (GTK would warn).
    func remove(_ child: any NativeWidget) { removeChild(child) }

    func setGridCell(_ cell: GridCell, for child: any NativeWidget) {}
    func gridCell(of child: any NativeWidget) -> GridCell? { nil }
}
#endif

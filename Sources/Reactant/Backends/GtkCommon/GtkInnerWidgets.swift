#if GTK3 || GTK4 // both GTK backends: GTK 3 lists a widget's children its way, GTK 4 its own
import GtkC

/// The widgets inside a GTK widget, those GTK made itself included (a combo box's button, a
/// stack switcher's buttons, an info bar's close button): on GTK 3 `gtk_container_forall`
/// reaches those internal children, which `gtk_container_get_children` leaves out; GTK 4's
/// child list has them all. (Package-wide for the contrast checks of ReactantTesting.)
@MainActor
package enum GtkInnerWidgets {
#if GTK4
    package static func all(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var children: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(current)
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }
#else
    private final class Collector {
        var widgets: [UnsafeMutablePointer<GtkWidget>] = []
    }

    package static func all(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        guard GObjectBridge.isInstance(widget, of: gtk_container_get_type()) else { return [] }
        let collector = Collector()
        let callback: GtkCallback = { child, data in
            guard let child, let data else { return }
            Unmanaged<Collector>.fromOpaque(data).takeUnretainedValue().widgets.append(child)
        }
        withExtendedLifetime(collector) {
            gtk_container_forall(GObjectBridge.cast(widget), callback, Unmanaged.passUnretained(collector).toOpaque())
        }
        return collector.widgets
    }
#endif

    /// Every widget at any depth inside `widget`, each before the widgets inside it.
    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        all(of: widget).flatMap { [$0] + descendants(of: $0) }
    }

    /// The first of `descendants(of: widget)` that `matches`, found without listing the rest.
    static func first(in widget: UnsafeMutablePointer<GtkWidget>,
                      where matches: (UnsafeMutablePointer<GtkWidget>) -> Bool) -> UnsafeMutablePointer<GtkWidget>? {
        for child in all(of: widget) {
            if matches(child) { return child }
            if let found = first(in: child, where: matches) { return found }
        }
        return nil
    }

    /// Every widget of `type` at any depth inside `widget`, in depth-first order; the widgets
    /// inside one of them are not searched (a popover menu's item buttons, not their labels).
    static func outermost(of type: GType, in widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        all(of: widget).flatMap { GObjectBridge.isInstance($0, of: type) ? [$0] : outermost(of: type, in: $0) }
    }

    /// The first widget at any depth inside `widget` that is of `type`.
    static func first(of type: GType, in widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        first(in: widget) { GObjectBridge.isInstance($0, of: type) }
    }
}
#endif

#if GTK3 || GTK4 // both GTK backends: the walk is the same; each check reads a widget's CSS node its own way
import GtkC

/// A widget's place as CSS selectors, from its window down: `window headerbar label.title`.
@MainActor
enum SelectorPath {
    /// `name` and `classes` read one widget's CSS node (GTK 3 through its style context,
    /// GTK 4 from the widget); the classes are sorted so the path is the same every run.
    static func of(_ widget: UnsafeMutablePointer<GtkWidget>,
                   name: (UnsafeMutablePointer<GtkWidget>) -> String,
                   classes: (UnsafeMutablePointer<GtkWidget>) -> [String]) -> String {
        var names: [String] = []
        var current: UnsafeMutablePointer<GtkWidget>? = widget
        while let node = current {
            names.append(name(node) + classes(node).sorted().map { "." + $0 }.joined())
            current = gtk_widget_get_parent(node)
        }
        return names.reversed().joined(separator: " ")
    }
}
#endif

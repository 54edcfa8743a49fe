#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkSeparator.
@MainActor
final class GtkSeparatorWrapper: GtkWidgetWrapper, GtkOrientableWrapper, NativeSeparator {
    init(vertical: Bool) {
        super.init(widget: gtk_separator_new(GtkOrientation(vertical: vertical)), kind: .separator)
    }
}

extension GtkBackend {
    public func makeSeparator(vertical: Bool) -> any NativeSeparator { GtkSeparatorWrapper(vertical: vertical) }
}
#endif // GTK3 || GTK4

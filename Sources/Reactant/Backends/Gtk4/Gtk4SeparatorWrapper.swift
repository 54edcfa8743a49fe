#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkSeparator.
@MainActor
final class Gtk4SeparatorWrapper: Gtk4WidgetWrapper, NativeSeparator {
    let isVertical: Bool

    init(vertical: Bool) {
        isVertical = vertical
        super.init(widget: gtk_separator_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL), kind: .separator)
    }
}
#endif // GTK4

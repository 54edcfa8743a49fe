#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkSeparator.
@MainActor
final class GtkSeparatorWrapper: GtkWidgetWrapper, NativeSeparator {
    let isVertical: Bool

    init(vertical: Bool) {
        isVertical = vertical
        super.init(widget: gtk_separator_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL), kind: .separator)
    }
}
#endif // GTK3

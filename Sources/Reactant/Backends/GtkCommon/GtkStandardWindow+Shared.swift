#if GTK3 || GTK4 // both GTK backends (GtkStandardWindow names GTK 4's in a GTK 4 build)
import GtkC

/// What a standard window (GTK 3's GtkAboutDialog or GtkShortcutsWindow, GTK 4's
/// AdwAboutWindow or GtkShortcutsWindow) answers alike on both versions.
extension GtkStandardWindow {
    var title: String { GObjectBridge.string(gtk_window_get_title(GObjectBridge.cast(window))) ?? "" }
    var isShown: Bool { gtk_widget_get_visible(window) != 0 }
    var isModal: Bool { gtk_window_get_modal(GObjectBridge.cast(window)) != 0 }
    var shownTexts: [String] { readTexts(window) }

    /// Hides it (gtk_widget_set_visible(FALSE), which is GTK 3's gtk_widget_hide): the app
    /// can show the same window again.
    func close() { gtk_widget_set_visible(window, 0) }
}
#endif

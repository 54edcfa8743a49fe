#if GTK3 || GTK4 // both GTK backends (GtkBackend and GtkWindowWrapper name GTK 4's in a GTK 4 build)
import GtkC

/// The backend's name and the windows it keeps on screen, alike on GTK 3 and GTK 4.
extension GtkBackend {
    /// "gtk" on GTK 4 too: tests and apps ask for "the GTK backend" by that name.
    public var name: String { "gtk" }

    /// The windows on screen now, in the order they were shown (as `HeadlessBackend` has it).
    public var shownWindows: [any NativeWindow] { windowsOnScreen }

    func windowDidShow(_ window: GtkWindowWrapper) {
        guard !windowsOnScreen.contains(where: { $0 === window }) else { return }
        windowsOnScreen.append(window)
        GtkStartupProbe.watch(window)
    }

    func windowDidHide(_ window: GtkWindowWrapper) {
        windowsOnScreen.removeAll { $0 === window }
    }
}
#endif

#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4
import FoundationEssentials

/// GTK 4's side of the file chooser (GtkCommon/GtkFileChooser.swift): folders as GFiles, the
/// chosen files as a GListModel, and a person's choice made in GTK 4's GtkFileChooserDialog.
extension GtkFileChooser {
    static func setCurrentFolder(of chooser: OpaquePointer, to path: String) {
        let file = g_file_new_for_path(path)
        _ = gtk_file_chooser_set_current_folder(chooser, file, nil)
        g_object_unref(UnsafeMutableRawPointer(file))
    }

    /// gtk_file_chooser_get_files (a GListModel of GFile): local files as file URLs, others
    /// by their URI.
    static func chosenURLs(of chooser: OpaquePointer) -> [URL] {
        guard let files = gtk_file_chooser_get_files(chooser) else { return [] }
        defer { g_object_unref(UnsafeMutableRawPointer(files)) }
        var urls: [URL] = []
        for index in 0..<g_list_model_get_n_items(files) {
            guard let item = g_list_model_get_item(files, index) else { continue }
            let file = OpaquePointer(item)
            if let path = GObjectBridge.takeString(g_file_get_path(file)) {
                urls.append(URL(fileURLWithPath: path))
            } else if let uri = GObjectBridge.takeString(g_file_get_uri(file)), let url = URL(string: uri) {
                urls.append(url)
            }
            g_object_unref(item)
        }
        return urls
    }

    static func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
        guard let toplevels = gtk_window_get_toplevels() else { return [] }
        return (0..<g_list_model_get_n_items(toplevels)).compactMap { index in
            guard let item = g_list_model_get_item(toplevels, index) else { return nil }
            g_object_unref(item)  // the list keeps the window
            return item.assumingMemoryBound(to: GtkWidget.self)
        }
    }

    /// The dialog's button activated, as a person's Enter on it.
    static func press(_ button: UnsafeMutablePointer<GtkWidget>) {
        _ = gtk_widget_activate(button)
    }

    /// GTK 4's dialog selects from code one file at a time (gtk_file_chooser_set_file); a
    /// choice of several files is refused with an error saying so.
    func simulateChoice(_ urls: [URL]) throws {
        guard isShown, let dialog = shownDialog else {
            throw FileChooserError.failed("no file chooser dialog of GTK's is on screen (a portal's can't be driven)")
        }
        guard urls.count == 1, let url = urls.first else {
            throw FileChooserError.failed("GTK 4's file chooser dialog can be given one file from code, not \(urls.count)")
        }
        let target = OpaquePointer(dialog)
        let file = g_file_new_for_path(url.path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        // The dialog loads the folder before it can select in it, and a selection asked for
        // meanwhile may be dropped: ask again until it holds (at most 5 s).
        let deadline = g_get_monotonic_time() + 5_000_000
        var nextTry = g_get_monotonic_time()
        while Self.chosenURLs(of: target).map(\.path) != [url.path], g_get_monotonic_time() < deadline {
            if g_get_monotonic_time() >= nextTry {
                nextTry = g_get_monotonic_time() + 50_000
                _ = gtk_file_chooser_set_file(target, file, nil)
            }
            if g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) } else { g_usleep(2_000) }
        }
        guard Self.chosenURLs(of: target).map(\.path) == [url.path] else {
            throw FileChooserError.failed("GTK's dialog did not select \(url.path) (it has \(Self.chosenURLs(of: target).map(\.path)))")
        }
        try acceptAndAwaitTheAnswer(in: dialog)
    }
}
#endif // GTK4

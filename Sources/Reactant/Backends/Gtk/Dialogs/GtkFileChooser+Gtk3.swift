#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk
import FoundationEssentials

/// GTK 3's side of the file chooser (GtkCommon/GtkFileChooser.swift): folders by path, the
/// chosen files as a GSList, and a person's choice made in GTK 3's GtkFileChooserDialog.
extension GtkFileChooser {
    static func setCurrentFolder(of chooser: OpaquePointer, to path: String) {
        gtk_file_chooser_set_current_folder(chooser, path)
    }

    /// gtk_file_chooser_get_files: local files as file URLs, others by their URI.
    static func chosenURLs(of chooser: OpaquePointer) -> [URL] {
        var urls: [URL] = []
        var node = gtk_file_chooser_get_files(chooser)
        let list = node
        while let current = node {
            let file = OpaquePointer(current.pointee.data)
            if let path = g_file_get_path(file) {
                urls.append(URL(fileURLWithPath: String(cString: path)))
                g_free(path)
            } else if let uri = g_file_get_uri(file) {
                if let url = URL(string: String(cString: uri)) { urls.append(url) }
                g_free(uri)
            }
            node = current.pointee.next
        }
        g_slist_free_full(list) { g_object_unref($0) }
        return urls
    }

    static func toplevels() -> [UnsafeMutablePointer<GtkWidget>] {
        GObjectBridge.takeWidgetList(gtk_window_list_toplevels())
    }

    /// A click on one of the dialog's buttons, as a person's.
    static func press(_ button: UnsafeMutablePointer<GtkWidget>) {
        gtk_button_clicked(GObjectBridge.cast(button))
    }

    func simulateChoice(_ urls: [URL]) throws {
        guard isShown, let dialog = shownDialog else {
            throw FileChooserError.failed("no file chooser dialog of GTK's is on screen (a portal's can't be driven)")
        }
        let target = OpaquePointer(dialog)
        let paths = urls.map(\.path)
        // As a person: go to the folder, then pick there.
        if let folder = urls.first?.deletingLastPathComponent().path {
            Self.setCurrentFolder(of: target, to: folder)
        }
        if case .open = request.mode { gtk_file_chooser_unselect_all(target) }
        // The dialog loads the folder before it can select in it, and a selection asked for
        // meanwhile may be dropped: ask again until it holds (at most 5 s).
        let deadline = g_get_monotonic_time() + 5_000_000
        var nextTry = g_get_monotonic_time()
        while Set(selectedPaths(of: target)) != Set(paths), g_get_monotonic_time() < deadline {
            if g_get_monotonic_time() >= nextTry {
                nextTry = g_get_monotonic_time() + 50_000
                switch request.mode {
                case .open, .selectFolder:
                    // The list selects its first row when the folder loads: not the person's.
                    for extra in Set(selectedPaths(of: target)).subtracting(paths) {
                        gtk_file_chooser_unselect_filename(target, extra)
                    }
                    let selected = Set(selectedPaths(of: target))
                    if selected.isEmpty {
                        gtk_file_chooser_select_filename(target, paths[0])
                    } else if paths.count > 1 {
                        // GTK's select_file moves the cursor, which drops the rest of the
                        // selection; a person adds files with Ctrl+click, which is adding
                        // their rows to the file list's selection.
                        addToFileListSelection(in: dialog, paths: Set(paths).subtracting(selected))
                    } else {
                        gtk_file_chooser_select_filename(target, paths[0])
                    }
                case .save:
                    if let name = urls.first?.lastPathComponent { gtk_file_chooser_set_current_name(target, name) }
                }
            }
            if gtk_events_pending() != 0 { gtk_main_iteration_do(0) } else { g_usleep(2_000) }
        }
        guard Set(selectedPaths(of: target)) == Set(paths) else {
            throw FileChooserError.failed("GTK's dialog did not select \(paths) (it has \(selectedPaths(of: target)))")
        }
        try acceptAndAwaitTheAnswer(in: dialog)
    }

    /// Selects the rows of `paths` in the dialog's file list (the GtkTreeView that allows a
    /// multiple selection; one column of its model holds the row's GFile).
    private func addToFileListSelection(in dialog: UnsafeMutablePointer<GtkWidget>, paths: Set<String>) {
        guard let list = Self.fileList(in: dialog), let model = gtk_tree_view_get_model(GObjectBridge.cast(list)) else { return }
        let selection = gtk_tree_view_get_selection(GObjectBridge.cast(list))
        guard let fileColumn = (0..<gtk_tree_model_get_n_columns(model))
            .first(where: { gtk_tree_model_get_column_type(model, $0) == g_file_get_type() }) else { return }
        var iter = GtkTreeIter()
        var more = gtk_tree_model_get_iter_first(model, &iter) != 0
        while more {
            var value = GValue()
            gtk_tree_model_get_value(model, &iter, fileColumn, &value)
            if let object = g_value_get_object(&value), let path = g_file_get_path(OpaquePointer(object)) {
                if paths.contains(String(cString: path)) { gtk_tree_selection_select_iter(selection, &iter) }
                g_free(path)
            }
            g_value_unset(&value)
            more = gtk_tree_model_iter_next(model, &iter) != 0
        }
    }

    /// The tree view that allows a multiple selection, found among the dialog's internal children.
    private static func fileList(in dialog: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        GtkInnerWidgets.first(in: dialog) { widget in
            GObjectBridge.isInstance(widget, of: gtk_tree_view_get_type())
                && gtk_tree_selection_get_mode(gtk_tree_view_get_selection(GObjectBridge.cast(widget))) == GTK_SELECTION_MULTIPLE
        }
    }

    private func selectedPaths(of chooser: OpaquePointer) -> [String] {
        var paths: [String] = []
        var node = gtk_file_chooser_get_filenames(chooser)
        let list = node
        while let current = node {
            if let path = current.pointee.data { paths.append(String(cString: path.assumingMemoryBound(to: CChar.self))) }
            node = current.pointee.next
        }
        g_slist_free_full(list, g_free)
        return paths
    }
}
#endif // GTK3

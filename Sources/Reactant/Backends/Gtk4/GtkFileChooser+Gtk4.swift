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

    /// Destroys the GtkFileChooserNative `native` (and lets it go) once its dialog shows a
    /// folder, or after 5 s. GTK 4.8's dialog loads a folder asynchronously, and destroying it
    /// meanwhile cancels the load, which GTK takes for a folder it can't read: it shows a
    /// modal "The folder contents could not be displayed" dialog with no parent, which stays
    /// up, and whose GTK grab then takes every key a person presses in the app's other
    /// windows. A chooser answered before its folder is in (its window closed at once, a
    /// quick cancel) would do that; waiting lets the load end first.
    static func destroyOnceItShowsAFolder(_ native: OpaquePointer, until deadline: gint64 = g_get_monotonic_time() + 5_000_000) {
        let folder = gtk_file_chooser_get_current_folder(native)
        if let folder { g_object_unref(UnsafeMutableRawPointer(folder)) }
        guard folder != nil || g_get_monotonic_time() >= deadline else {
            _ = GtkTimeout.schedule(after: 0.05) { destroyOnceItShowsAFolder(native, until: deadline) }
            return
        }
        gtk_native_dialog_destroy(UnsafeMutablePointer(native))
        g_object_unref(UnsafeMutableRawPointer(native))
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

    /// A click on one of the dialog's buttons, as a person's: "clicked" at once, as GTK 3's
    /// gtk_button_clicked (gtk_widget_activate would emit it only after its 250 ms press
    /// timeout, so a cancel's answer came after the test had looked for it).
    static func press(_ button: UnsafeMutablePointer<GtkWidget>) {
        Gtk4PointerPath.activate(button)
    }

    /// As a person: go to the folder, then pick there. Opening and choosing a folder select
    /// the files' rows in the dialog's file list (a click, then Ctrl+clicks for more: what
    /// gtk_file_chooser_set_file can't do, it selects one file); saving types the name.
    func simulateChoice(_ urls: [URL]) throws {
        guard isShown, let dialog = shownDialog else {
            throw FileChooserError.failed("no file chooser dialog of GTK's is on screen (a portal's can't be driven)")
        }
        let target = OpaquePointer(dialog)
        let paths = Set(urls.map(\.path))
        let folder = urls.first?.deletingLastPathComponent().path
        // GTK 4.8's dialog changes folder asynchronously, and a change asked for while one is
        // under way cancels it, which its callback takes for a missing folder: it goes to the
        // parent instead. So the folder is asked for only once the dialog shows one (the
        // chooser's own, after at most 1 s), and again each second until it is there; its
        // rows are selected (or the name typed) only in that folder.
        let start = g_get_monotonic_time()
        let deadline = start + 5_000_000
        var nextTry = start, nextFolderChange = start
        while Set(Self.chosenURLs(of: target).map(\.path)) != paths, g_get_monotonic_time() < deadline {
            let now = g_get_monotonic_time()
            if now >= nextTry {
                nextTry = now + 50_000
                let shown = Self.currentFolder(of: target)
                if let folder, shown != folder {
                    if now >= nextFolderChange, shown != nil || now >= start + 1_000_000 {
                        nextFolderChange = now + 1_000_000
                        Self.setCurrentFolder(of: target, to: folder)
                    }
                } else {
                    switch request.mode {
                    case .open, .selectFolder:
                        Self.selectRows(of: paths, in: dialog)
                    case .save:
                        if let name = urls.first?.lastPathComponent { gtk_file_chooser_set_current_name(target, name) }
                    }
                }
            }
            if g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) } else { g_usleep(2_000) }
        }
        let chosen = Self.chosenURLs(of: target).map(\.path)
        guard Set(chosen) == paths else {
            throw FileChooserError.failed("GTK's dialog did not select \(urls.map(\.path)) (it has \(chosen))")
        }
        try acceptAndAwaitTheAnswer(in: dialog)
    }

    /// The folder the dialog shows, nil while it has none yet.
    private static func currentFolder(of chooser: OpaquePointer) -> String? {
        guard let file = gtk_file_chooser_get_current_folder(chooser) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        return GObjectBridge.takeString(g_file_get_path(file))
    }

    /// Selects exactly the rows of `paths` in the dialog's file list: GTK 4.8's GtkTreeView
    /// (a GFile column in its model), or the GtkColumnView of later GTK 4 (GFileInfo items
    /// holding their GFile as "standard::file").
    private static func selectRows(of paths: Set<String>, in dialog: UnsafeMutablePointer<GtkWidget>) {
        if let list = GtkInnerWidgets.first(of: gtk_tree_view_get_type(), in: dialog),
           let model = gtk_tree_view_get_model(GObjectBridge.cast(list)),
           let fileColumn = (0..<gtk_tree_model_get_n_columns(model))
               .first(where: { gtk_tree_model_get_column_type(model, $0) == g_file_get_type() }) {
            let selection = gtk_tree_view_get_selection(GObjectBridge.cast(list))
            var iter = GtkTreeIter()
            var more = gtk_tree_model_get_iter_first(model, &iter) != 0
            var unwanted: [GtkTreeIter] = []
            while more {
                var value = GValue()
                gtk_tree_model_get_value(model, &iter, fileColumn, &value)
                let path = g_value_get_object(&value).flatMap { GObjectBridge.takeString(g_file_get_path(OpaquePointer($0))) }
                g_value_unset(&value)
                if let path, paths.contains(path) {
                    gtk_tree_selection_select_iter(selection, &iter)
                } else {
                    unwanted.append(iter)
                }
                more = gtk_tree_model_iter_next(model, &iter) != 0
            }
            // Unselected after the wanted rows are in: a single-choice list keeps one row.
            for var row in unwanted where gtk_tree_selection_iter_is_selected(selection, &row) != 0 {
                gtk_tree_selection_unselect_iter(selection, &row)
            }
        } else if let list = GtkInnerWidgets.first(of: gtk_column_view_get_type(), in: dialog),
                  let model = gtk_column_view_get_model(OpaquePointer(list)) {
            let items = OpaquePointer(UnsafeMutableRawPointer(model))
            for index in 0..<g_list_model_get_n_items(items) {
                guard let item = g_list_model_get_item(items, index) else { continue }
                let file = g_file_info_get_attribute_object(OpaquePointer(item), "standard::file")
                let path = file.flatMap { GObjectBridge.takeString(g_file_get_path(OpaquePointer($0))) }
                g_object_unref(item)
                if let path, paths.contains(path) {
                    _ = gtk_selection_model_select_item(model, index, 0)
                } else if gtk_selection_model_is_selected(model, index) != 0 {
                    _ = gtk_selection_model_unselect_item(model, index)
                }
            }
        }
    }
}
#endif // GTK4

#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4
import FoundationEssentials

/// A GtkFileChooserNative: the desktop portal's chooser when GTK uses the portal (a Flatpak
/// sandbox, `GTK_USE_PORTAL=1`), otherwise GTK's GtkFileChooserDialog, which the native
/// object makes and shows itself. The wrapper answers once, from the "response" signal, and
/// lets the object go then.
@MainActor
final class Gtk4FileChooser: NativeFileChooser {
    let request: FileChooserRequest
    weak var parent: (any NativeWindow)?
    private(set) var isShown = false
    /// GtkFileChooserNative* (a GtkNativeDialog and a GtkFileChooser).
    private let native: OpaquePointer
    private var responseHandler: UInt = 0
    private var completion: (@MainActor (FileChooserOutcome) -> Void)?
    private let onEnd: @MainActor (Gtk4FileChooser) -> Void

    init(request: FileChooserRequest, parent: Gtk4WindowWrapper?,
         completion: @escaping @MainActor (FileChooserOutcome) -> Void,
         onEnd: @escaping @MainActor (Gtk4FileChooser) -> Void) {
        self.request = request
        self.parent = parent
        self.completion = completion
        self.onEnd = onEnd
        let action: GtkFileChooserAction = switch request.mode {
        case .open: GTK_FILE_CHOOSER_ACTION_OPEN
        case .save: GTK_FILE_CHOOSER_ACTION_SAVE
        case .selectFolder: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER
        }
        native = gtk_file_chooser_native_new(request.title, parent.map { GObjectBridge.cast($0.widget) },
                                             action, request.acceptLabel, nil)
        let chooser = self.chooser
        switch request.mode {
        case .open(let multiple):
            gtk_file_chooser_set_select_multiple(chooser, GObjectBridge.gbool(multiple))
        case .save(let suggestedName):
            // GTK 4's save dialog always asks before replacing a file.
            if let suggestedName { gtk_file_chooser_set_current_name(chooser, suggestedName) }
        case .selectFolder:
            break
        }
        if let folder = request.folder {
            let file = g_file_new_for_path(folder.path)
            _ = gtk_file_chooser_set_current_folder(chooser, file, nil)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        for filter in request.filters {
            let gtkFilter = gtk_file_filter_new()
            gtk_file_filter_set_name(gtkFilter, filter.name)
            for pattern in filter.patterns { gtk_file_filter_add_pattern(gtkFilter, pattern) }
            for mimeType in filter.mimeTypes { gtk_file_filter_add_mime_type(gtkFilter, mimeType) }
            gtk_file_chooser_add_filter(chooser, gtkFilter)  // takes its own reference
            g_object_unref(UnsafeMutableRawPointer(gtkFilter))
        }
        gtk_native_dialog_set_modal(dialog, 1)
        responseHandler = GtkSignalHandler.connect(UnsafeMutableRawPointer(native), "response", shape: .oneArgument) {
            [weak self] argument in
            // The gint response id arrives in the argument's register.
            self?.respond(Int32(truncatingIfNeeded: Int(bitPattern: argument)))
            return false
        }
    }

    isolated deinit {
        if g_signal_handler_is_connected(UnsafeMutableRawPointer(native), responseHandler) != 0 {
            g_signal_handler_disconnect(UnsafeMutableRawPointer(native), responseHandler)
        }
        // The shell lets the chooser go from "response", which GtkFileChooserNative emits from
        // inside its dialog's own "response" handler: destroyed at idle, once GTK is done.
        let native = native
        GtkIdleWork.schedule {
            gtk_native_dialog_destroy(UnsafeMutablePointer(native))
            g_object_unref(UnsafeMutableRawPointer(native))
        }
    }

    private var chooser: OpaquePointer { native }
    private var dialog: UnsafeMutablePointer<GtkNativeDialog> { UnsafeMutablePointer(native) }

    func show() {
        isShown = true
        gtk_native_dialog_show(dialog)
    }

    private func respond(_ response: Int32) {
        guard isShown else { return }
        let outcome: FileChooserOutcome = response == GTK_RESPONSE_ACCEPT.rawValue ? .chosen(Self.urls(of: chooser)) : .cancelled
        isShown = false
        onEnd(self)
        let completion = completion
        self.completion = nil
        completion?(outcome)
    }

    /// gtk_file_chooser_get_files (a GListModel of GFile): local files as file URLs, others
    /// by their URI.
    private static func urls(of chooser: OpaquePointer) -> [URL] {
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

    // MARK: A person's choice, for tests

    /// The GtkFileChooserDialog GTK shows for this chooser (it has no accessor: it is the
    /// visible one among the toplevels with the request's title).
    private var shownDialog: UnsafeMutablePointer<GtkWidget>? {
        guard let toplevels = gtk_window_get_toplevels() else { return nil }
        for index in 0..<g_list_model_get_n_items(toplevels) {
            guard let item = g_list_model_get_item(toplevels, index) else { continue }
            g_object_unref(item)  // the list keeps the window
            let widget = item.assumingMemoryBound(to: GtkWidget.self)
            if GObjectBridge.isInstance(widget, of: gtk_file_chooser_dialog_get_type()), gtk_widget_get_visible(widget) != 0,
               GObjectBridge.string(gtk_window_get_title(GObjectBridge.cast(widget))) == request.title {
                return widget
            }
        }
        return nil
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
        while Self.urls(of: target).map(\.path) != [url.path], g_get_monotonic_time() < deadline {
            if g_get_monotonic_time() >= nextTry {
                nextTry = g_get_monotonic_time() + 50_000
                _ = gtk_file_chooser_set_file(target, file, nil)
            }
            if g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) } else { g_usleep(2_000) }
        }
        guard Self.urls(of: target).map(\.path) == [url.path] else {
            throw FileChooserError.failed("GTK's dialog did not select \(url.path) (it has \(Self.urls(of: target).map(\.path)))")
        }
        guard let accept = gtk_dialog_get_widget_for_response(GObjectBridge.cast(dialog), GTK_RESPONSE_ACCEPT.rawValue) else {
            throw FileChooserError.failed("GTK's dialog has no accept button")
        }
        _ = gtk_widget_activate(accept)
        // Saving checks the file first (asynchronously, to ask before replacing): the answer
        // comes a little later.
        let answerDeadline = g_get_monotonic_time() + 5_000_000
        while isShown, g_get_monotonic_time() < answerDeadline {
            if g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) } else { g_usleep(2_000) }
        }
        if isShown { throw FileChooserError.failed("GTK's dialog did not answer after its accept button was activated") }
    }

    func simulateCancel() {
        guard isShown else { return }
        if let dialog = shownDialog,
           let cancel = gtk_dialog_get_widget_for_response(GObjectBridge.cast(dialog), GTK_RESPONSE_CANCEL.rawValue) {
            _ = gtk_widget_activate(cancel)
        } else {
            cancel()
        }
    }

    func cancel() {
        guard isShown else { return }
        gtk_native_dialog_hide(dialog)
        respond(GTK_RESPONSE_CANCEL.rawValue)
    }
}
#endif // GTK4

#if GTK3 || GTK4 // both GTK backends: GtkFileChooserNative; the backends' parts are in GtkFileChooser+Gtk3/+Gtk4
import GtkC
import FoundationEssentials

/// A GtkFileChooserNative: the desktop portal's chooser when GTK uses the portal (a Flatpak
/// sandbox, `GTK_USE_PORTAL=1`), otherwise GTK's GtkFileChooserDialog, which the native
/// object makes and shows itself. The wrapper answers once, from the "response" signal, and
/// lets the object go then. What differs between GTK 3 and GTK 4 (folders as paths or GFiles,
/// the chosen files as a GSList or a GListModel, the dialog a test drives) is in the
/// backends' extensions: GtkFileChooser+Gtk3, GtkFileChooser+Gtk4.
@MainActor
final class GtkFileChooser: NativeFileChooser {
    let request: FileChooserRequest
    weak var parent: (any NativeWindow)?
    private(set) var isShown = false
    /// GtkFileChooserNative* (a GtkNativeDialog and a GtkFileChooser).
    private let native: OpaquePointer
    private var responseHandler: UInt = 0
    private let ending: FileChooserEnding<GtkFileChooser>

    init(request: FileChooserRequest, parent: GtkWindowWrapper?,
         completion: @escaping @MainActor (FileChooserOutcome) -> Void,
         onEnd: @escaping @MainActor (GtkFileChooser) -> Void) {
        self.request = request
        self.parent = parent
        ending = FileChooserEnding(completion: completion, onEnd: onEnd)
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
            #if GTK3
            gtk_file_chooser_set_do_overwrite_confirmation(chooser, 1)  // GTK 4's save dialog always asks
            #endif
            if let suggestedName { gtk_file_chooser_set_current_name(chooser, suggestedName) }
        case .selectFolder:
            break
        }
        if let folder = request.folder { Self.setCurrentFolder(of: chooser, to: folder.path) }
        for filter in request.filters {
            let gtkFilter = gtk_file_filter_new()
            gtk_file_filter_set_name(gtkFilter, filter.name)
            for pattern in filter.patterns { gtk_file_filter_add_pattern(gtkFilter, pattern) }
            for mimeType in filter.mimeTypes { gtk_file_filter_add_mime_type(gtkFilter, mimeType) }
            // GTK 3's chooser takes the filter's floating reference; GTK 4's filters aren't
            // floating, and the chooser takes a reference of its own.
            gtk_file_chooser_add_filter(chooser, gtkFilter)
            #if GTK4
            g_object_unref(UnsafeMutableRawPointer(gtkFilter))
            #endif
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
        // inside its dialog's own "response" handler: destroyed at idle, once GTK is done
        // (GTK 4's once its dialog is done loading a folder: see destroyOnceItShowsAFolder).
        let native = native
        GtkIdleWork.schedule {
            #if GTK4
            Self.destroyOnceItShowsAFolder(native)
            #else
            gtk_native_dialog_destroy(UnsafeMutablePointer(native))
            g_object_unref(UnsafeMutableRawPointer(native))
            #endif
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
        let outcome: FileChooserOutcome = response == GTK_RESPONSE_ACCEPT.rawValue ? .chosen(Self.chosenURLs(of: chooser)) : .cancelled
        isShown = false
        ending.end(self, with: outcome)
    }

    func cancel() {
        guard isShown else { return }
        gtk_native_dialog_hide(dialog)
        respond(GTK_RESPONSE_CANCEL.rawValue)
    }

    // MARK: A person's choice, for tests (simulateChoice is the backends')

    /// The GtkFileChooserDialog GTK shows for this chooser (it has no accessor: it is the
    /// visible one among the toplevels with the request's title).
    var shownDialog: UnsafeMutablePointer<GtkWidget>? {
        Self.toplevels().first { widget in
            GObjectBridge.isInstance(widget, of: gtk_file_chooser_dialog_get_type()) && gtk_widget_get_visible(widget) != 0
                && GObjectBridge.string(gtk_window_get_title(GObjectBridge.cast(widget))) == request.title
        }
    }

    /// The end of a person's choice: the dialog's accept button pressed, then the answer
    /// awaited (at most 5 s). Saving checks the file first (asynchronously, to ask before
    /// replacing), so the answer comes a little later.
    func acceptAndAwaitTheAnswer(in dialog: UnsafeMutablePointer<GtkWidget>) throws {
        guard let accept = gtk_dialog_get_widget_for_response(GObjectBridge.cast(dialog), GTK_RESPONSE_ACCEPT.rawValue) else {
            throw FileChooserError.failed("GTK's dialog has no accept button")
        }
        Self.press(accept)
        let answerDeadline = g_get_monotonic_time() + 5_000_000
        while isShown, g_get_monotonic_time() < answerDeadline {
            // What gtk_events_pending and gtk_main_iteration_do(FALSE) do in GTK 3.
            if g_main_context_pending(nil) != 0 { g_main_context_iteration(nil, 0) } else { g_usleep(2_000) }
        }
        if isShown { throw FileChooserError.failed("GTK's dialog did not answer after its accept button was pressed") }
    }

    func simulateCancel() {
        guard isShown else { return }
        if let dialog = shownDialog,
           let cancel = gtk_dialog_get_widget_for_response(GObjectBridge.cast(dialog), GTK_RESPONSE_CANCEL.rawValue) {
            Self.press(cancel)
        } else {
            cancel()
        }
    }
}
#endif // GTK3 || GTK4

import FoundationEssentials

/// GNOME's file chooser for opening files, saving one, or picking a folder: GTK's
/// GtkFileChooserNative, which a desktop portal serves in a sandbox (Flatpak) and GTK's own
/// dialog serves otherwise. The answer comes later, on the main loop:
///
///     FileChooser.open(filters: [FileFilter(name: tr("Text"), patterns: ["*.txt"], mimeTypes: ["text/plain"])],
///                      allowsMultiple: true, from: window) { result in
///         switch result {
///         case .success(let urls) where urls.isEmpty: break        // cancelled
///         case .success(let urls): self.load(urls)
///         case .failure(let error): self.show(error)               // no display, no portal, …
///         }
///     }
///
/// Cancelling is a normal answer (no files, or nil), not an error. A failure is always an
/// answer too, never a wait: no display, a needed portal that isn't on the session bus, or
/// a window that already shows a chooser (one at a time per window).
///
/// Tests drive the chooser as a person would: `Interact.chooseFiles(_:)` and
/// `Interact.cancelFileChooser()`, and read what was asked in `Interact.shownFileChooser`.
/// Headless, the chooser is a stand-in that only waits for them.
@MainActor
public enum FileChooser {
    /// Asks for existing files (one, or several when `allowsMultiple`); `[]` when cancelled.
    /// The title defaults to "Open" ("Save", "Select Folder" below), translated.
    public static func open(title: String? = nil, filters: [FileFilter] = [], allowsMultiple: Bool = false,
                            folder: URL? = nil, from window: Window?,
                            completion: @escaping @MainActor (Result<[URL], FileChooserError>) -> Void) {
        let request = FileChooserRequest(mode: .open(multiple: allowsMultiple), title: title ?? rtr("Open"),
                                         filters: checked(filters), folder: folder)
        show(request, from: window) { outcome in
            switch outcome {
            case .chosen(let urls): completion(.success(urls))
            case .cancelled: completion(.success([]))
            case .failed(let error): completion(.failure(error))
            }
        }
    }

    /// Asks where to save a file, proposing `suggestedName`; nil when cancelled. GTK asks
    /// before replacing a file that exists.
    public static func save(title: String? = nil, suggestedName: String? = nil, filters: [FileFilter] = [],
                            folder: URL? = nil, from window: Window?,
                            completion: @escaping @MainActor (Result<URL?, FileChooserError>) -> Void) {
        let request = FileChooserRequest(mode: .save(suggestedName: suggestedName.map(checkedName)), title: title ?? rtr("Save"),
                                         filters: checked(filters), folder: folder)
        show(request, from: window) { completion(single($0)) }
    }

    /// Asks for an existing folder; nil when cancelled.
    public static func selectFolder(title: String? = nil, folder: URL? = nil, from window: Window?,
                                    completion: @escaping @MainActor (Result<URL?, FileChooserError>) -> Void) {
        let request = FileChooserRequest(mode: .selectFolder, title: title ?? rtr("Select Folder"), acceptLabel: rtr("_Select"), folder: folder)
        show(request, from: window) { completion(single($0)) }
    }

    /// The choosers on screen now, oldest first.
    public static var shown: [any NativeFileChooser] { Backends.current.shell.shownFileChoosers }

    private static func show(_ request: FileChooserRequest, from window: Window?,
                             completion: @escaping @MainActor (FileChooserOutcome) -> Void) {
        let shell = Backends.current.shell
        if let parent = window?.native, shell.shownFileChoosers.contains(where: { $0.parent === parent }) {
            Diagnostics.warning("FileChooser \"\(request.title)\": the window \"\(parent.title)\" already shows a file chooser; one at a time. Answered with FileChooserError.busy.")
            // Still an answer on the main loop, as every other one.
            Backends.current.whenIdle { completion(.failed(.busy)) }
            return
        }
        shell.showFileChooser(request, parent: window?.native) { outcome in
            if case .failed(let error) = outcome {
                Diagnostics.warning("FileChooser \"\(request.title)\": \(error).")
            }
            completion(outcome)
        }
    }

    private static func single(_ outcome: FileChooserOutcome) -> Result<URL?, FileChooserError> {
        switch outcome {
        case .chosen(let urls): .success(urls.first)
        case .cancelled: .success(nil)
        case .failed(let error): .failure(error)
        }
    }

    /// A filter that matches nothing would leave an empty list: left out, with a warning.
    private static func checked(_ filters: [FileFilter]) -> [FileFilter] {
        filters.filter { filter in
            guard filter.patterns.isEmpty && filter.mimeTypes.isEmpty else { return true }
            Diagnostics.warning("FileFilter \"\(filter.name)\" has no patterns and no MIME types; it is left out.")
            return false
        }
    }

    /// A suggested name is a file name: a path keeps its last part, with a warning.
    private static func checkedName(_ name: String) -> String {
        guard name.contains("/") else { return name }
        let last = name.split(separator: "/").last.map(String.init) ?? ""
        Diagnostics.warning("FileChooser: the suggested name \"\(name)\" is a path; only \"\(last)\" is proposed (pass the folder as `folder`).")
        return last
    }
}

import FoundationEssentials

/// The seam for GTK's file chooser (GtkFileChooserNative: the desktop portal's dialog in a
/// sandbox, GTK's own GtkFileChooserDialog otherwise). `FileChooser` is the app's side.

/// What a file chooser is asked to let the person pick.
public enum FileChooserMode: Equatable, Sendable {
    /// Existing files; more than one when `multiple`.
    case open(multiple: Bool)
    /// A place to save a file, the name field filled with `suggestedName`.
    case save(suggestedName: String?)
    /// An existing folder.
    case selectFolder
}

/// One entry of the chooser's file type list (GtkFileFilter): a name and the shell patterns
/// ("*.txt") and MIME types ("text/plain") of the files it shows.
public struct FileFilter: Equatable, Sendable {
    /// The name shown in the file type list, such as "Text files".
    public var name: String
    /// Shell patterns of the file names shown ("*.txt"), as gtk_file_filter_add_pattern takes them.
    public var patterns: [String]
    /// MIME types of the files shown ("text/plain"), as gtk_file_filter_add_mime_type takes them.
    public var mimeTypes: [String]

    /// Makes a filter; a file shows when it matches any of the patterns or MIME types.
    public init(name: String, patterns: [String] = [], mimeTypes: [String] = []) {
        self.name = name
        self.patterns = patterns
        self.mimeTypes = mimeTypes
    }
}

/// Everything a chooser was asked, as it was shown (tests read it back).
public struct FileChooserRequest: Equatable, Sendable {
    /// Whether it opens files, saves a file or picks a folder.
    public var mode: FileChooserMode
    /// The dialog's window title.
    public var title: String
    /// The accept button's label (the underline marks the mnemonic); nil: GTK's own, "_Open"
    /// or "_Save" in the person's language.
    public var acceptLabel: String?
    /// The file type list, in order; the first is selected. Empty shows every file.
    public var filters: [FileFilter]
    /// The folder it opens in; nil leaves it to GTK (the recent files, or the last folder).
    public var folder: URL?

    /// Makes a request; only the mode and the title are required.
    public init(mode: FileChooserMode, title: String, acceptLabel: String? = nil, filters: [FileFilter] = [], folder: URL? = nil) {
        self.mode = mode
        self.title = title
        self.acceptLabel = acceptLabel
        self.filters = filters
        self.folder = folder
    }
}

/// Why a chooser could not be shown or did not answer. Cancelling is not an error.
public enum FileChooserError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no display to show a dialog on.
    case noDisplay
    /// The app must use the desktop portal (in a sandbox, or `GTK_USE_PORTAL=1`) and no portal
    /// answers on the session bus.
    case portalUnavailable(String)
    /// The window already shows a file chooser; one at a time.
    case busy
    /// The chooser reported an error.
    case failed(String)

    /// A sentence for a warning or an alert that says what went wrong.
    public var description: String {
        switch self {
        case .noDisplay: "there is no display to show a file chooser on"
        case .portalUnavailable(let detail): "no file chooser portal answers (\(detail))"
        case .busy: "the window already shows a file chooser"
        case .failed(let detail): "the file chooser failed: \(detail)"
        }
    }
}

/// How a shown chooser ended.
public enum FileChooserOutcome: Equatable, Sendable {
    /// The person accepted these files (or this folder, or this place to save), as file URLs.
    case chosen([URL])
    /// The person pressed Cancel or closed the dialog, or code called `cancel()`.
    case cancelled
    /// The chooser could not be shown, or reported an error.
    case failed(FileChooserError)
}

/// A file chooser on screen.
@MainActor
public protocol NativeFileChooser: AnyObject {
    /// What the chooser was asked to show.
    var request: FileChooserRequest { get }
    /// The window it is transient for.
    var parent: (any NativeWindow)? { get }
    /// True while the dialog is on screen, until it answered.
    var isShown: Bool { get }
    /// What a person does in the dialog: picks `urls` (already checked by the caller against
    /// the mode: existing files in one folder, a folder, a place to save) and presses the
    /// accept button. On GTK through the GtkFileChooserDialog itself (its folder is loaded,
    /// the files selected, the accept button clicked).
    /// - Throws: `FileChooserError.failed` when the dialog would not take them.
    func simulateChoice(_ urls: [URL]) throws
    /// Presses Cancel.
    func simulateCancel()
    /// Closes it from code, answering as a cancel (its window closed).
    func cancel()
}

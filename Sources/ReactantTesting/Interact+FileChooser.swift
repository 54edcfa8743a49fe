import Foundation
import Reactant

/// File choosers (`FileChooser`) as a person answers them. On GTK this is GTK's own dialog
/// (its folder loaded, the files selected, its button clicked); headless, the stand-in.
extension Interact {
    /// What the newest file chooser on screen asks (mode, title, filters, folder); nil when
    /// none is shown.
    public static var shownFileChooser: FileChooserRequest? {
        FileChooser.shown.last?.request
    }

    /// Picks `urls` in the newest chooser on screen and presses its accept button.
    /// - Throws: when no chooser is shown, or a person couldn't pick them there: opening takes
    ///   existing files from one folder (one unless the chooser allows several), a folder
    ///   chooser one existing folder, saving one name in an existing folder.
    public static func chooseFiles(_ urls: [URL]) throws {
        guard let chooser = FileChooser.shown.last else {
            throw InteractionError("can't choose files: no file chooser is shown")
        }
        try checkChoice(urls, for: chooser.request)
        do {
            try chooser.simulateChoice(urls)
        } catch {
            throw InteractionError("can't choose \(urls.map(\.path)) in \"\(chooser.request.title)\": \(error)")
        }
        settle()
    }

    /// Presses Cancel in the newest chooser on screen.
    public static func cancelFileChooser() throws {
        guard let chooser = FileChooser.shown.last else {
            throw InteractionError("can't cancel a file chooser: none is shown")
        }
        chooser.simulateCancel()
        settle()
    }

    private static func checkChoice(_ urls: [URL], for request: FileChooserRequest) throws {
        let files = FileManager.default
        func isFolder(_ url: URL) -> Bool {
            var folder: ObjCBool = false
            return files.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
        }
        let title = "\"\(request.title)\""
        guard urls.allSatisfy(\.isFileURL) else {
            throw InteractionError("can't choose \(urls) in \(title): only local files (file URLs) can be picked")
        }
        switch request.mode {
        case .open(let multiple):
            guard !urls.isEmpty, multiple || urls.count == 1 else {
                throw InteractionError("can't choose \(urls.count) files in \(title): it takes \(multiple ? "one or more" : "one")")
            }
            if let missing = urls.first(where: { !files.fileExists(atPath: $0.path) || isFolder($0) }) {
                throw InteractionError("can't open \(missing.path) in \(title): there is no such file")
            }
            guard Set(urls.map { $0.deletingLastPathComponent().standardizedFileURL }).count == 1 else {
                throw InteractionError("can't choose files of several folders at once in \(title)")
            }
        case .selectFolder:
            guard urls.count == 1, isFolder(urls[0]) else {
                throw InteractionError("can't choose \(urls.map(\.path)) in \(title): it takes one existing folder")
            }
        case .save:
            guard urls.count == 1, isFolder(urls[0].deletingLastPathComponent()), !isFolder(urls[0]) else {
                throw InteractionError("can't save as \(urls.map(\.path)) in \(title): it takes one file name in an existing folder")
            }
        }
    }
}

import FoundationEssentials
import Glibc

/// Finds the compiled gettext catalogues (`<folder>/<language>/LC_MESSAGES/<domain>.mo`) of a
/// text domain at run time, the way `ResourceBundle` finds resources. The first folder that
/// holds a catalogue of the domain, in any language, wins:
///
/// 1. `$REACTANT_LOCALE_DIR` — a locale folder (override, tests).
/// 2. `<prefix>/share/locale`, where `<prefix>` is the parent of the folder holding the
///    executable's real path: where meson's i18n module installs catalogues.
/// 3. `<executable's folder>/locale`: the SwiftPM build folder, where
///    `meson-helpers/reactant-swiftpm.py translations` compiles them for `swift run`.
public struct TranslationCatalogue: Sendable, Equatable {
    /// The gettext text domain, e.g. "reactant-gtk" or an app id.
    public let domain: String
    /// The locale folder handed to `bindtextdomain`.
    public let directory: URL
    /// Which entry of the search path `directory` is (override, installed or build folder).
    public let origin: ResourceBundle.Origin
    /// The languages it has a catalogue for, sorted.
    public let languages: [String]

    /// The environment variable naming a locale folder, searched first.
    public static let environmentVariable = "REACTANT_LOCALE_DIR"

    /// The locale folders searched, in order.
    public static func searchPath(environment: [String: String] = ProcessInfo.processInfo.environment,
                                  executable: URL? = ResourceBundle.currentExecutable) -> [(URL, ResourceBundle.Origin)] {
        var folders: [(URL, ResourceBundle.Origin)] = []
        if let override = environment[environmentVariable], !override.isEmpty {
            folders.append((URL(fileURLWithPath: override, isDirectory: true), .environment))
        }
        if let binFolder = executable?.resolvingSymlinksInPath().deletingLastPathComponent() {
            let prefix = binFolder.deletingLastPathComponent()
            folders.append((prefix.appendingPathComponent("share/locale", isDirectory: true), .installed))
            folders.append((binFolder.appendingPathComponent("locale", isDirectory: true), .buildFolder))
        }
        return folders
    }

    /// The first folder of `searchPath` with a catalogue of `domain`, or the folders tried.
    public static func locate(domain: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL? = ResourceBundle.currentExecutable) -> Result<TranslationCatalogue, NotFound> {
        let folders = searchPath(environment: environment, executable: executable)
        for (folder, origin) in folders {
            let languages = languages(of: domain, in: folder)
            if !languages.isEmpty {
                return .success(TranslationCatalogue(domain: domain, directory: folder, origin: origin, languages: languages))
            }
        }
        return .failure(NotFound(domain: domain, searched: folders.map { $0.0.path }))
    }

    /// No folder of the search path holds a catalogue of the domain: the texts show in English.
    public struct NotFound: Error, Equatable, CustomStringConvertible {
        /// The text domain looked for.
        public let domain: String
        /// The folders looked in, in order.
        public let searched: [String]
        /// A sentence naming the domain, the folders, and how to install the catalogues.
        public var description: String {
            "No translations of '\(domain)' found (looked in \(searched.joined(separator: ", "))); "
                + "its texts show in English. Install the app with meson, or compile the catalogues for a "
                + "build folder with `meson-helpers/reactant-swiftpm.py translations`."
        }
    }

    /// The catalogue files of the languages `languages` ask for (most wanted first) that exist
    /// but that gettext can't read safely, each with why (see `MessageCatalogueFile`).
    public func brokenFiles(for languages: [String]) -> [(file: URL, reason: String)] {
        var broken: [(file: URL, reason: String)] = []
        for language in languages {
            let file = directory.appendingPathComponent("\(language)/LC_MESSAGES/\(domain).mo")
            guard FileManager.default.fileExists(atPath: file.path), !broken.contains(where: { $0.file == file }) else { continue }
            if let defect = MessageCatalogueFile.defect(of: file) { broken.append((file, defect.description)) }
        }
        return broken
    }

    /// Every catalogue of `domain` under `directory` that gettext can't read safely.
    static func brokenFiles(domain: String, in directory: URL) -> [(file: URL, reason: String)] {
        let present = languages(of: domain, in: directory)
        return TranslationCatalogue(domain: domain, directory: directory, origin: .environment, languages: present)
            .brokenFiles(for: present)
    }

    private static func languages(of domain: String, in folder: URL) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.filter { name in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name)/LC_MESSAGES/\(domain).mo").path)
        }.sorted()
    }
}

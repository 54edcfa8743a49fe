import Foundation
import Reactant
import Testing

/// A locale folder of gettext catalogues made for one test: `.po` texts compiled with msgfmt
/// (as meson's i18n module does), removed again by `remove()`.
struct TestCatalogue {
    let directory: URL

    /// The repository's root, for its po/ folders.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("reactant-locale-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Compiles a catalogue of `domain` in `language` from `entries` (msgid → msgstr, or for
    /// plurals "singular|plural" → "form0|form1").
    /// `msgfmtArguments` go to msgfmt, e.g. `["--endianness=big"]`.
    func add(domain: String, language: String = "es", entries: [String: String], msgfmtArguments: [String] = []) throws {
        var po = """
            msgid ""
            msgstr ""
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=2; plural=(n != 1);\\n"


            """
        for (id, translation) in entries.sorted(by: { $0.key < $1.key }) {
            let ids = id.split(separator: "|", omittingEmptySubsequences: false)
            let forms = translation.split(separator: "|", omittingEmptySubsequences: false)
            if ids.count == 2 {
                po += "msgid \(Self.quote(ids[0]))\nmsgid_plural \(Self.quote(ids[1]))\n"
                for (index, form) in forms.enumerated() { po += "msgstr[\(index)] \(Self.quote(form))\n" }
            } else {
                po += "msgid \(Self.quote(id))\nmsgstr \(Self.quote(translation))\n"
            }
            po += "\n"
        }
        let source = directory.appendingPathComponent("\(domain)-\(language).po")
        try po.write(to: source, atomically: true, encoding: .utf8)
        try compile(source, domain: domain, language: language, arguments: msgfmtArguments)
    }

    /// Compiles one of the repository's catalogues, e.g. `po/reactant-gtk/es.po`.
    func addRepository(domain: String, language: String = "es") throws {
        try compile(Self.repositoryRoot.appendingPathComponent("po/\(domain)/\(language).po"),
                    domain: domain, language: language)
    }

    /// Puts `contents` where the catalogue of `domain` would be.
    func addFile(domain: String, language: String = "es", contents: Data) throws {
        let file = catalogueFile(domain: domain, language: language)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try contents.write(to: file)
    }

    func catalogueFile(domain: String, language: String) -> URL {
        directory.appendingPathComponent("\(language)/LC_MESSAGES/\(domain).mo")
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    private func compile(_ source: URL, domain: String, language: String, arguments: [String] = []) throws {
        let output = catalogueFile(domain: domain, language: language)
        try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        let msgfmt = Process()
        msgfmt.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        msgfmt.arguments = ["msgfmt"] + arguments + ["-o", output.path, source.path]
        try msgfmt.run()
        msgfmt.waitUntilExit()
        try #require(msgfmt.terminationStatus == 0, "msgfmt (Debian package gettext) failed on \(source.path)")
    }

    private static func quote(_ text: Substring) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func quote(_ text: String) -> String { quote(Substring(text)) }
}

/// Runs `body` with the process's locale variables set to `variables` (nil unsets one), then
/// puts them back and forgets the bound translations. gettext and setlocale read the process
/// environment, so tests that change it run inside the serialized `UITests`.
@MainActor
func withLocaleVariables<T>(_ variables: [String: String?], _ body: () throws -> T) rethrows -> T {
    let saved = LocaleVariables.set(variables)
    defer { saved.restore() }
    return try body()
}

/// `withLocaleVariables` for an async body.
@MainActor
func withLocaleVariablesAsync<T>(_ variables: [String: String?], _ body: () async throws -> T) async rethrows -> T {
    let saved = LocaleVariables.set(variables)
    defer { saved.restore() }
    return try await body()
}

/// The locale variables as they were before a test changed them.
@MainActor
struct LocaleVariables {
    private var saved: [String: String?] = [:]

    static func set(_ variables: [String: String?]) -> LocaleVariables {
        var state = LocaleVariables()
        let names = Set(variables.keys).union(["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LC_TIME", "LC_NUMERIC", "LANG"])
        // updateValue, as assigning nil through the subscript would drop the key.
        for name in names { state.saved.updateValue(getenv(name).map { String(cString: $0) }, forKey: name) }
        apply(variables)
        return state
    }

    func restore() {
        Self.apply(saved)
        Localization.unbind()
    }

    /// Sets the variables and has the C library and the toolkit read them again.
    private static func apply(_ variables: [String: String?]) {
        for (name, value) in variables {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        _ = setlocale(LC_MESSAGES, "")
        LocaleFormats.reset()
    }
}

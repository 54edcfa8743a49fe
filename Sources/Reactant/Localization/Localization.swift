import CGettext
import FoundationEssentials

/// Where translations come from: gettext catalogues (`<localedir>/<lang>/LC_MESSAGES/<domain>.mo`)
/// in the toolkit's domain and the app's.
///
/// Until `bind` runs, every marker returns its English message unchanged, so code and tests
/// that never set up translations see the strings as written.
public enum Localization {
    /// The toolkit's gettext domain.
    public static let toolkitDomain = "reactant-gtk"
    /// The app's gettext domain; `nil` until an app binds one.
    nonisolated(unsafe) public private(set) static var appDomain: String?
    /// The domains bound to catalogues gettext can read; the others stay in English.
    nonisolated(unsafe) private static var boundDomains: Set<String> = []

    /// Finds the catalogues of the toolkit's domain and of `appDomain` (see
    /// `TranslationCatalogue` for where), binds them, and applies the person's locale
    /// (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`) to message lookup. `AppLauncher` calls it
    /// with the app's id as its domain, before any window is built.
    ///
    /// A domain without catalogues shows in English, with one debug-level note saying why (and
    /// only when the person asks for a language other than English). A domain whose catalogue
    /// for a language the person asks for is broken (not a .mo, or offsets past its end, which
    /// would crash glibc's lookup) is not bound: English, and one warning naming the file.
    /// - Returns: the catalogues bound, by domain.
    @MainActor
    @discardableResult
    public static func bind(appDomain: String?,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            executable: URL? = ResourceBundle.currentExecutable) -> [String: TranslationCatalogue] {
        // The languages gettext will look for, from the variables it reads itself.
        let active = setlocale(LC_MESSAGES, "").map { String(cString: $0) } ?? "C"
        let asked = LocaleEnvironment.process.messageLanguages(activeLocale: active)
        let wanted = asked.filter { LocaleEnvironment.language(of: $0) != "en" }
        var bound: [String: TranslationCatalogue] = [:]
        boundDomains = []
        for domain in [toolkitDomain] + (appDomain.map { [$0] } ?? []) {
            switch TranslationCatalogue.locate(domain: domain, environment: environment, executable: executable) {
            case .success(let catalogue):
                // gettext opens the catalogue of every language asked for, so one broken file
                // would be read (and may crash the lookup) whichever language comes first.
                let broken = catalogue.brokenFiles(for: asked)
                guard broken.isEmpty else {
                    warnBroken(domain: domain, broken)
                    continue
                }
                bindDomain(domain, to: catalogue.directory.path)
                bound[domain] = catalogue
                Diagnostics.logger.debug("translations \(domain): \(catalogue.directory.path) (\(catalogue.origin.rawValue)): \(catalogue.languages.joined(separator: ", "))")
                if !wanted.isEmpty, !wanted.contains(where: catalogue.languages.contains) {
                    Diagnostics.debug("'\(domain)' has no translations into \(wanted.joined(separator: ", ")) (it has \(catalogue.languages.joined(separator: ", ")) in \(catalogue.directory.path)); its texts show in English.")
                }
            case .failure(let notFound):
                if !wanted.isEmpty { Diagnostics.debug(notFound.description) }
            }
        }
        self.appDomain = appDomain
        return bound
    }

    /// Binds the toolkit's domain and, when given, the app's to the catalogues under
    /// `localeDirectory`, and applies the person's locale to message lookup. A domain with a
    /// broken catalogue in any language is not bound (English, and one warning).
    @MainActor
    public static func bind(appDomain: String?, localeDirectory: String) {
        setlocale(LC_MESSAGES, "")
        boundDomains = []
        for domain in [toolkitDomain] + (appDomain.map { [$0] } ?? []) {
            let broken = TranslationCatalogue.brokenFiles(domain: domain, in: URL(fileURLWithPath: localeDirectory, isDirectory: true))
            if broken.isEmpty { bindDomain(domain, to: localeDirectory) } else { warnBroken(domain: domain, broken) }
        }
        self.appDomain = appDomain
    }

    /// Forgets the bound domains: the markers return their English messages again, as before
    /// any `bind` (for tests that bind a test catalogue).
    public static func unbind() {
        boundDomains = []
        appDomain = nil
    }

    @MainActor
    private static func warnBroken(domain: String, _ broken: [(file: URL, reason: String)]) {
        let files = broken.map { "\($0.file.path) (\($0.reason))" }.joined(separator: ", ")
        Diagnostics.warning("The translations of '\(domain)' in \(files) are not a readable gettext catalogue (.mo); its texts show in English. Compile the catalogue again with msgfmt.")
    }

    private static func bindDomain(_ domain: String, to directory: String) {
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
        boundDomains.insert(domain)
    }

    /// Replaces `%@` placeholders in a translated format, in order, with `values`. Unlike
    /// `String(format:)` it needs no Foundation and never crashes on a translator's typo:
    /// missing values leave the placeholder, extra ones are ignored.
    public static func fill(_ format: String, _ values: CustomStringConvertible...) -> String {
        var result = ""
        var remaining = values.makeIterator()
        var rest = Substring(format)
        while let range = rest.firstRange(of: "%@") {
            result += rest[..<range.lowerBound]
            if let value = remaining.next() { result += value.description } else { result += "%@" }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// GTK's own translation of `message` (text domain gtk30), as GTK itself looks it up.
    static func gtkMessage(_ message: String) -> String {
        message.withCString { id in
            guard let translated = dgettext("gtk30", id), translated != UnsafeMutablePointer(mutating: id) else {
                return message
            }
            return String(cString: translated)
        }
    }

    // gettext answers with the pointer it was given when it has no translation; that pointer
    // is only valid inside `withCString`, so the answer is read there, and an untranslated
    // message is returned as the Swift string it was.
    static func translate(_ message: String, domain: String?) -> String {
        guard let domain, boundDomains.contains(domain) else { return message }
        return message.withCString { id in
            guard let translated = dgettext(domain, id), translated != UnsafeMutablePointer(mutating: id) else {
                return message
            }
            return String(cString: translated)
        }
    }

    static func translate(_ singular: String, _ plural: String, _ count: Int, domain: String?) -> String {
        let english = count == 1 ? singular : plural
        guard let domain, boundDomains.contains(domain) else { return english }
        return singular.withCString { singularID in
            plural.withCString { pluralID in
                // gettext's own rule for English, also when `count` is beyond its `unsigned long`.
                guard let translated = dngettext(domain, singularID, pluralID, UInt(clamping: count)),
                      translated != UnsafeMutablePointer(mutating: singularID),
                      translated != UnsafeMutablePointer(mutating: pluralID) else { return english }
                return String(cString: translated)
            }
        }
    }
}

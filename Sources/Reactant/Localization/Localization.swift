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
    nonisolated(unsafe) private static var bound = false

    /// Finds the catalogues of the toolkit's domain and of `appDomain` (see
    /// `TranslationCatalogue` for where), binds them, and applies the person's locale
    /// (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`) to message lookup. `AppLauncher` calls it
    /// with the app's id as its domain, before any window is built.
    ///
    /// A domain without catalogues, or whose catalogue for the person's language is not a
    /// catalogue, shows in English, with one debug-level note saying why (and only when the
    /// person asks for a language other than English).
    /// - Returns: the catalogues bound, by domain.
    @MainActor
    @discardableResult
    public static func bind(appDomain: String?,
                            environment: [String: String] = ProcessInfo.processInfo.environment,
                            executable: URL? = ResourceBundle.currentExecutable) -> [String: TranslationCatalogue] {
        // The languages gettext will look for, from the variables it reads itself.
        let active = setlocale(LC_MESSAGES, "").map { String(cString: $0) } ?? "C"
        let wanted = LocaleEnvironment.process.messageLanguages(activeLocale: active)
            .filter { LocaleEnvironment.language(of: $0) != "en" }
        var bound: [String: TranslationCatalogue] = [:]
        for domain in [toolkitDomain] + (appDomain.map { [$0] } ?? []) {
            switch TranslationCatalogue.locate(domain: domain, environment: environment, executable: executable) {
            case .success(let catalogue):
                bindDomain(domain, to: catalogue.directory.path)
                bound[domain] = catalogue
                Diagnostics.logger.debug("translations \(domain): \(catalogue.directory.path) (\(catalogue.origin.rawValue)): \(catalogue.languages.joined(separator: ", "))")
                guard !wanted.isEmpty else { continue }
                let broken = catalogue.brokenFiles(for: wanted)
                if !broken.isEmpty {
                    Diagnostics.debug("The translations of '\(domain)' in \(broken.map(\.path).joined(separator: ", ")) are not a gettext catalogue (.mo); gettext skips them, so those texts show in English.")
                } else if !wanted.contains(where: catalogue.languages.contains) {
                    Diagnostics.debug("'\(domain)' has no translations into \(wanted.joined(separator: ", ")) (it has \(catalogue.languages.joined(separator: ", ")) in \(catalogue.directory.path)); its texts show in English.")
                }
            case .failure(let notFound):
                if !wanted.isEmpty { Diagnostics.debug(notFound.description) }
            }
        }
        self.appDomain = appDomain
        self.bound = true
        return bound
    }

    /// Binds the toolkit's domain and, when given, the app's to the catalogues under
    /// `localeDirectory`, and applies the person's locale to message lookup.
    public static func bind(appDomain: String?, localeDirectory: String) {
        setlocale(LC_MESSAGES, "")
        bindDomain(toolkitDomain, to: localeDirectory)
        if let appDomain { bindDomain(appDomain, to: localeDirectory) }
        self.appDomain = appDomain
        bound = true
    }

    /// Forgets the bound domains: the markers return their English messages again, as before
    /// any `bind` (for tests that bind a test catalogue).
    public static func unbind() {
        bound = false
        appDomain = nil
    }

    private static func bindDomain(_ domain: String, to directory: String) {
        bindtextdomain(domain, directory)
        bind_textdomain_codeset(domain, "UTF-8")
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
        guard bound, let domain else { return message }
        return message.withCString { id in
            guard let translated = dgettext(domain, id), translated != UnsafeMutablePointer(mutating: id) else {
                return message
            }
            return String(cString: translated)
        }
    }

    static func translate(_ singular: String, _ plural: String, _ count: Int, domain: String?) -> String {
        let english = count == 1 ? singular : plural
        guard bound, let domain else { return english }
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

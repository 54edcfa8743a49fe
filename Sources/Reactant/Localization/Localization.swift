import CGettext

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

    /// Binds the toolkit's domain and, when given, the app's to the catalogues under
    /// `localeDirectory`, and applies the person's locale (`LANG`, `LC_ALL`, `LC_MESSAGES`,
    /// `LANGUAGE`) to message lookup. Call once at start, before any window is built.
    public static func bind(appDomain: String?, localeDirectory: String) {
        setlocale(LC_ALL, "")
        bindtextdomain(toolkitDomain, localeDirectory)
        bind_textdomain_codeset(toolkitDomain, "UTF-8")
        if let appDomain {
            bindtextdomain(appDomain, localeDirectory)
            bind_textdomain_codeset(appDomain, "UTF-8")
            self.appDomain = appDomain
        }
        bound = true
    }

    /// Replaces `%@` placeholders in a translated format, in order, with `values`. Unlike
    /// `String(format:)` it needs no Foundation and never crashes on a translator's typo:
    /// missing values leave the placeholder, extra ones are ignored.
    public static func fill(_ format: String, _ values: CustomStringConvertible...) -> String {
        var result = ""
        var remaining = values.makeIterator()
        var rest = Substring(format)
        while let range = rest.range(of: "%@") {
            result += rest[..<range.lowerBound]
            if let value = remaining.next() { result += value.description } else { result += "%@" }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    static func translate(_ message: String, domain: String?) -> String {
        guard bound, let domain else { return message }
        guard let translated = dgettext(domain, message) else { return message }
        return String(cString: translated)
    }

    static func translate(_ singular: String, _ plural: String, _ count: Int, domain: String?) -> String {
        guard bound, let domain else { return count == 1 ? singular : plural }
        guard let translated = dngettext(domain, singular, plural, UInt(max(count, 0))) else {
            return count == 1 ? singular : plural
        }
        return String(cString: translated)
    }
}

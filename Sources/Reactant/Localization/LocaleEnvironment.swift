import FoundationEssentials
import Glibc

/// The person's locale settings, read from the environment as POSIX says: `LC_ALL` wins over
/// the category's own variable (`LC_TIME`, `LC_NUMERIC`, `LC_MESSAGES`), which wins over `LANG`.
/// Messages also follow `LANGUAGE`, gettext's list of languages (`es:fr`), except in the C
/// locale, where gettext ignores it.
public struct LocaleEnvironment: Sendable, Equatable {
    /// A locale category, named by its environment variable.
    public enum Category: String, Sendable, CaseIterable {
        /// The language of texts (gettext's).
        case messages = "LC_MESSAGES"
        /// How dates and times are written.
        case time = "LC_TIME"
        /// How numbers are written (decimal separator, grouping).
        case numeric = "LC_NUMERIC"
    }

    /// The locale variables by name (`LANG`, `LC_ALL`, `LANGUAGE`, the categories'); unset ones
    /// are absent.
    public let variables: [String: String]

    /// An environment with these variables (for tests; `process` reads the real one).
    public init(_ variables: [String: String]) {
        self.variables = variables
    }

    /// The variables of the running process as gettext and setlocale read them now
    /// (`getenv`; Foundation's `ProcessInfo.environment` keeps what it read first).
    public static var process: LocaleEnvironment {
        var variables: [String: String] = [:]
        for name in ["LANGUAGE", "LC_ALL", "LANG"] + Category.allCases.map(\.rawValue) {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return LocaleEnvironment(variables)
    }

    /// The locale name a category uses, e.g. "es_ES.UTF-8"; "C" when nothing is set.
    public func name(for category: Category) -> String {
        for variable in ["LC_ALL", category.rawValue, "LANG"] {
            if let value = variables[variable], !value.isEmpty { return value }
        }
        return "C"
    }

    /// Which variable decided `name(for:)`, for messages that tell the person what to change.
    public func source(for category: Category) -> String {
        for variable in ["LC_ALL", category.rawValue, "LANG"] {
            if let value = variables[variable], !value.isEmpty { return variable }
        }
        return "LANG"
    }

    /// Whether `name` is the plain C/POSIX locale, in which gettext translates nothing and
    /// ignores `LANGUAGE`. (glibc's "C.UTF-8" is not: there `LANGUAGE` works.)
    public static func isPOSIX(_ name: String) -> Bool {
        name == "C" || name == "POSIX"
    }

    /// The catalogue names gettext tries for messages, most wanted first: each language of
    /// `LANGUAGE` and then the messages locale, each as written and then shortened
    /// (`es_ES.UTF-8@euro` → `es_ES@euro`, `es_ES`, `es`). `activeLocale` is the messages
    /// locale setlocale chose, when known: a locale that isn't installed leaves "C".
    public func messageLanguages(activeLocale: String? = nil) -> [String] {
        let locale = activeLocale ?? name(for: .messages)
        guard !Self.isPOSIX(locale) else { return [] }
        var names: [String] = []
        if let list = variables["LANGUAGE"], !list.isEmpty {
            names += list.split(separator: ":").map(String.init)
        }
        if !locale.hasPrefix("C.") { names.append(locale) }
        var result: [String] = []
        for name in names {
            for variant in Self.variants(of: name) where !result.contains(variant) {
                result.append(variant)
            }
        }
        return result
    }

    /// The language part of a locale name: "es" for "es_ES.UTF-8".
    public static func language(of name: String) -> String {
        String(name.prefix { $0 != "_" && $0 != "." && $0 != "@" })
    }

    static func variants(of name: String) -> [String] {
        var rest = Substring(name)
        var modifier = ""
        if let at = rest.firstIndex(of: "@") {
            modifier = String(rest[at...])
            rest = rest[..<at]
        }
        let withoutCodeset = rest.split(separator: ".", maxSplits: 1).first.map(String.init) ?? String(rest)
        let language = language(of: withoutCodeset)
        var variants = [name, withoutCodeset + modifier, withoutCodeset, language + modifier, language]
        variants = variants.filter { !$0.isEmpty }
        var unique: [String] = []
        for variant in variants where !unique.contains(variant) { unique.append(variant) }
        return unique
    }
}

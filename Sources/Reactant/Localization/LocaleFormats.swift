import CGettext
import FoundationEssentials
import FoundationInternationalization
import Glibc
import Synchronization

/// Dates, times and numbers written the way the person's locale writes them.
///
/// Foundation on Linux reports `en_001` as the current locale whatever the environment says,
/// so the toolkit builds its `Locale` from the POSIX variables itself: `LC_ALL`, then
/// `LC_TIME` for dates and times or `LC_NUMERIC` for numbers, then `LANG`
/// (`es_ES.UTF-8` → `es_ES`). The C and POSIX locales, and a locale that isn't installed
/// (setlocale refuses it, and GTK's own formats fall back too), use the POSIX formats
/// (`en_US_POSIX`); `checkEnvironment()` reports one that isn't installed, once, as a warning.
///
/// The formats are CLDR's, through FoundationInternationalization's format styles; the toolkit
/// doesn't load Foundation itself (`import ReactantFoundation` adds `dateFormatter(…)` for
/// code that wants a DateFormatter).
///
///     label.text = LocaleFormats.string(from: Date(), dateStyle: .medium, timeStyle: .short)
///     LocaleFormats.string(from: 3.5)     // "3,5" in Spanish
///     LocaleFormats.number(from: "3,5")   // 3.5 in Spanish; nil in English
public enum LocaleFormats {
    /// The locale the POSIX formats are.
    public static let posix = Locale(identifier: "en_US_POSIX")

    /// The Foundation locale for `category` (`.time` or `.numeric`), from the environment.
    public static func locale(for category: LocaleEnvironment.Category) -> Locale {
        let environment = LocaleEnvironment.process
        let name = environment.name(for: category)
        if let known = cache.withLock({ $0.locales[name] }) { return known }
        let locale: Locale
        if LocaleEnvironment.isPOSIX(name) || name.hasPrefix("C.") {
            locale = posix
        } else if isInstalled(name) {
            locale = Locale(identifier: foundationIdentifier(for: name))
        } else {
            locale = posix
        }
        cache.withLock { $0.locales[name] = locale }
        return locale
    }

    /// Reports, once per locale name, each category whose locale isn't installed (so its
    /// formats are the POSIX ones and its texts English): AppLauncher calls it at start.
    @MainActor
    public static func checkEnvironment() {
        let environment = LocaleEnvironment.process
        for category in LocaleEnvironment.Category.allCases {
            let name = environment.name(for: category)
            guard !LocaleEnvironment.isPOSIX(name), !name.hasPrefix("C."), !isInstalled(name) else { continue }
            guard cache.withLock({ $0.warned.insert(name).inserted }) else { continue }
            Diagnostics.warning("The locale '\(name)' (\(environment.source(for: category))) is not installed, "
                + "so the C/POSIX locale stands in for it: POSIX date, time and number formats, and "
                + "texts that gettext would take from it stay in English. Install it "
                + "(Debian: the locales package, then `dpkg-reconfigure locales`, or "
                + "`localedef -i \(name.split(separator: ".").first ?? "") -f UTF-8 \(name)`).")
        }
    }

    /// How much of a date or a time to show, as DateFormatter's styles name it.
    public enum Style: Sendable {
        /// From nothing (`none`, that part is left out) to the most detailed (`full`):
        /// `none`, `short`, `medium`, `long`, `full`.
        case none, short, medium, long, full
    }

    /// A date and/or time in the person's time locale: "5 mar 2026, 14:30:00" for
    /// `.medium`/`.medium` in Spanish.
    public static func string(from date: Date, dateStyle: Style, timeStyle: Style,
                              timeZone: TimeZone = .current) -> String {
        let locale = locale(for: .time)
        var calendar = locale.calendar
        calendar.timeZone = timeZone
        let style = Date.FormatStyle(date: dateStyle.dateStyle, time: timeStyle.timeStyle,
                                     locale: locale, calendar: calendar, timeZone: timeZone)
        return style.format(date)
    }

    /// A number as the person's numeric locale writes it, with its decimal separator and
    /// digit grouping: "100,000.5" in en_US, "100.000,5" in Spanish, "100000.5" in the C
    /// locale; "3" for 3.0.
    public static func string(from number: Double) -> String {
        let locale = locale(for: .numeric)
        return FloatingPointFormatStyle<Double>(locale: locale)
            .precision(.fractionLength(0...15))
            .grouping(locale == posix ? .never : .automatic)
            .format(number)
    }

    /// A whole number as the person's numeric locale writes it, with its digit grouping:
    /// "100,000" in en_US, "100.000" in Spanish, "100000" in the C locale.
    public static func string(from number: Int) -> String {
        let locale = locale(for: .numeric)
        // The C locale groups no digits (CLDR's en_US_POSIX would: "10,000").
        return IntegerFormatStyle<Int>(locale: locale).grouping(locale == posix ? .never : .automatic).format(number)
    }

    /// The decimal separator of the person's numeric locale ("." or "," mostly).
    public static var decimalSeparator: String {
        locale(for: .numeric).decimalSeparator ?? "."
    }

    /// Text with the locale's decimal separator turned into `.` for parsing: "3,5" → "3.5" in
    /// Spanish. Text with a `.` where the locale writes something else is left for the
    /// caller to refuse (in Spanish "1.000" means a thousand, not one).
    public static func normalizedDecimal(_ text: String, separator: String = decimalSeparator) -> String? {
        guard separator != "." else { return text }
        if text.contains(".") { return nil }
        return text.replacing(separator, with: ".")
    }

    /// Forgets the locales worked out so far, so that a changed environment counts (tests),
    /// and the warnings already given.
    public static func reset() {
        cache.withLock { $0 = Cache() }
    }

    // MARK: Internals

    private struct Cache {
        var locales: [String: Locale] = [:]
        var warned: Set<String> = []
    }

    private static let cache = Mutex(Cache())

    /// Whether the C library has the locale `name`: what setlocale needs to accept it.
    static func isInstalled(_ name: String) -> Bool {
        // LC_ALL_MASK is a macro Swift can't import; these are the categories that matter here.
        let mask = [LC_CTYPE, LC_NUMERIC, LC_TIME, LC_MESSAGES].reduce(Int32(0)) { $0 | (1 << $1) }
        guard let handle = newlocale(mask, name, nil) else { return false }
        freelocale(handle)
        return true
    }

    /// "es_ES.UTF-8@euro" → "es_ES"; "sr_RS@latin" → "sr_Latn_RS".
    static func foundationIdentifier(for name: String) -> String {
        var base = Substring(name)
        var modifier: Substring = ""
        if let at = base.firstIndex(of: "@") {
            modifier = base[base.index(after: at)...]
            base = base[..<at]
        }
        base = base.split(separator: ".", maxSplits: 1).first ?? base
        let parts = base.split(separator: "_", maxSplits: 1)
        let scripts = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva"]
        if let script = scripts[String(modifier)] {
            return parts.count == 2 ? "\(parts[0])_\(script)_\(parts[1])" : "\(parts[0])_\(script)"
        }
        return String(base)
    }
}

extension LocaleFormats.Style {
    var dateStyle: Date.FormatStyle.DateStyle {
        switch self {
        case .none: .omitted
        case .short: .numeric
        case .medium: .abbreviated
        case .long: .long
        case .full: .complete
        }
    }

    var timeStyle: Date.FormatStyle.TimeStyle {
        switch self {
        case .none: .omitted
        case .short: .shortened
        case .medium: .standard
        case .long, .full: .complete
        }
    }
}

import Foundation
import Reactant
import ReactantFoundation
import ReactantTesting
@testable import TableDemo
import Testing

extension UITests {
    /// Dates, times and numbers follow LC_ALL / LC_TIME / LC_NUMERIC / LANG, although
    /// Foundation on Linux reports en_001 whatever they say. Needs the es_ES.UTF-8 locale
    /// (scripts/setup.sh --test generates it).
    @Suite @MainActor struct LocaleFormatTests {
        init() throws { try TestBackend.start() }

        /// 5 March 2026, 14:30:00 UTC.
        private let date = Date(timeIntervalSince1970: 1_772_721_000)

        private func utcString(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> String {
            let formatter = LocaleFormats.dateFormatter(dateStyle: dateStyle, timeStyle: timeStyle)
            formatter.timeZone = TimeZone(identifier: "UTC")
            return formatter.string(from: date)
        }

        @Test func spanishDatesAndNumbersFollowTheEnvironment() throws {
            try #require(LocaleFormatsProbe.isInstalled("es_ES.UTF-8"), "es_ES.UTF-8 is not installed (scripts/setup.sh --test)")
            withLocaleVariables(["LC_ALL": "es_ES.UTF-8"]) {
                #expect(LocaleFormats.locale(for: .time).identifier == "es_ES")
                #expect(utcString(dateStyle: .long, timeStyle: .none) == "5 de marzo de 2026")
                #expect(utcString(dateStyle: .none, timeStyle: .medium) == "14:30:00")
                #expect(LocaleFormats.string(from: 3.5) == "3,5")
                #expect(LocaleFormats.string(from: 1234567) == "1.234.567")
                #expect(LocaleFormats.decimalSeparator == ",")
            }
            withLocaleVariables(["LC_ALL": "C.UTF-8"]) {
                #expect(utcString(dateStyle: .long, timeStyle: .none) == "March 5, 2026")
                #expect(LocaleFormats.string(from: 3.5) == "3.5")
            }
        }

        @Test func eachCategoryHasItsOwnVariableAndLCAllWins() throws {
            try #require(LocaleFormatsProbe.isInstalled("es_ES.UTF-8"), "es_ES.UTF-8 is not installed (scripts/setup.sh --test)")
            withLocaleVariables(["LC_ALL": nil, "LANG": "C.UTF-8", "LC_TIME": "es_ES.UTF-8", "LC_NUMERIC": nil]) {
                #expect(utcString(dateStyle: .long, timeStyle: .none) == "5 de marzo de 2026")
                #expect(LocaleFormats.string(from: 3.5) == "3.5")
            }
            withLocaleVariables(["LC_ALL": nil, "LANG": "es_ES.UTF-8", "LC_TIME": nil, "LC_NUMERIC": "C"]) {
                #expect(utcString(dateStyle: .long, timeStyle: .none) == "5 de marzo de 2026")
                #expect(LocaleFormats.string(from: 3.5) == "3.5")
            }
            withLocaleVariables(["LC_ALL": "C.UTF-8", "LANG": "es_ES.UTF-8", "LC_TIME": "es_ES.UTF-8"]) {
                #expect(utcString(dateStyle: .long, timeStyle: .none) == "March 5, 2026")
            }
        }

        @Test func aLocaleThatIsNotInstalledGivesPOSIXFormatsAndOneWarning() {
            let recorder = DiagnosticsRecorder()
            withLocaleVariables(["LC_ALL": nil, "LANG": "xx_YY.UTF-8", "LC_TIME": nil, "LC_NUMERIC": nil]) {
                #expect(LocaleFormats.locale(for: .time).identifier == "en_US_POSIX")
                #expect(LocaleFormats.string(from: 3.5) == "3.5")
                #expect(utcString(dateStyle: .long, timeStyle: .none) == "March 5, 2026")
                LocaleFormats.checkEnvironment()
            }
            #expect(recorder.messages.map(\.level) == [.warning])
            #expect(recorder.texts.first?.contains("The locale 'xx_YY.UTF-8' (LANG) is not installed") == true)
        }

        @Test func theNumberRuleTakesTheLocalesDecimalSeparator() throws {
            try #require(LocaleFormatsProbe.isInstalled("es_ES.UTF-8"), "es_ES.UTF-8 is not installed (scripts/setup.sh --test)")
            let rule = StringRules.number(in: 0...10)
            withLocaleVariables(["LC_ALL": "es_ES.UTF-8"]) {
                #expect(rule.validate("3,5") == nil)
                #expect(rule.validate("3.5") == .notANumber)
                #expect(rule.validate("12,5") == .outOfRange(0...10))
                #expect(ValidationError.notANumber.message == "Enter a number, like 42 or 3,5.")
                #expect(ValidationError.outOfRange(0.5...2.5).message == "Enter a number from 0,5 to 2,5.")
            }
            withLocaleVariables(["LC_ALL": "C.UTF-8"]) {
                #expect(rule.validate("3.5") == nil)
                #expect(rule.validate("3,5") == .notANumber)
                #expect(ValidationError.notANumber.message == "Enter a number, like 42 or 3.5.")
            }
            // A rule given its locale doesn't depend on the environment.
            #expect(StringRules.number(locale: Locale(identifier: "de_DE")).validate("2,25") == nil)
        }

        @Test func theTableDemoShowsTheDateInThePersonsLocale() throws {
            try #require(LocaleFormatsProbe.isInstalled("es_ES.UTF-8"), "es_ES.UTF-8 is not installed (scripts/setup.sh --test)")
            withLocaleVariables(["LC_ALL": "es_ES.UTF-8"]) {
                let view = MainRootView()
                view.componentState = date
                let expected = LocaleFormats.string(from: date, dateStyle: .medium, timeStyle: .medium)
                #expect(view.label.text == expected)
                #expect(expected.contains("mar 2026"))
            }
        }
    }
}

/// Whether the C library has a locale, as the toolkit checks it.
enum LocaleFormatsProbe {
    static func isInstalled(_ name: String) -> Bool {
        guard let handle = newlocale(1 << LC_TIME, name, nil) else { return false }
        freelocale(handle)
        return true
    }
}

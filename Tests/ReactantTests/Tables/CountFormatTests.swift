@testable import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Row positions and counts are written without ICU for each number (`CountFormat`):
    /// they must read exactly as `LocaleFormats` writes them, in every locale the machine
    /// has (grouped or not, four digits ungrouped in Spanish) and after the locale changes.
    @Suite @MainActor struct CountFormatTests {
        init() throws { try TestBackend.start() }

        private let numbers = Array(0...1_200) + [9_999, 10_000, 12_345, 99_999, 100_000, 100_001, 999_999,
                                                  1_000_000, 1_234_567, 98_765_432, 123_456_789, 1_000_000_000,
                                                  Int.max / 10, Int.max, -1, -1_234]

        private func expectSameAsLocaleFormats(_ what: String) {
            for number in numbers {
                #expect(CountFormat.string(from: number) == LocaleFormats.string(from: number), "\(what): \(number)")
            }
        }

        @Test func countsReadAsLocaleFormatsWritesThem() throws {
            var locales: [String?] = [nil, "C", "C.UTF-8", "xx_YY.UTF-8"]
            for name in ["es_ES.UTF-8", "he_IL.UTF-8", "en_US.UTF-8", "de_DE.UTF-8", "ar_EG.UTF-8", "hi_IN.UTF-8"]
            where LocaleFormatsProbe.isInstalled(name) {
                locales.append(name)
            }
            try #require(locales.contains("es_ES.UTF-8"), "es_ES.UTF-8 is not installed (scripts/setup.sh --test)")
            for name in locales {
                withLocaleVariables(["LC_ALL": nil, "LC_NUMERIC": name, "LANG": nil]) {
                    expectSameAsLocaleFormats(name ?? "no locale")
                }
            }
            // LC_ALL wins over LC_NUMERIC, as LocaleFormats reads them, and a change between
            // two numbers counts.
            withLocaleVariables(["LC_ALL": "es_ES.UTF-8", "LC_NUMERIC": "C"]) {
                #expect(CountFormat.string(from: 12_345) == "12.345")
                #expect(CountFormat.string(from: 1_234) == "1234")
            }
            withLocaleVariables(["LC_ALL": nil, "LC_NUMERIC": "C", "LANG": "es_ES.UTF-8"]) {
                #expect(CountFormat.string(from: 12_345) == "12345")
            }
        }
    }
}

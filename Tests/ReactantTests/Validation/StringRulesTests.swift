import Foundation
import Reactant
import Testing

/// "e" followed by U+0301 COMBINING ACUTE ACCENT: two scalars, one character.
private let decomposedE = "e\u{301}"
/// "n" followed by U+0303 COMBINING TILDE: the decomposed spelling of "ñ".
private let decomposedN = "n\u{303}"
/// A family emoji: seven scalars joined by zero-width joiners, one character.
private let family = "👨‍👩‍👧‍👦"

@Suite("StringRules.notEmpty and notBlank")
struct PresenceRuleTests {
    @Test("notEmpty passes any text with a character", arguments: ["a", " ", "\n", decomposedE, family])
    func notEmptyPasses(text: String) {
        #expect(StringRules.notEmpty.validate(text) == nil)
    }

    @Test("notEmpty rejects nil and empty text as .empty", arguments: [nil, ""] as [String?])
    func notEmptyFails(text: String?) {
        #expect(StringRules.notEmpty.validate(text) == .empty)
    }

    @Test("notBlank passes text with something visible", arguments: ["a", "  a  ", "\u{301}", "\t.\n"])
    func notBlankPasses(text: String) {
        #expect(StringRules.notBlank.validate(text) == nil)
    }

    @Test(
        "notBlank rejects nil, empty and white-space-only text as .empty",
        arguments: [nil, "", " ", "   ", "\t\n", "\r\n", "\u{00A0}", "\u{2003}"] as [String?]
    )
    func notBlankFails(text: String?) {
        #expect(StringRules.notBlank.validate(text) == .empty)
    }
}

@Suite("StringRules.minLength and maxLength")
struct LengthRuleTests {
    @Test("minLength passes text long enough and reports the minimum otherwise")
    func minLength() {
        let rule = StringRules.minLength(4)
        #expect(rule.validate("this") == nil)
        #expect(rule.validate("message") == nil)
        #expect(rule.validate("is") == .tooShort(minimum: 4))
        #expect(rule.validate("") == .tooShort(minimum: 4))
    }

    @Test("minLength treats nil as empty text")
    func minLengthNil() {
        #expect(StringRules.minLength(1).validate(nil) == .tooShort(minimum: 1))
        #expect(StringRules.minLength(0).validate(nil) == nil)
        #expect(StringRules.minLength(0).validate("") == nil)
    }

    @Test("maxLength passes text short enough and reports the maximum otherwise")
    func maxLength() {
        let rule = StringRules.maxLength(3)
        #expect(rule.validate("") == nil)
        #expect(rule.validate("abc") == nil)
        #expect(rule.validate("abcd") == .tooLong(maximum: 3))
        #expect(StringRules.maxLength(0).validate("") == nil)
        #expect(StringRules.maxLength(0).validate("a") == .tooLong(maximum: 0))
    }

    @Test("maxLength passes nil: nothing entered is not too long")
    func maxLengthNil() {
        #expect(StringRules.maxLength(0).validate(nil) == nil)
        #expect(StringRules.maxLength(5).validate(nil) == nil)
    }

    @Test(
        "one user-perceived character counts once, however many scalars and bytes it takes",
        arguments: ["a", "ñ", decomposedN, decomposedE, "é", "👍", "👍🏽", "🇨🇿", family, "ก\u{E49}", "\r\n"]
    )
    func singleCharacter(text: String) {
        #expect(StringRules.minLength(1).test(text))
        #expect(StringRules.maxLength(1).test(text))
        #expect(StringRules.minLength(2).validate(text) == .tooShort(minimum: 2))
        #expect(StringRules.maxLength(0).validate(text) == .tooLong(maximum: 0))
    }

    @Test("lengths of mixed text count characters, not scalars or bytes")
    func mixedText() {
        let text = "ma" + decomposedN + "ana " + family + "🇨🇿"   // "mañana 👨‍👩‍👧‍👦🇨🇿"
        #expect(text.count == 9)
        #expect(text.unicodeScalars.count > 9)
        #expect(StringRules.minLength(9).test(text))
        #expect(!StringRules.minLength(10).test(text))
        #expect(StringRules.maxLength(9).test(text))
        #expect(!StringRules.maxLength(8).test(text))
    }

    @Test("very large limits do not overflow")
    func extremeLimits() {
        #expect(StringRules.maxLength(.max).test("anything"))
        #expect(StringRules.minLength(.max).validate("anything") == .tooShort(minimum: .max))
    }

    @Test("a negative minimum is a programming error caught where the rule is made")
    func negativeMinimum() async {
        await #expect(processExitsWith: .failure) {
            _ = StringRules.minLength(-1)
        }
    }

    @Test("a negative maximum is a programming error caught where the rule is made")
    func negativeMaximum() async {
        await #expect(processExitsWith: .failure) {
            _ = StringRules.maxLength(-1)
        }
    }
}

@Suite("StringRules.email")
struct EmailRuleTests {
    @Test(
        "plausible addresses pass",
        arguments: [
            "name@example.com",
            "first.last@example.com",
            "first.last+tag@mail.example.co.uk",
            "UPPER@EXAMPLE.COM",
            "o'brien@example.ie",
            "x@example.io",
            "user_name-1@sub-domain.example.org",
            "!#$%&'*+-/=?^_`{|}~@example.com",
            "josé@correo.es",
            "jos" + decomposedE + "@correo.es",
            "用户@例子.中国",
            "info@xn--80ak6aa92e.com",
            "a@b.cd",
        ]
    )
    func passes(address: String) {
        #expect(StringRules.email.validate(address) == nil)
    }

    @Test(
        "implausible addresses fail with .invalidEmail",
        arguments: [
            "plainaddress",
            "@example.com",
            "name@",
            "name@@example.com",
            "name@exa@mple.com",
            "name@localhost",
            "name@example",
            "name@example.c",
            "name@example.com.",
            "name@.example.com",
            "name@example..com",
            ".name@example.com",
            "name.@example.com",
            "na..me@example.com",
            "a b@example.com",
            " name@example.com",
            "name@example.com ",
            "name@exam ple.com",
            "name@-example.com",
            "name@example-.com",
            "name@exa_mple.com",
            "name@127.0.0.1",
            "name@[127.0.0.1]",
            "\"quoted\"@example.com",
            "name@example.123",
            "name\u{202E}@example.com",
            "name\u{0}@example.com",
            "name@\u{301}example.com",
            "\u{301}name@example.com",
            String(repeating: "a", count: 65) + "@example.com",
            "name@" + String(repeating: "a", count: 64) + ".com",
            "name@" + String(repeating: "abcdefghi.", count: 25) + "com",
        ]
    )
    func fails(address: String) {
        #expect(StringRules.email.validate(address) == .invalidEmail)
    }

    @Test("the longest allowed parts still pass")
    func limits() {
        let local = String(repeating: "a", count: 64)
        let label = String(repeating: "b", count: 63)
        #expect(StringRules.email.test(local + "@" + label + ".com"))
        // 64 + 1 + 63 + 1 + 63 + 1 + 61 = 254 bytes, the most an address may have.
        let longest = local + "@" + label + "." + label + "." + String(repeating: "c", count: 61)
        #expect(longest.utf8.count == 254)
        #expect(StringRules.email.test(longest))
        #expect(!StringRules.email.test(longest + "c"))
    }

    @Test("nil and empty text fail with .empty", arguments: [nil, ""] as [String?])
    func empty(text: String?) {
        #expect(StringRules.email.validate(text) == .empty)
    }
}

@Suite("StringRules.pattern")
struct PatternRuleTests {
    @Test("the pattern must match the whole text")
    func wholeText() throws {
        let rule = try StringRules.pattern("[0-9]{3}")
        #expect(rule.validate("123") == nil)
        #expect(rule.validate("1234") == .patternMismatch)
        #expect(rule.validate("x123") == .patternMismatch)
        #expect(rule.validate("123x") == .patternMismatch)
        #expect(rule.validate("123\n") == .patternMismatch)
    }

    @Test("alternatives are tried against the whole text")
    func alternation() throws {
        let rule = try StringRules.pattern("a|ab")
        #expect(rule.test("a"))
        #expect(rule.test("ab"))
        #expect(!rule.test("abc"))
    }

    @Test("groups and back-references keep their numbers")
    func backReference() throws {
        let rule = try StringRules.pattern("(a+)-\\1")
        #expect(rule.test("aa-aa"))
        #expect(!rule.test("aa-a"))
    }

    @Test("options apply, including case-insensitivity and literal text")
    func options() throws {
        #expect(try StringRules.pattern("[a-z]+", options: .caseInsensitive).test("HeLLo"))
        #expect(try !StringRules.pattern("[a-z]+").test("HeLLo"))

        let literal = try StringRules.pattern("a.b|c", options: .ignoreMetacharacters)
        #expect(literal.test("a.b|c"))
        #expect(!literal.test("axb|c"))
        #expect(!literal.test("c"))
    }

    @Test("a pattern ending in an open \\Q quote is still anchored")
    func openQuote() throws {
        let rule = try StringRules.pattern("price: \\Q$5.00")
        #expect(rule.test("price: $5.00"))
        #expect(!rule.test("price: $5x00"))
        #expect(!rule.test("price: $5.00!"))
    }

    @Test("a free-spacing pattern ending in a comment is still anchored")
    func trailingComment() throws {
        let byOption = try StringRules.pattern("[0-9]+  # the digits", options: .allowCommentsAndWhitespace)
        #expect(byOption.test("123"))
        #expect(!byOption.test("123a"))

        let inline = try StringRules.pattern("(?x) [a-z]+ [0-9]  # letters, then a digit")
        #expect(inline.test("abc1"))
        #expect(!inline.test("abc"))
        #expect(!inline.test("abc1 "))
    }

    @Test("nil fails with .empty; empty text is matched like any other")
    func nilAndEmpty() throws {
        #expect(try StringRules.pattern("[0-9]*").validate(nil) == .empty)
        #expect(try StringRules.pattern("[0-9]*").validate("") == nil)
        #expect(try StringRules.pattern("[0-9]+").validate("") == .patternMismatch)
    }

    @Test("text with combining characters is matched scalar by scalar, or by \\X as characters")
    func combiningCharacters() throws {
        #expect(try StringRules.pattern("caf\\X").test("caf" + decomposedE))
        #expect(try StringRules.pattern("\\X{4}").test("ma" + decomposedN + "a"))
        #expect(try !StringRules.pattern("[a-z]+").test("caf" + decomposedE))
        #expect(try StringRules.pattern("[a-z\\p{Mn}]+").test("caf" + decomposedE))
    }

    @Test(
        "an invalid pattern throws InvalidPatternError where the rule is made",
        arguments: ["[0-9", "a(", "(?<name", "*a", "a{2,1}", "\\", "(?z)"]
    )
    func invalidPattern(pattern: String) {
        let error = #expect(throws: InvalidPatternError.self) {
            try StringRules.pattern(pattern)
        }
        #expect(error?.pattern == pattern)
        #expect(error?.message.contains(pattern) == true)
        #expect(error?.localizedDescription == error?.message)
    }

    @Test("a mismatch can be given a friendlier message")
    func friendlierMessage() throws {
        let code = try StringRules.pattern("[A-Z]{3}-[0-9]{4}")
            .mapError { _ in ValidationError.custom("Use a code like ABC-1234.") }
        #expect(code.validate("ABC-1234") == nil)
        #expect(code.validate("abc")?.message == "Use a code like ABC-1234.")
    }
}

@Suite("StringRules.digits")
struct DigitsRuleTests {
    @Test("ASCII digits pass, leading zeros included", arguments: ["0", "7", "007", "1234567890"])
    func passes(text: String) {
        #expect(StringRules.digits.validate(text) == nil)
    }

    @Test(
        "anything else fails with .notDigits",
        arguments: ["12a", "-1", "+1", "1.5", "1 2", " 1", "1,000", "١٢٣", "１２", "1\u{301}", "½", "²"]
    )
    func fails(text: String) {
        #expect(StringRules.digits.validate(text) == .notDigits)
    }

    @Test("nil and empty text fail with .empty", arguments: [nil, ""] as [String?])
    func empty(text: String?) {
        #expect(StringRules.digits.validate(text) == .empty)
    }
}

@Suite("StringRules.number and integer")
struct NumberRuleTests {
    @Test(
        "decimal numbers in range pass",
        arguments: ["0", "100", "42", "42.5", "-0", "+7", ".5", "3.", "0.000", "1e2", "2.5E-1", "1E+1", "007"]
    )
    func numberPasses(text: String) {
        #expect(StringRules.number(in: 0...100).validate(text) == nil)
    }

    @Test(
        "text that is not a plain decimal number fails with .notANumber",
        arguments: [
            "abc", "1,5", "1 000", " 1", "1 ", "1a", "inf", "-infinity", "nan", "NaN", "0x10",
            "1e", "e5", "1e+", ".", "-", "+", "+-1", "--1", "1..2", "1.2.3", "١٢", "1\u{301}",
        ]
    )
    func notANumber(text: String) {
        #expect(StringRules.number(in: 0...100).validate(text) == .notANumber)
    }

    @Test("numbers outside the range fail with .outOfRange", arguments: ["100.001", "-0.5", "101", "1e3", "1e400", "-1e400"])
    func outOfRange(text: String) {
        #expect(StringRules.number(in: 0...100).validate(text) == .outOfRange(0...100))
    }

    @Test("without a range any finite number passes")
    func anyNumber() {
        #expect(StringRules.number().test("-1e300"))
        #expect(StringRules.number().test("123456789012345678901234567890"))
        #expect(StringRules.number().validate("nan") == .notANumber)
    }

    @Test("nil and empty text fail with .empty", arguments: [nil, ""] as [String?])
    func numberEmpty(text: String?) {
        #expect(StringRules.number(in: 0...1).validate(text) == .empty)
        #expect(StringRules.integer(in: 0...1).validate(text) == .empty)
    }

    @Test("whole numbers in range pass", arguments: ["18", "120", "+18", "0042", "99"])
    func integerPasses(text: String) {
        #expect(StringRules.integer(in: 18...120).validate(text) == nil)
    }

    @Test("fractions and other text fail with .notAnInteger", arguments: ["18.0", "1e2", "eighteen", " 18", "18 ", "-", "+", "١٨"])
    func notAnInteger(text: String) {
        #expect(StringRules.integer(in: 18...120).validate(text) == .notAnInteger)
    }

    @Test(
        "whole numbers outside the range, even beyond Int, fail with .outOfRange",
        arguments: ["17", "121", "-18", "0", "99999999999999999999999", "-99999999999999999999999"]
    )
    func integerOutOfRange(text: String) {
        #expect(StringRules.integer(in: 18...120).validate(text) == .outOfRange(18...120))
    }

    @Test("the whole Int range is the default")
    func integerDefault() {
        #expect(StringRules.integer().test(String(Int.max)))
        #expect(StringRules.integer().test(String(Int.min)))
        #expect(!StringRules.integer().test(String(Int.max) + "0"))
    }
}

// A rule that is quadratic in the length of its input takes many minutes on a megabyte; a
// linear one takes milliseconds. The time limit tells the two apart without timing anything
// on this shared, noisy machine (speed figures belong in benchmarks, not in tests).
@Suite("StringRules on a megabyte of text", .timeLimit(.minutes(1)))
struct LargeInputTests {
    static let megabyte = 1 << 20
    static let letters = String(repeating: "a", count: megabyte)
    static let numerals = String(repeating: "7", count: megabyte)
    static let spaces = String(repeating: " ", count: megabyte)
    static let accented = String(repeating: decomposedE, count: megabyte / 3)

    /// Runs `body`; the suite's time limit catches a rule that doesn't answer.
    private func quickly<T>(_ body: () throws -> T) rethrows -> T {
        try body()
    }

    @Test("length rules count a megabyte quickly")
    func lengths() {
        let size = Self.megabyte
        #expect(quickly { StringRules.minLength(4).validate(Self.letters) } == nil)
        #expect(quickly { StringRules.minLength(size).validate(Self.letters) } == nil)
        #expect(quickly { StringRules.minLength(size + 1).validate(Self.letters) } == .tooShort(minimum: size + 1))
        #expect(quickly { StringRules.maxLength(size).validate(Self.letters) } == nil)
        #expect(quickly { StringRules.maxLength(size - 1).validate(Self.letters) } == .tooLong(maximum: size - 1))
        #expect(quickly { StringRules.maxLength(140).validate(Self.letters) } == .tooLong(maximum: 140))
        // Three bytes per character: the byte count alone cannot settle these.
        let characters = Self.accented.count
        #expect(quickly { StringRules.minLength(characters).validate(Self.accented) } == nil)
        #expect(quickly { StringRules.maxLength(characters).validate(Self.accented) } == nil)
        #expect(quickly { StringRules.maxLength(characters - 1).validate(Self.accented) } == .tooLong(maximum: characters - 1))
    }

    @Test("the other rules answer on a megabyte quickly")
    func others() throws {
        #expect(quickly { StringRules.notEmpty.validate(Self.letters) } == nil)
        #expect(quickly { StringRules.notBlank.validate(Self.spaces) } == .empty)
        #expect(quickly { StringRules.email.validate(Self.letters) } == .invalidEmail)
        #expect(quickly { StringRules.email.validate(Self.letters + "@example.com") } == .invalidEmail)
        #expect(quickly { StringRules.digits.validate(Self.numerals) } == nil)
        #expect(quickly { StringRules.digits.validate(Self.numerals + "x") } == .notDigits)
        #expect(quickly { StringRules.number(in: 0...100).validate(Self.numerals) } == .outOfRange(0...100))
        #expect(quickly { StringRules.number(in: 0...100).validate("0." + Self.numerals) } == nil)
        #expect(quickly { StringRules.integer(in: 0...100).validate(Self.numerals) } == .outOfRange(0...100))
        let letters = try StringRules.pattern("[a-z]*")
        #expect(quickly { letters.validate(Self.letters) } == nil)
        #expect(quickly { letters.validate(Self.letters + "A") } == .patternMismatch)
        #expect(quickly { letters.validate(Self.accented) } == .patternMismatch)
    }
}

import PropertyBased
import Reactant
import Testing

/// A ready rule with its parameters, so a failing case prints as something readable.
private enum RuleSpec: Sendable, CustomStringConvertible {
    case notEmpty, notBlank, email, digits
    case minLength(Int), maxLength(Int)
    case number(ClosedRange<Double>), integer(ClosedRange<Int>)
    case lowercase

    var rule: Rule<String?, ValidationError> {
        switch self {
        case .notEmpty: return StringRules.notEmpty
        case .notBlank: return StringRules.notBlank
        case .email: return StringRules.email
        case .digits: return StringRules.digits
        case .minLength(let length): return StringRules.minLength(length)
        case .maxLength(let length): return StringRules.maxLength(length)
        case .number(let range): return StringRules.number(in: range)
        case .integer(let range): return StringRules.integer(in: range)
        case .lowercase: return Self.lowercaseRule
        }
    }

    // The pattern is a constant known to compile; invalid patterns are tested elsewhere.
    private static let lowercaseRule = try! StringRules.pattern("[a-z]*")

    var description: String {
        switch self {
        case .notEmpty: return "notEmpty"
        case .notBlank: return "notBlank"
        case .email: return "email"
        case .digits: return "digits"
        case .minLength(let length): return "minLength(\(length))"
        case .maxLength(let length): return "maxLength(\(length))"
        case .number(let range): return "number(in: \(range))"
        case .integer(let range): return "integer(in: \(range))"
        case .lowercase: return "pattern(\"[a-z]*\")"
        }
    }
}

/// Characters that exercise the rules: letters, digits, signs, white space, e-mail punctuation
/// and characters made of several scalars.
private let interestingCharacters: [Character] = [
    "a", "z", "Q", "0", "1", "7", "9", ".", "-", "+", "e", "@", " ", "\n", "\u{00A0}",
    "ñ", "e\u{301}", "n\u{303}", "👍🏽", "🇨🇿", "👨‍👩‍👧‍👦", "٣",
]

private let characterGen = Gen<Character?>.element(of: interestingCharacters).map { $0! }

/// Optional strings from a mix of sources, so every rule sees both valid and invalid input.
private let textGen = Gen<String>.oneOf(
    characterGen.string(of: 0...12),
    Gen.number.string(of: 1...4),
    Gen.letterOrNumber.string(of: 0...6).map { $0 + "@example.com" },
    Gen.lowercaseLetter.string(of: 0...6)
).optional(valueRate: 0.9)

private let specGen = zip(Gen.int(in: 0...8), Gen.int(in: 0...6), Gen.int(in: 0...6)).map { choice -> RuleSpec in
    let (kind, a, b) = choice
    switch kind {
    case 0: return .notEmpty
    case 1: return .notBlank
    case 2: return .email
    case 3: return .digits
    case 4: return .minLength(a)
    case 5: return .maxLength(a)
    case 6: return .number(Double(min(a, b) * 100)...Double(max(a, b) * 1000))
    case 7: return .integer(min(a, b) * 100...max(a, b) * 1000)
    default: return .lowercase
    }
}

@Suite("Rule properties")
struct RulePropertyTests {
    @Test("run, test and validate agree")
    func runTestValidateAgree() async {
        await propertyCheck(count: 500, input: specGen, textGen) { spec, text in
            let rule = spec.rule
            let error = rule.validate(text)
            #expect(rule.test(text) == (error == nil))
            switch rule.run(text) {
            case .success(let value): #expect(error == nil && value == text)
            case .failure(let failure): #expect(failure == error)
            }
        }
    }

    @Test("all(of:) fails exactly when some part fails, with the first part's error")
    func allOfBehavesAsItsParts() async {
        await propertyCheck(count: 500, input: specGen.array(of: 0...4), textGen) { specs, text in
            let rules = specs.map(\.rule)
            let combined = Rule.all(of: rules)
            let firstError = rules.lazy.compactMap { $0.validate(text) }.first
            #expect(combined.test(text) == rules.allSatisfy { $0.test(text) })
            #expect(combined.validate(text) == firstError)
        }
    }

    @Test("any(of:) passes exactly when some part passes, otherwise with the last part's error")
    func anyOfBehavesAsItsParts() async {
        await propertyCheck(count: 500, input: specGen, specGen.array(of: 0...3), textGen) { first, others, text in
            let rules = [first.rule] + others.map(\.rule)
            let combined: Rule<String?, ValidationError>
            switch others.count {
            case 0: combined = Rule.any(of: rules[0])
            case 1: combined = Rule.any(of: rules[0], rules[1])
            case 2: combined = Rule.any(of: rules[0], rules[1], rules[2])
            default: combined = Rule.any(of: rules[0], rules[1], rules[2], rules[3])
            }
            let somePasses = rules.contains { $0.test(text) }
            #expect(combined.test(text) == somePasses)
            #expect(combined.validate(text) == (somePasses ? nil : rules.last?.validate(text)))
        }
    }

    @Test("any(of:otherwise:) passes exactly when some part passes, otherwise with the given error")
    func anyOfOtherwiseBehavesAsItsParts() async {
        await propertyCheck(count: 500, input: specGen.array(of: 0...4), textGen) { specs, text in
            let rules = specs.map(\.rule)
            let combined = Rule.any(of: rules, otherwise: .invalid)
            let somePasses = rules.contains { $0.test(text) }
            #expect(combined.validate(text) == (somePasses ? nil : .invalid))
        }
    }

    @Test("mapError keeps which values pass and transforms the error")
    func mapErrorPreservesValidity() async {
        await propertyCheck(count: 500, input: specGen, textGen) { spec, text in
            let rule = spec.rule
            let mapped = rule.mapError { ValidationError.custom("Wrapped: \($0.message)") }
            #expect(mapped.test(text) == rule.test(text))
            #expect(mapped.validate(text) == rule.validate(text).map { .custom("Wrapped: \($0.message)") })
        }
    }

    @Test("pullback runs the rule on the derived value")
    func pullbackRunsOnTheDerivedValue() async {
        await propertyCheck(count: 300, input: specGen, textGen, textGen) { spec, first, second in
            let rule = spec.rule
            let onPair = rule.pullback { (pair: (String?, String?)) in pair.1 }
            #expect(onPair.validate((first, second)) == rule.validate(second))
        }
    }

    @Test("minLength and maxLength agree with String.count, whatever the characters")
    func lengthsCountCharacters() async {
        await propertyCheck(
            count: 500,
            input: characterGen.array(of: 0...12), Gen.int(in: 0...14)
        ) { characters, limit in
            let text = String(characters)
            #expect(text.count == characters.count)
            #expect(StringRules.minLength(limit).test(text) == (characters.count >= limit))
            #expect(StringRules.maxLength(limit).test(text) == (characters.count <= limit))
        }
    }

    @Test("digits passes exactly the non-empty strings of 0 to 9")
    func digitsAgreesWithDefinition() async {
        await propertyCheck(count: 500, input: characterGen.string(of: 0...8)) { text in
            let expected = !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) }
            #expect(StringRules.digits.test(text) == expected)
        }
    }

    @Test("integer(in:) passes a printed Int exactly when the range contains it")
    func integerAgreesWithRange() async {
        await propertyCheck(
            count: 500,
            input: Gen.int(in: -1_000...1_000), Gen.int(in: -1_000...1_000), Gen.int(in: -1_000...1_000)
        ) { number, a, b in
            let range = min(a, b)...max(a, b)
            #expect(StringRules.integer(in: range).test(String(number)) == range.contains(number))
        }
    }

    @Test("number(in:) passes a printed Double exactly when the range contains it")
    func numberAgreesWithRange() async {
        await propertyCheck(
            count: 500,
            input: Gen.double(in: -1e6...1e6), Gen.double(in: -1e6...1e6), Gen.double(in: -1e6...1e6)
        ) { number, a, b in
            let range = min(a, b)...max(a, b)
            #expect(StringRules.number(in: range).test(String(number)) == range.contains(number))
        }
    }
}

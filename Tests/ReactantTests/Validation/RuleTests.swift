import Reactant
import Testing

/// A small error type of the tests' own, so composition is checked apart from `ValidationError`.
private enum Problem: Error, Equatable {
    case odd, negative, large, rejected
}

private let even = Rule<Int, Problem> { $0.isMultiple(of: 2) ? nil : .odd }
private let nonNegative = Rule<Int, Problem> { $0 >= 0 ? nil : .negative }
private let small = Rule<Int, Problem> { $0 < 100 ? nil : .large }

/// Rules are `Sendable`, so they can live in globals and statics like this one.
private let storedRule: Rule<String?, ValidationError> = .all(of: StringRules.notBlank, StringRules.maxLength(5))

@Suite("Rule")
struct RuleTests {
    @Test("run returns the error, test answers whether it is nil")
    func runAndTest() {
        #expect(even.validate(4) == nil)
        #expect(even.validate(3) == .odd)
        #expect(even.test(4))
        #expect(!even.test(3))
    }

    @Test("validate keeps a valid value and reports an invalid one")
    func validate() {
        #expect(even.run(4) == .success(4))
        #expect(even.run(3) == .failure(.odd))
        #expect(StringRules.minLength(4).run("this") == .success("this"))
        #expect(StringRules.minLength(4).run("is") == .failure(.tooShort(minimum: 4)))
    }

    @Test("the seed's rule, written the seed's way, works")
    func seedShapedRule() {
        let minimumFour = Rule<String?, ValidationError> { value in
            guard let value, value.count >= 4 else {
                return .invalid
            }
            return nil
        }
        #expect(minimumFour.validate("this") == nil)
        #expect(minimumFour.validate("is") == .invalid)
        #expect(minimumFour.validate(nil) == .invalid)
    }

    @Test("passing accepts everything, failing rejects everything")
    func passingAndFailing() {
        #expect(Rule<Int, Problem>.passing.validate(.min) == nil)
        #expect(Rule<Int, Problem>.failing(with: .rejected).validate(0) == Problem.rejected)
    }

    @Test("all(of:) answers with the first error, in order")
    func allOf() {
        let rule = Rule.all(of: nonNegative, even, small)
        #expect(rule.validate(42) == nil)
        #expect(rule.validate(-3) == .negative)   // fails all three; the first wins
        #expect(rule.validate(101) == .odd)       // fails `even` and `small`
        #expect(rule.validate(102) == .large)
        #expect(Rule.all(of: [small, even]).validate(101) == .large)
    }

    @Test("all(of:) stops at the first failing rule")
    func allOfStopsEarly() {
        let neverRun = Rule<Int, Problem> { _ in
            Issue.record("a rule after a failing one was run")
            return nil
        }
        #expect(Rule.all(of: even, neverRun).validate(1) == .odd)
    }

    @Test("all(of:) of no rules accepts everything")
    func allOfNothing() {
        #expect(Rule<Int, Problem>.all(of: []).test(-7))
        #expect(Rule<Int, Problem>.all(of: []).validate(7) == nil)
    }

    @Test("any(of:) passes when one part passes and otherwise gives the last error")
    func anyOf() {
        let rule = Rule.any(of: even, small)
        #expect(rule.validate(1) == nil)      // small
        #expect(rule.validate(200) == nil)    // even
        #expect(rule.validate(201) == .large) // both fail; the last rule's error
        #expect(Rule.any(of: small, even).validate(201) == .odd)
        #expect(Rule.any(of: even).validate(3) == .odd)
    }

    @Test("any(of:) stops at the first passing rule")
    func anyOfStopsEarly() {
        let neverRun = Rule<Int, Problem> { _ in
            Issue.record("a rule after a passing one was run")
            return .rejected
        }
        #expect(Rule.any(of: even, neverRun).validate(2) == nil)
    }

    @Test("any(of:otherwise:) fails with the given error, also when it has no rules")
    func anyOfOtherwise() {
        let rule = Rule.any(of: [even, small], otherwise: .rejected)
        #expect(rule.validate(200) == nil)
        #expect(rule.validate(201) == Problem.rejected)
        #expect(Rule<Int, Problem>.any(of: [], otherwise: .rejected).validate(0) == Problem.rejected)
    }

    @Test("the ready rules compose: a contact is a phone number or an e-mail address")
    func composedStringRules() {
        let contact = Rule.any(of: StringRules.digits, StringRules.email)
        #expect(contact.test("777123456"))
        #expect(contact.test("name@example.com"))
        #expect(contact.validate("nobody") == .invalidEmail)
        #expect(contact.validate(nil) == .empty)
    }

    @Test("mapError changes the error, not the verdict")
    func mapError() {
        let rule = even.mapError { problem in ValidationError.custom("Use an even number, not \(problem).") }
        #expect(rule.validate(2) == nil)
        #expect(rule.validate(3) == .custom("Use an even number, not odd."))
        #expect(rule.validate(3)?.message == "Use an even number, not odd.")
    }

    @Test("pullback applies a rule to part of a larger value")
    func pullback() {
        struct SignUp: Sendable {
            var name: String?
            var email: String?
        }
        let emailOfSignUp: Rule<SignUp, ValidationError> = StringRules.email.pullback(\.email)
        let nameOfSignUp = StringRules.notBlank.pullback { (form: SignUp) in form.name }
        let form = Rule.all(of: nameOfSignUp, emailOfSignUp)

        #expect(form.validate(SignUp(name: "Tadeas", email: "tadeas@example.com")) == nil)
        #expect(form.validate(SignUp(name: " ", email: "tadeas@example.com")) == .empty)
        #expect(form.validate(SignUp(name: "Tadeas", email: "tadeas")) == .invalidEmail)
    }

    @Test("a rule stored in a global can be used from another task")
    func sendable() async {
        let verdicts = await Task.detached {
            [storedRule.test("hello"), storedRule.test("   "), storedRule.test("too long")]
        }.value
        #expect(verdicts == [true, false, false])
    }
}

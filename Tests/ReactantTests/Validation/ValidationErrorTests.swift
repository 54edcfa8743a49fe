import Foundation
import Reactant
import Testing

@Suite("ValidationError")
struct ValidationErrorTests {
    static let allKinds: [ValidationError] = [
        .invalid, .empty, .tooShort(minimum: 8), .tooLong(maximum: 20), .invalidEmail,
        .patternMismatch, .notDigits, .notANumber, .notAnInteger, .outOfRange(1...10),
        .custom("Pick a colour."),
    ]

    @Test("every error has a sentence for a person", arguments: allKinds)
    func message(error: ValidationError) {
        let message = error.message
        #expect(!message.isEmpty)
        #expect(message.first?.isUppercase == true)
        #expect(message.hasSuffix("."))
    }

    @Test("description and localizedDescription are the message", arguments: allKinds)
    func descriptions(error: ValidationError) {
        #expect(error.description == error.message)
        #expect(String(describing: error) == error.message)
        #expect(error.localizedDescription == error.message)
        #expect((error as any Error).localizedDescription == error.message)
    }

    @Test("the messages say what to enter")
    func wording() {
        #expect(ValidationError.empty.message == "This field cannot be empty.")
        #expect(ValidationError.tooShort(minimum: 8).message == "Use at least 8 characters.")
        #expect(ValidationError.tooShort(minimum: 1).message == "Use at least 1 character.")
        #expect(ValidationError.tooLong(maximum: 20).message == "Use at most 20 characters.")
        #expect(ValidationError.tooLong(maximum: 1).message == "Use at most 1 character.")
        #expect(ValidationError.invalidEmail.message == "Enter an e-mail address like name@example.com.")
        #expect(ValidationError.notDigits.message == "Use only the digits 0 to 9.")
        #expect(ValidationError.custom("Pick a colour.").message == "Pick a colour.")
    }

    @Test("ranges read naturally, whole numbers without a fraction")
    func rangeWording() {
        #expect(ValidationError.outOfRange(1...10).message == "Enter a number from 1 to 10.")
        #expect(ValidationError.outOfRange(-2.5...2.5).message == "Enter a number from -2.5 to 2.5.")
        #expect(ValidationError.outOfRange(-.infinity...0).message == "Enter a number no greater than 0.")
        #expect(ValidationError.outOfRange(18 ... .infinity).message == "Enter a number no less than 18.")
        #expect(ValidationError.outOfRange(42...42).message == "Enter 42.")
        #expect(ValidationError.outOfRange(-.infinity ... .infinity).message == "Enter a number.")
    }

    @Test("errors compare by kind and payload")
    func equality() {
        #expect(ValidationError.tooShort(minimum: 3) == .tooShort(minimum: 3))
        #expect(ValidationError.tooShort(minimum: 3) != .tooShort(minimum: 4))
        #expect(ValidationError.tooShort(minimum: 3) != .tooLong(maximum: 3))
        #expect(ValidationError.outOfRange(0...1) != .outOfRange(0...2))
    }
}

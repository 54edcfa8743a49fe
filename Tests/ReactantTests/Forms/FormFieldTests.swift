import Foundation
import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct FormFieldTests {
    init() throws { try TestBackend.start() }

    /// Records a field's actions for the length of a test.
    @MainActor
    final class ActionLog {
        var actions: [FormFieldAction] = []
        private var subscription: AnyCancellable?
        init(_ field: FormField) {
            subscription = field.action.sink { [weak self] in self?.actions.append($0) }
        }
    }

    private let invalidEmail = ValidationError.invalidEmail.message

    @Test func anUntouchedInvalidFieldShowsNoError() {
        let field = FormField(label: "E-mail", placeholder: "name@example.com", rule: StringRules.email)
        #expect(!field.isValid)
        #expect(field.errorMessage == ValidationError.empty.message)
        #expect(!field.isShowingError)
        #expect(field.textField.accessibleLabel == "E-mail")
        #expect(field.textField.accessibleDescription == nil)
        #expect(WidgetTree.render(field) == """
            box vertical spacing=4 .form-field
              label "E-mail" .form-field-label
              entry "" placeholder="name@example.com"
              label "" .form-field-message .error hidden
            """)
    }

    @Test func typingAnInvalidEmailShowsTheErrorAndFixingItClearsIt() throws {
        let field = FormField(label: "E-mail", rule: StringRules.email)
        // A person can only type into what is on screen.
        let shown = ShownView(field)
        defer { shown.close() }
        try Interact.type("ann@example", into: field.textField)
        #expect(field.isShowingError)
        #expect(field.textField.styleClasses.contains("error"))
        #expect(field.messageLabel.text == invalidEmail)
        #expect(!field.messageLabel.isHidden)
        #expect(field.textField.accessibleDescription == invalidEmail)
        #expect(WidgetTree.render(field) == """
            box vertical spacing=4 .form-field
              label "E-mail" .form-field-label
              entry "ann@example" .error focused
              label "\(invalidEmail)" .form-field-message .error
            """)

        try Interact.type(".com", into: field.textField)
        #expect(field.isValid)
        #expect(!field.isShowingError)
        #expect(!field.textField.styleClasses.contains("error"))
        #expect(field.messageLabel.isHidden)
        #expect(field.messageLabel.text == "")
        #expect(field.textField.accessibleDescription == nil)
        #expect(field.componentState == "ann@example.com")

        // Breaking it again brings everything back: errors show on every edit once touched.
        try Interact.type("!", into: field.textField)
        #expect(field.textField.styleClasses == ["error"])
        #expect(field.textField.accessibleDescription == invalidEmail)
    }

    @Test func theMessageFollowsTheRuleThatFails() throws {
        let field = FormField(label: "Password", isSecure: true,
                              rule: .all(of: StringRules.notEmpty, StringRules.minLength(8)))
        // A person can only type into what is on screen.
        let shown = ShownView(field)
        defer { shown.close() }
        #expect(field.textField.isSecure)
        try Interact.type("abc", into: field.textField)
        #expect(field.textField.accessibleDescription == "Use at least 8 characters.")
        try Interact.clear(field.textField)
        #expect(field.textField.accessibleDescription == "This field cannot be empty.")
        #expect(field.messageLabel.text == "This field cannot be empty.")
    }

    @Test func editsAreReportedBeforeTheValidityChangesTheyCause() throws {
        let field = FormField(label: "Name", rule: StringRules.notEmpty)
        // A person can only type into what is on screen.
        let shown = ShownView(field)
        defer { shown.close() }
        let log = ActionLog(field)
        try Interact.type("Al", into: field.textField)
        try Interact.clear(field.textField)
        #expect(log.actions == [
            .textChanged("A"), .validityChanged(true),
            .textChanged("Al"),
            .textChanged(""), .validityChanged(false),
        ])
    }

    @Test func textSetFromCodeIsCheckedButNeitherReportedAsAnEditNorShown() throws {
        let field = FormField(label: "E-mail", rule: StringRules.email)
        let log = ActionLog(field)
        field.componentState = "ann@example.com"
        #expect(field.text == "ann@example.com")
        #expect(field.isValid)
        field.componentState = "nonsense"
        #expect(!field.isValid)
        #expect(!field.isShowingError)
        #expect(log.actions == [.validityChanged(true), .validityChanged(false)])
    }

    @Test func revealErrorShowsTheErrorOfAnUntouchedField() {
        let field = FormField(label: "Name", rule: StringRules.notBlank)
        field.revealError()
        #expect(field.isTouched)
        #expect(field.textField.styleClasses == ["error"])
        #expect(field.textField.accessibleDescription == ValidationError.empty.message)
        // The first valid value clears it as usual.
        field.componentState = "Ann"
        #expect(field.textField.styleClasses.isEmpty)
        #expect(field.textField.accessibleDescription == nil)
    }

    enum AgeError: Error { case young }

    @Test func aRuleWithItsOwnErrorTypeShowsItsOwnMessage() throws {
        let adult = Rule<String?, AgeError> { text in
            (Int(text ?? "") ?? 0) >= 18 ? nil : .young
        }
        let field = FormField(label: "Age", rule: adult) { _ in "You must be 18 or older." }
        // A person can only type into what is on screen.
        let shown = ShownView(field)
        defer { shown.close() }
        try Interact.type("9", into: field.textField)
        #expect(field.messageLabel.text == "You must be 18 or older.")
        try Interact.type("9", into: field.textField)
        #expect(field.isValid)
    }

    @Test func theDescriptionLeavesTheTooltipAlone() throws {
        let field = FormField(label: "Name", rule: StringRules.notEmpty)
        // A person can only type into what is on screen.
        let shown = ShownView(field)
        defer { shown.close() }
        field.textField.tooltip = "Your full name"
        try Interact.type("A", into: field.textField)
        try Interact.clear(field.textField)
        #expect(field.textField.accessibleDescription == ValidationError.empty.message)
        try Interact.type("B", into: field.textField)
        #expect(field.textField.accessibleDescription == nil)
        #expect(field.textField.tooltip == "Your full name")
    }

    // MARK: Unusual text

    @Test func combiningCharactersCountAsOneCharacterEachAndAreKeptAsTyped() throws {
        let decomposedE = "e\u{301}"
        let field = FormField(label: "Password", rule: StringRules.minLength(8))
        // A person can only type into what is on screen.
        let shown = ShownView(field)
        defer { shown.close() }
        let seven = String(repeating: decomposedE, count: 7)
        try Interact.type(seven, into: field.textField)
        // 14 scalars, but 7 characters: still too short.
        #expect(field.text.unicodeScalars.count == 14)
        #expect(field.errorMessage == ValidationError.tooShort(minimum: 8).message)
        try Interact.type(decomposedE, into: field.textField)
        #expect(field.isValid)
        #expect(field.text.unicodeScalars.elementsEqual((seven + decomposedE).unicodeScalars))

        let email = FormField(label: "E-mail", rule: StringRules.email)
        // A person can only type into what is on screen.
        let shownEmail = ShownView(email)
        defer { shownEmail.close() }
        try Interact.type("jose\u{301}@example.com", into: email.textField)
        #expect(email.isValid)
    }

    @Test func aPastedMegabyteIsCutToTheEntryLimitAndCheckedQuickly() throws {
        let megabyte = String(repeating: "a", count: 1 << 20)
        let field = FormField(label: "Name", rule: .all(of: StringRules.notEmpty, StringRules.maxLength(100)))
        // A person can only type into what is on screen.
        let shown = ShownView(field)
        defer { shown.close() }
        let log = ActionLog(field)
        let started = ContinuousClock.now
        try Interact.paste(megabyte, into: field.textField)
        let elapsed = ContinuousClock.now - started
        #expect(field.text.utf8.count == EntryText.maximumBytes)
        #expect(field.errorMessage == ValidationError.tooLong(maximum: 100).message)
        #expect(field.textField.accessibleDescription == field.errorMessage)
        // One edit; still invalid (empty before, too long now), so no validity change.
        #expect(log.actions.count == 1)
        #expect(elapsed < .seconds(5), "pasting a megabyte took \(elapsed)")

        try Interact.clear(field.textField)
        #expect(field.text == "")
        #expect(field.errorMessage == ValidationError.empty.message)
    }

    @Test func aMegabyteOfAccentedTextIsCutBetweenScalarsAsGtkCutsIt() throws {
        // "e" + U+0301 is 3 bytes: 65,534 bytes hold 21,844 whole pairs and one more "e".
        let accented = String(repeating: "e\u{301}", count: 350_000)
        let field = FormField(label: "Password", isSecure: true, rule: StringRules.minLength(8))
        field.componentState = accented
        #expect(field.text.utf8.count == 65_533)
        #expect(field.text.unicodeScalars.last == "e")
        #expect(field.isValid)
    }

    @Test func aDroppedFieldLeavesNoWidgetAlive() throws {
        let tracker = FinalizationTracker()
        weak var weakField: FormField?
        do {
            let field = FormField(label: "E-mail", rule: StringRules.email)
            // A person can only type into what is on screen.
            let shown = ShownView(field)
            defer { shown.close() }
            weakField = field
            tracker.track(field)
            try Interact.type("x", into: field.textField)
        }
        Interact.settle()
        #expect(weakField == nil)
        #expect(tracker.trackedCount == 4)
        #expect(tracker.aliveCount == 0)
    }
}

import Reactant
import ReactantTesting
import Testing

/// Two fields and a submit button tied by a `Form`, as a root view.
final class FormProbeView: ViewBase<Void, String> {
    let nameField = FormField(label: "Name", rule: StringRules.notBlank)
    let emailField = FormField(label: "E-mail", rule: StringRules.email)
    let submitButton = Button(title: "Send")
    private(set) lazy var form = Form(fields: [nameField, emailField], submitButton: submitButton)

    override var actions: [Observable<String>] { [form.submitted.rewrite(with: "submitted")] }
    override func loadView() { children(nameField, emailField, submitButton) }
}

@Suite(.uiSerialized) @MainActor
struct FormTests {
    init() throws { try TestBackend.start() }

    /// The probe in a shown window (focus needs one), and a list of what it submitted.
    @MainActor
    final class Harness {
        let window: Window
        let view: FormProbeView
        var submissions = 0
        private var subscription: AnyCancellable?

        init() {
            view = FormProbeView()
            window = Window(controller: ControllerBase<Void, FormProbeView>(title: "Form", root: view))
            window.show()
            subscription = view.action.sink { [weak self] _ in self?.submissions += 1 }
        }
    }

    @Test func theSubmitButtonIsEnabledOnlyWhileEveryFieldIsValid() throws {
        let harness = Harness()
        defer { harness.window.close() }
        let view = harness.view
        #expect(!view.submitButton.isEnabled)
        try Interact.type("Ann", into: view.nameField.textField)
        #expect(!view.submitButton.isEnabled)
        try Interact.type("ann@example", into: view.emailField.textField)
        #expect(!view.submitButton.isEnabled)
        #expect(view.emailField.isShowingError)
        try Interact.type(".com", into: view.emailField.textField)
        #expect(view.submitButton.isEnabled)
        #expect(view.form.isValid)
        try Interact.clear(view.nameField.textField)
        #expect(!view.submitButton.isEnabled)
        #expect(throws: InteractionError.self) { try Interact.tap(view.submitButton) }
        #expect(harness.submissions == 0)
        // Text set from code counts too.
        view.nameField.componentState = "Bo"
        #expect(view.submitButton.isEnabled)
        try Interact.tap(view.submitButton)
        #expect(harness.submissions == 1)
    }

    @Test func tabbingOutOfAnEmptyRequiredFieldShowsItsError() throws {
        let harness = Harness()
        defer { harness.window.close() }
        let view = harness.view
        // The window opens with the focus in the first field, and no error.
        #expect(view.nameField.textField.hasFocus)
        #expect(!view.nameField.isShowingError)
        Interact.press(KeyPress(.tab), in: harness.window)
        #expect(view.emailField.textField.hasFocus)
        #expect(view.nameField.isShowingError)
        #expect(view.nameField.messageLabel.text == ValidationError.empty.message)
        // The field the person only arrived in shows nothing yet.
        #expect(!view.emailField.isShowingError)
        // From then on the error follows the edits, as after typing.
        try Interact.type("Ann", into: view.nameField.textField)
        #expect(!view.nameField.isShowingError)
    }

    @Test func focusMovedByCodeAsTheWindowOpensShowsNoError() throws {
        let harness = Harness()
        defer { harness.window.close() }
        let view = harness.view
        // Code moves the focus around before the person does anything: no field was visited.
        view.emailField.textField.focus()
        view.nameField.textField.focus()
        #expect(view.nameField.textField.hasFocus)
        #expect(!view.nameField.isShowingError)
        #expect(!view.emailField.isShowingError)
        // Once the person presses a key in the field (Tab), leaving it shows the error.
        Interact.press(KeyPress(.tab), in: harness.window)
        #expect(view.nameField.isShowingError)
        #expect(!view.emailField.isShowingError)
    }

    /// A visit by pointer: clicking into an empty required field and then into another one
    /// shows its error, however the focus got there.
    @Test func clickingIntoAnEmptyRequiredFieldAndOutAgainShowsItsError() throws {
        let harness = Harness()
        defer { harness.window.close() }
        let view = harness.view
        // The name field has the focus from the window opening; the person clicks elsewhere.
        try Interact.tap(view.emailField.textField)
        #expect(view.emailField.textField.hasFocus)
        #expect(!view.nameField.isShowingError)  // never visited
        #expect(!view.emailField.isShowingError)
        try Interact.tap(view.nameField.textField)
        #expect(view.nameField.textField.hasFocus)
        #expect(view.emailField.isShowingError)
        #expect(view.emailField.messageLabel.text == ValidationError.empty.message)
        #expect(!view.nameField.isShowingError)
        // Leaving by keyboard after arriving by pointer counts the same.
        Interact.press(KeyPress(.tab, modifiers: .shift), in: harness.window)
        #expect(view.nameField.isShowingError)
    }

    /// Clicking into the field that has the focus already makes it visited too.
    @Test func clickingIntoTheFocusedFieldCountsAsAVisit() throws {
        let harness = Harness()
        defer { harness.window.close() }
        let view = harness.view
        #expect(view.nameField.textField.hasFocus)
        try Interact.tap(view.nameField.textField)
        view.emailField.textField.focus()  // code moves the focus on
        #expect(view.nameField.isShowingError)
    }

    @Test func onlyAFieldOnScreenCanBeClicked() throws {
        let field = FormField(label: "Name", rule: StringRules.notBlank)
        #expect(throws: InteractionError.self) { try Interact.tap(field.textField) }
        let harness = Harness()
        defer { harness.window.close() }
        harness.view.emailField.isHidden = true
        #expect(throws: InteractionError.self) { try Interact.tap(harness.view.emailField.textField) }
        // Without Interact's checks, the backends ignore the click as GTK does.
        (harness.view.emailField.textField.native as? any NativeEntry)?.simulatePointerClick()
        #expect(harness.view.nameField.textField.hasFocus)
    }

    @Test func enterMovesToTheNextFieldAndSubmitsFromTheLastWhenValid() throws {
        let harness = Harness()
        defer { harness.window.close() }
        let view = harness.view
        try Interact.type("Ann", into: view.nameField.textField)
        try Interact.submit(view.nameField.textField)
        #expect(view.emailField.textField.hasFocus)
        #expect(harness.submissions == 0)
        try Interact.type("ann@example.com", into: view.emailField.textField)
        try Interact.submit(view.emailField.textField)
        #expect(harness.submissions == 1)
    }

    @Test func enterInTheLastFieldOfAnInvalidFormRevealsTheErrorsInstead() throws {
        let harness = Harness()
        defer { harness.window.close() }
        let view = harness.view
        try Interact.type("ann@example.com", into: view.emailField.textField)
        try Interact.submit(view.emailField.textField)
        #expect(harness.submissions == 0)
        // The name was never touched; now its error shows and the focus goes there.
        #expect(view.nameField.isShowingError)
        #expect(view.nameField.textField.styleClasses == ["error"])
        #expect(view.nameField.textField.hasFocus)
        #expect(!view.emailField.isShowingError)
    }

    @Test func aFormWithoutFieldsIsValid() {
        let button = Button(title: "Go")
        button.isEnabled = false
        let form = Form(fields: [], submitButton: button)
        #expect(form.isValid)
        #expect(button.isEnabled)
    }

    @Test func aDroppedFormViewLeavesNothingAlive() throws {
        let tracker = FinalizationTracker()
        weak var weakView: FormProbeView?
        do {
            let harness = Harness()
            weakView = harness.view
            tracker.track(harness.window)
            try Interact.type("Ann", into: harness.view.nameField.textField)
            harness.window.close()
        }
        Interact.settle()
        #expect(weakView == nil)
        #expect(tracker.aliveCount == 0)
    }
}

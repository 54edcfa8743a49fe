@testable import GreeterDemo
import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct SignUpTests {
    init() throws { try TestBackend.start() }

    /// Records the controller's reactions.
    @MainActor
    final class ReactionLog {
        var accounts: [SignUpController.Account] = []
        var cancels = 0
    }

    private func openSignUp() -> (Window, SignUpController, ReactionLog) {
        let log = ReactionLog()
        let controller = SignUpController(reactions: .init(
            signedUp: { [log] in log.accounts.append($0) },
            cancel: { [log] in log.cancels += 1 }
        ))
        let window = Window(controller: controller)
        window.show()
        return (window, controller, log)
    }

    @Test func aPersonFillsInTheFormAndCreatesTheAccount() throws {
        let (window, controller, log) = openSignUp()
        defer { window.close() }
        let root = controller.rootView
        #expect(root.nameField.textField.hasFocus)
        #expect(!root.createButton.isEnabled)

        try Interact.type("Ann Smith", into: root.nameField.textField)
        try Interact.submit(root.nameField.textField)
        #expect(root.emailField.textField.hasFocus)
        try Interact.type("ann@example", into: root.emailField.textField)
        #expect(root.emailField.textField.styleClasses == ["error"])
        #expect(root.emailField.textField.accessibleDescription == ValidationError.invalidEmail.message)
        try Interact.type("correct horse", into: root.passwordField.textField)
        #expect(!root.createButton.isEnabled)

        try Interact.type(".com", into: root.emailField.textField)
        #expect(root.emailField.textField.styleClasses.isEmpty)
        #expect(root.emailField.textField.accessibleDescription == nil)
        #expect(root.createButton.isEnabled)
        #expect(controller.componentState == SignUpState(name: "Ann Smith", email: "ann@example.com",
                                                         password: "correct horse"))

        try Interact.submit(root.passwordField.textField)
        #expect(log.accounts == [.init(name: "Ann Smith", email: "ann@example.com", password: "correct horse")])
        try Interact.tap(root.createButton)
        #expect(log.accounts.count == 2)
        #expect(log.cancels == 0)
    }

    @Test func aShortPasswordKeepsTheButtonOffAndEnterShowsWhy() throws {
        let (window, controller, log) = openSignUp()
        defer { window.close() }
        let root = controller.rootView
        try Interact.type("Ann", into: root.nameField.textField)
        try Interact.type("ann@example.com", into: root.emailField.textField)
        try Interact.type("secret", into: root.passwordField.textField)
        try Interact.submit(root.passwordField.textField)
        #expect(log.accounts.isEmpty)
        #expect(root.passwordField.messageLabel.text == "Use at least 8 characters.")
        #expect(throws: InteractionError.self) { try Interact.tap(root.createButton) }
        try Interact.tap(root.cancelButton)
        #expect(log.cancels == 1)
    }

    @Test func theFormWithOneErrorReadsAsExpected() throws {
        let (window, controller, _) = openSignUp()
        defer { window.close() }
        let root = controller.rootView
        try Interact.type("Ann", into: root.nameField.textField)
        try Interact.type("ann@", into: root.emailField.textField)
        #expect(WidgetTree.render(window) == """
            window "Sign up"
              headerbar "Sign up"
                button "Cancel" #cancel
                button "Create account" end .suggested-action insensitive
              box vertical .sign-up
                label "Create your account" .sign-up-heading
                box vertical spacing=4 .form-field
                  label "Name" .form-field-label
                  entry "Ann" placeholder="Ann Smith"
                  label "" .form-field-message .error hidden
                box vertical spacing=4 .form-field
                  label "E-mail" .form-field-label
                  entry "ann@" placeholder="name@example.com" .error focused
                  label "Enter an e-mail address like name@example.com." .form-field-message .error
                box vertical spacing=4 .form-field
                  label "Password" .form-field-label
                  entry "" placeholder="At least 8 characters" secure
                  label "" .form-field-message .error hidden
            """)
    }

    @Test func theGreeterPresentsTheSignUpFormAndTheFormDismissesItself() throws {
        let wireframe = MainWireframe(module: ApplicationModule())
        let navigation = try #require(wireframe.entrypoint() as? NavigationController)
        let greeter = try #require(navigation.rootController as? GreeterController)
        let greeterWindow = Window(controller: navigation)
        greeterWindow.show()
        defer { greeterWindow.close() }

        try Interact.tap(greeter.rootView.signUpButton)
        let signUpWindow = try #require(greeterWindow.presentedWindow)
        let signUp = try #require(signUpWindow.controller as? SignUpController)
        #expect(signUpWindow.isShown)
        #expect(signUpWindow.isModal)
        #expect(signUpWindow.title == "Sign up")
        // While the form is up, the Greeter underneath takes no input.
        #expect(throws: InteractionError.self) { try Interact.tap(greeter.rootView.signUpButton) }

        let root = signUp.rootView
        try Interact.type("Bo", into: root.nameField.textField)
        try Interact.type("bo@example.org", into: root.emailField.textField)
        try Interact.type("12345678", into: root.passwordField.textField)
        try Interact.tap(root.createButton)
        #expect(!signUpWindow.isShown)
        #expect(greeterWindow.presentedWindow == nil)

        // Cancel dismisses a second one the same way.
        try Interact.tap(greeter.rootView.signUpButton)
        let second = try #require(greeterWindow.presentedWindow?.controller as? SignUpController)
        try Interact.tap(second.rootView.cancelButton)
        #expect(greeterWindow.presentedWindow == nil)
        #expect(greeterWindow.isShown)
    }

    @Test func aClosedSignUpWindowReleasesItsControllerAndWidgets() throws {
        let tracker = FinalizationTracker()
        weak var weakController: SignUpController?
        do {
            let (window, controller, _) = openSignUp()
            weakController = controller
            tracker.track(window)
            try Interact.type("ann@", into: controller.rootView.emailField.textField)
            window.close()
        }
        Interact.settle()
        #expect(weakController == nil)
        #expect(tracker.trackedCount > 15)
        #expect(tracker.aliveCount == 0)
    }
}

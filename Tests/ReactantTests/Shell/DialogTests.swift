@testable import GreeterDemo
import Reactant
import ReactantTesting
import Testing

/// A page with a field and a dialog header, for dialog tests.
final class DialogPage: ControllerBase<Void, PageRootView> {
    var log: [String] = []
    let create = Button(title: "Create")
    let field = TextField()
    private var cancellables: Set<AnyCancellable> = []

    init() {
        super.init(title: "New Item")
        rootView.children(field)
        dialogHeader = DialogHeader(affirmative: create)
        create.tap.sink { [unowned self] in log.append("create") }.store(in: &cancellables)
        dialogHeader?.cancelButton.tap.sink { [unowned self] in log.append("cancel") }.store(in: &cancellables)
    }
}

extension UITests {
    /// Presented controllers as GNOME dialogs, on both backends.
    @Suite @MainActor struct DialogTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        @Test func aDialogHasCancelAtTheStartAndTheAffirmativeActionAtTheEnd() throws {
            let (main, navigation) = showNavigation(CommandPage("Main"))
            defer { closeAllWindows() }
            let dialog = DialogPage()
            navigation.present(controller: dialog)
            let window = try #require(main.presentedWindow)
            #expect(WindowStack.headerBar(of: window) == "[Cancel] | New Item | [Create]")
            #expect(dialog.create.styleClasses.contains("suggested-action"))
            try Interact.tapHeaderButton("Create", in: window)
            try Interact.tapHeaderButton("Cancel", in: window)
            #expect(dialog.log == ["create", "cancel"])
            #expect(window.isShown)  // the controller decides what its buttons do
        }

        @Test func escapeCancelsAndEnterAffirmsUnlessATextFieldHasTheFocus() throws {
            let (main, navigation) = showNavigation(CommandPage("Main"))
            defer { closeAllWindows() }
            let dialog = DialogPage()
            navigation.present(controller: dialog)
            let window = try #require(main.presentedWindow)
            dialog.field.focus()
            Interact.press(KeyPress(.enter), in: window)  // the field's own Enter
            #expect(dialog.log.isEmpty)
            dialog.dialogHeader?.cancelButton.focus()
            Interact.press(KeyPress(.enter), in: window)
            #expect(dialog.log == ["create"])
            dialog.create.isEnabled = false
            Interact.press(KeyPress(.enter), in: window)
            #expect(WindowStack.headerBar(of: window) == "[Cancel] | New Item | [Create (off)]")
            Interact.press(.escape, in: window)
            #expect(dialog.log == ["create", "cancel"])
        }

        @Test func theGreetersSignUpFormIsADialog() throws {
            let navigation = try #require(MainWireframe(module: ApplicationModule()).entrypoint() as? NavigationController)
            let greeter = try #require(navigation.rootController as? GreeterController)
            let main = Window(controller: navigation)
            main.show()
            defer { closeAllWindows() }
            try Interact.tap(greeter.rootView.signUpButton)
            let window = try #require(main.presentedWindow)
            #expect(WindowStack.headerBar(of: window) == "[Cancel] | Sign up | [Create account (off)]")
            Interact.press(.escape, in: window)
            #expect(main.presentedWindow == nil)
            try Interact.tap(greeter.rootView.signUpButton)
            let second = try #require(main.presentedWindow)
            let form = try #require(second.controller as? SignUpController).rootView
            try Interact.type("Bo", into: form.nameField.textField)
            try Interact.type("bo@example.org", into: form.emailField.textField)
            try Interact.type("12345678", into: form.passwordField.textField)
            try Interact.tapHeaderButton("Create account", in: second)
            #expect(main.presentedWindow == nil)
        }

        @Test func theGreeterHasThePrimaryMenuAndCtrlQQuitsIt() throws {
            let app = Application(id: GreeterApp.applicationID + ".Tests")
            lastTestApplication = app
            app.info = GreeterApp.info
            let navigation = try #require(MainWireframe(module: ApplicationModule()).entrypoint() as? NavigationController)
            let window = app.show(navigation)
            defer { closeAllWindows() }
            #expect(WindowStack.headerBar(of: window) == "| Greeter | [Main Menu]")
            let primary = try #require(navigation.primaryMenuButton)
            try Interact.tap(primary)
            #expect(MenuReader.render(primary.popover) == "[Keyboard Shortcuts] [About Greeter] | [Quit]")
            primary.popover.dismiss()
            try Interact.press(accelerator: "<Primary>q", in: window)
            #expect(WindowStack.titles.isEmpty)
        }
    }
}

import Reactant
import ReactantTesting
import Testing

/// README's form in a dialog: two fields and a Save button, submitted through
/// `DialogHeader(form:)`; the controller reacts to `form.submitted` only.
final class FormDialogPage: ControllerBase<Void, FormProbeView> {
    var saved = 0
    private var subscription: AnyCancellable?

    init() {
        super.init(title: "Edit Contact", root: FormProbeView())
        dialogHeader = DialogHeader(form: rootView.form)
        subscription = rootView.form.submitted.sink { [unowned self] in saved += 1 }
    }
}

extension UITests {
    /// A form in a dialog submits once per submission, however the person submits, on both
    /// backends (Enter is a real key press on GTK).
    @Suite @MainActor struct FormDialogTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        private func presentDialog() throws -> (FormDialogPage, Window) {
            let (main, navigation) = showNavigation(PageController("Contacts"))
            let page = FormDialogPage()
            navigation.present(controller: page)
            return (page, try #require(main.presentedWindow))
        }

        @Test func eachWayOfSubmittingSubmitsOnce() throws {
            let (page, window) = try presentDialog()
            defer { closeAllWindows() }
            let view = page.rootView
            #expect(WindowStack.headerBar(of: window) == "[Cancel] | Edit Contact | [Send (off)]")
            try Interact.type("Ann", into: view.nameField.textField)
            try Interact.type("ann@example.com", into: view.emailField.textField)
            // The dialog's affirmative button is the form's.
            try Interact.tapHeaderButton("Send", in: window)
            #expect(page.saved == 1)
            // Enter in the last field: the field's Enter, not the dialog's as well.
            view.emailField.textField.focus()
            Interact.press(KeyPress(.enter), in: window)
            #expect(page.saved == 2)
            // Enter outside the fields: the dialog's default response.
            page.dialogHeader?.cancelButton.focus()
            Interact.press(KeyPress(.enter), in: window)
            #expect(page.saved == 3)
        }

        @Test func theDialogsEnterRevealsTheErrorsOfAnInvalidForm() throws {
            let (page, window) = try presentDialog()
            defer { closeAllWindows() }
            let view = page.rootView
            try Interact.type("Ann", into: view.nameField.textField)
            page.dialogHeader?.cancelButton.focus()
            Interact.press(KeyPress(.enter), in: window)
            #expect(page.saved == 0)
            #expect(view.emailField.isShowingError)
            #expect(view.emailField.textField.hasFocus)
        }
    }
}

/// Makes a presented controller a dialog as GNOME draws one: a header bar with the title,
/// Cancel at the start and the affirmative action at the end (`suggested-action`, or
/// `destructive-action`), and no close button; Escape is Cancel, and Enter the affirmative
/// action while it is enabled (a text field keeps its own Enter: the last field of a `Form`
/// submits it).
///
///     let create = Button(title: tr("Create"))
///     dialogHeader = DialogHeader(affirmative: create)     // in the controller's init
///     // create.isEnabled follows the form; create.tap and dialogHeader.cancelButton.tap act
///
/// The buttons are the controller's to react to: nothing is dismissed by itself.
///
/// A dialog with a form: `DialogHeader(form: form)` makes the form's submit button the
/// affirmative one, and every way of affirming (a click on it, Enter in the last field, Enter
/// elsewhere in the dialog) submits the form once, through `form.submitted`.
@MainActor
public final class DialogHeader {
    /// The dialog's title bar: the controller's title, Cancel at the start, the affirmative
    /// button at the end.
    public let headerBar: HeaderBar
    /// The Cancel button; Escape clicks it. Dismissing the dialog is the controller's job.
    public let cancelButton: Button
    /// The button that does what the dialog is for ("Create", "Save"); Enter clicks it while
    /// it is enabled.
    public let affirmativeButton: Button
    /// The form the dialog submits, for `init(form:)`.
    public private(set) weak var form: Form?

    /// A dialog header with Cancel at the start and `affirmative` at the end; both buttons
    /// leave any container they were in.
    ///
    /// - Parameters:
    ///   - affirmative: the button that does what the dialog is for ("Create", "Save").
    ///   - cancel: the Cancel button; one titled "Cancel" when nil.
    ///   - style: `.suggested`, or `.destructive` for an action that destroys data.
    public init(affirmative: Button, cancel: Button? = nil, style: BarItem.Style = .suggested) {
        headerBar = HeaderBar()
        cancelButton = cancel ?? Button(title: rtr("Cancel"))
        affirmativeButton = affirmative
        cancelButton.removeFromSuperview()
        affirmative.removeFromSuperview()
        cancelButton.widgetName = "cancel"
        switch style {
        case .plain: break
        case .suggested: affirmative.addStyleClass("suggested-action")
        case .destructive: affirmative.addStyleClass("destructive-action")
        }
        headerBar.packStart(cancelButton)
        headerBar.packEnd(affirmative)
        headerBar.showsWindowControls = false
    }

    /// A dialog that submits `form`: its submit button is the affirmative action, and Enter
    /// outside the fields submits it (revealing the errors of an invalid form). React to
    /// `form.submitted` only.
    public convenience init(form: Form, cancel: Button? = nil, style: BarItem.Style = .suggested) {
        self.init(affirmative: form.submitButton, cancel: cancel, style: style)
        self.form = form
    }

    /// Escape clicks Cancel; Enter clicks the affirmative button when it is enabled and the
    /// focus is not in a text field.
    func handleKeyPress(_ key: KeyPress, focus: (any NativeWidget)?) -> Bool {
        if key == .escape {
            click(cancelButton)
            return true
        }
        if key == KeyPress(.enter), !(focus is any NativeEntry) {
            if let form {
                form.submit()
                return true
            }
            guard affirmativeButton.isEnabled else { return true }
            click(affirmativeButton)
            return true
        }
        return false
    }

    /// gtk_button_clicked: what pressing the button does.
    private func click(_ button: Button) {
        guard button.isEnabled, let native = button.native as? any NativeButton else { return }
        native.simulateClick()
    }
}

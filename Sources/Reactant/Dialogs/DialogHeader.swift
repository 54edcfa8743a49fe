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
@MainActor
public final class DialogHeader {
    public let headerBar: HeaderBar
    public let cancelButton: Button
    public let affirmativeButton: Button

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
        cancelButton.name = "cancel"
        switch style {
        case .plain: break
        case .suggested: affirmative.addStyleClass("suggested-action")
        case .destructive: affirmative.addStyleClass("destructive-action")
        }
        headerBar.packStart(cancelButton)
        headerBar.packEnd(affirmative)
        headerBar.showsWindowControls = false
    }

    /// Escape clicks Cancel; Enter clicks the affirmative button when it is enabled and the
    /// focus is not in a text field.
    func handleKeyPress(_ key: KeyPress, focus: (any NativeWidget)?) -> Bool {
        if key == .escape {
            click(cancelButton)
            return true
        }
        if key == KeyPress(.enter), !(focus is any NativeEntry) {
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

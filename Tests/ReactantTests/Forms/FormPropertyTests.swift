import PropertyBased
import Reactant
import ReactantTesting
import Testing

/// One thing that happens to a two-field form: the person types, clears or presses Enter,
/// or the owner sets a field's text from code.
private enum FormStep: Sendable, CustomStringConvertible {
    case type(field: Int, text: String)
    case clear(field: Int)
    case setFromCode(field: Int, text: String)
    case enterInLastField

    var description: String {
        switch self {
        case .type(let field, let text): return "type \(text.debugDescription) into \(field)"
        case .clear(let field): return "clear \(field)"
        case .setFromCode(let field, let text): return "set \(field) to \(text.debugDescription)"
        case .enterInLastField: return "Enter in the last field"
        }
    }
}

private let pieces: [String] = ["a", "Bo", "ann", "@", "example", ".", "com", " ", "e\u{301}", "👍🏽", "12345678"]
private let pieceGen = Gen<String?>.element(of: pieces).map { $0! }

private let stepGen = zip(Gen.int(in: 0...9), Gen.int(in: 0...1), pieceGen).map { choice -> FormStep in
    let (kind, field, text) = choice
    switch kind {
    case 0...4: return .type(field: field, text: text)
    case 5, 6: return .clear(field: field)
    case 7, 8: return .setFromCode(field: field, text: text)
    default: return .enterInLastField
    }
}

/// The field and form rules hold after any sequence of edits, on either backend: what the
/// field shows (class, message, accessible description) always matches its rule and whether
/// the person has touched it, and the submit button is on exactly when every field is valid.
/// The rule tests cannot say this; it is about the widgets keeping up with the rules.
@Suite(.uiSerialized) @MainActor
struct FormPropertyTests {
    init() throws { try TestBackend.start() }

    @Test("what a form shows follows its rules after any sequence of edits",
          .parityExempt("random edits differ from run to run; each step is checked against the rules"))
    func displayFollowsTheRules() async {
        await propertyCheck(count: 150, input: stepGen.array(of: 1...12)) { steps in
            let view = FormProbeView()
            let window = Window(controller: ControllerBase<Void, FormProbeView>(title: "Form", root: view))
            window.show()
            defer { window.close() }
            let fields = [view.nameField, view.emailField]
            let rules = [StringRules.notBlank, StringRules.email]
            var expectedText = ["", ""]
            var touched = [false, false]
            // A field clicked into without an edit (clearing an empty one) shows its error
            // only once the focus leaves it (see FormField's "visited").
            var visited = [false, false]
            func focusMoves(to index: Int) {
                for other in fields.indices where other != index && visited[other] {
                    touched[other] = true
                    visited[other] = false
                }
            }
            for step in steps {
                switch step {
                case .type(let index, let text):
                    focusMoves(to: index)
                    try Interact.type(text, into: fields[index].textField)
                    expectedText[index] += text
                    touched[index] = true
                case .clear(let index):
                    focusMoves(to: index)
                    try Interact.clear(fields[index].textField)
                    // Clearing an empty field is no edit at all, on GTK as headless.
                    if !expectedText[index].isEmpty { touched[index] = true } else { visited[index] = true }
                    expectedText[index] = ""
                case .setFromCode(let index, let text):
                    fields[index].componentState = text
                    expectedText[index] = text
                case .enterInLastField:
                    focusMoves(to: 1)
                    try Interact.submit(view.emailField.textField)
                    if !rules.indices.allSatisfy({ rules[$0].test(expectedText[$0]) }) {
                        touched = [true, true]
                    }
                }
                for index in fields.indices {
                    let field = fields[index]
                    let error = rules[index].validate(expectedText[index])?.message
                    let showing = touched[index] && error != nil
                    #expect(field.text.unicodeScalars.elementsEqual(expectedText[index].unicodeScalars))
                    #expect(field.errorMessage == error)
                    #expect(field.isShowingError == showing)
                    #expect(field.textField.styleClasses.contains("error") == showing)
                    #expect(field.messageLabel.isHidden == !showing)
                    #expect(field.textField.accessibleDescription == (showing ? error : nil))
                }
                let allValid = rules.indices.allSatisfy { rules[$0].test(expectedText[$0]) }
                #expect(view.submitButton.isEnabled == allValid)
            }
        }
    }
}

import Foundation
@testable import GreeterDemo
import Reactant
import ReactantTesting
@testable import TableDemo
import Testing

extension UITests {
    /// The toolkit's and the apps' texts go through gettext (glibc's dgettext/dngettext) in
    /// their own text domains, on both backends.
    @Suite @MainActor struct TranslationTests {
        init() throws { try TestBackend.start() }

        /// Spanish messages: gettext follows LANGUAGE in any locale but C/POSIX.
        private let spanish: [String: String?] = ["LANGUAGE": "es", "LC_ALL": "C.UTF-8"]

        @discardableResult
        private func bind(_ catalogue: TestCatalogue, appDomain: String? = "org.test.App") -> [String: TranslationCatalogue] {
            Localization.bind(appDomain: appDomain,
                              environment: ProcessInfo.processInfo.environment.merging(
                                  [TranslationCatalogue.environmentVariable: catalogue.directory.path]) { $1 },
                              executable: nil)
        }

        @Test func theToolkitsStringsComeFromItsCatalogueWithPluralForms() throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.add(domain: "reactant-gtk", entries: [
                "Refresh": "Recargar",
                "Back": "Atrás",
                "%@ row|%@ rows": "%@ fila|%@ filas",
                "Use at least %@ character.|Use at least %@ characters.":
                    "Al menos %@ carácter.|Al menos %@ caracteres.",
            ])
            withLocaleVariables(spanish) {
                let bound = bind(catalogue)
                #expect(bound["reactant-gtk"]?.languages == ["es"])
                #expect(bound["reactant-gtk"]?.origin == .environment)

                let table = PlainTableView<TextCell>(cellFactory: TextCell.init, reloadable: true)
                table.componentState = .items(["Ann"])
                let window = showInWindow(table)
                defer { window.close() }
                #expect(table.refreshButton?.title == "Recargar")
                #expect(table.listBox.accessibleDescription == "1 fila")
                table.componentState = .items(["Ann", "Bo", "Cy"])
                #expect(table.listBox.accessibleDescription == "3 filas")
                #expect(ValidationError.tooShort(minimum: 1).message == "Al menos 1 carácter.")
                #expect(ValidationError.tooShort(minimum: 8).message == "Al menos 8 caracteres.")
                // Not in the test catalogue: English, as written.
                #expect(ValidationError.empty.message == "This field cannot be empty.")

                let navigation = NavigationController(root: LoggingController(log: EventLog()))
                #expect(navigation.backButton.accessibleLabel == "Atrás")
            }
            // Unbound again: English.
            #expect(ValidationError.tooShort(minimum: 8).message == "Use at least 8 characters.")
        }

        @Test func appStringsUseTheAppsDomainAndToolkitStringsTheToolkits() throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.add(domain: "org.test.App", entries: ["Names": "Nombres", "%@ name|%@ names": "%@ nombre|%@ nombres"])
            try catalogue.add(domain: "reactant-gtk", entries: ["Refresh": "Recargar"])
            withLocaleVariables(spanish) {
                bind(catalogue)
                #expect(tr("Names") == "Nombres")
                #expect(Localization.fill(trn("%@ name", "%@ names", 2), 2) == "2 nombres")
                #expect(Localization.fill(trn("%@ name", "%@ names", 1), 1) == "1 nombre")
                // The app's domain doesn't translate the toolkit's strings, nor the reverse.
                #expect(tr("Refresh") == "Refresh")
            }
        }

        @Test func withoutBindOrInEnglishTextsStayAsWritten() throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.add(domain: "org.test.App", entries: ["Names": "Nombres"])
            withLocaleVariables(spanish) {
                #expect(tr("Names") == "Names")
            }
            let recorder = DiagnosticsRecorder()
            withLocaleVariables(["LANGUAGE": "en", "LC_ALL": "C.UTF-8"]) {
                bind(catalogue, appDomain: "org.test.Missing")
                #expect(tr("Names") == "Names")
            }
            // English wanted: nothing is missing, nothing to say.
            #expect(recorder.messages.isEmpty)
        }

        @Test func aMissingCatalogueGivesEnglishAndOneDebugNote() throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.add(domain: "reactant-gtk", entries: ["Refresh": "Recargar"])
            let recorder = DiagnosticsRecorder()
            withLocaleVariables(spanish) {
                let bound = bind(catalogue, appDomain: "org.test.Missing")
                #expect(bound.keys.sorted() == ["reactant-gtk"])
                #expect(tr("Names") == "Names")
                #expect(rtrnProbe() == "Recargar")
            }
            #expect(recorder.messages.map(\.level) == [.debug])
            #expect(recorder.texts.first?.contains("No translations of 'org.test.Missing' found") == true)
            #expect(recorder.texts.first?.contains(catalogue.directory.path) == true)
        }

        @Test func aBrokenCatalogueGivesEnglishAndOneDebugNote() throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.add(domain: "reactant-gtk", entries: ["Refresh": "Recargar"])
            try catalogue.addFile(domain: "org.test.App", contents: Data("msgid \"Names\"\nmsgstr \"Nombres\"\n".utf8))
            let recorder = DiagnosticsRecorder()
            withLocaleVariables(spanish) {
                bind(catalogue)
                #expect(tr("Names") == "Names")
            }
            #expect(recorder.messages.map(\.level) == [.debug])
            #expect(recorder.texts.first?.contains("not a gettext catalogue") == true)
            #expect(recorder.texts.first?.contains(catalogue.catalogueFile(domain: "org.test.App", language: "es").path) == true)
        }

        @Test func aCatalogueInAnotherLanguageGivesEnglishAndOneDebugNote() throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.add(domain: "reactant-gtk", language: "de", entries: ["Refresh": "Aktualisieren"])
            let recorder = DiagnosticsRecorder()
            withLocaleVariables(spanish) {
                bind(catalogue, appDomain: nil)
                #expect(rtrnProbe() == "Refresh")
            }
            #expect(recorder.messages.map(\.level) == [.debug])
            #expect(recorder.texts.first?.contains("has no translations into es") == true)
        }

        @Test func theGreeterIsEntirelyInSpanishWithTheRepositorysCatalogues() throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.addRepository(domain: "reactant-gtk")
            try catalogue.addRepository(domain: GreeterApp.applicationID)
            try withLocaleVariables(spanish) {
                bind(catalogue, appDomain: GreeterApp.applicationID)
                let navigation = GreeterDemo.MainWireframe(module: GreeterDemo.ApplicationModule()).entrypoint()
                let window = Window(controller: navigation)
                window.show()
                defer { window.close() }
                let tree = WidgetTree.render(window)
                #expect(tree.contains(#"window "Saludador""#))
                #expect(tree.contains(#"label "Nombre a saludar""#))
                #expect(tree.contains(#"label "Saludar en español""#))
                #expect(tree.contains(#"button "Registrarse…""#))

                let signUp = SignUpController(reactions: .init(signedUp: { _ in }, cancel: {}))
                let signUpWindow = Window(controller: signUp)
                signUpWindow.show()
                defer { signUpWindow.close() }
                let root = signUp.rootView
                try Interact.type("secreto", into: root.passwordField.textField)
                #expect(root.passwordField.messageLabel.text == "Use al menos 8 caracteres.")
                #expect(root.passwordField.textField.placeholder == "Al menos 8 caracteres")
                let signUpTree = WidgetTree.render(signUpWindow)
                for text in ["Cree su cuenta", "Correo electrónico", "Contraseña", "Cancelar", "Crear cuenta"] {
                    #expect(signUpTree.contains(text), "\(text) missing from:\n\(signUpTree)")
                }
            }
        }

        @Test func theTableDemoIsEntirelyInSpanishWithTheRepositorysCatalogues() async throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.addRepository(domain: "reactant-gtk")
            try catalogue.addRepository(domain: TableDemoApp.applicationID)
            try await withLocaleVariablesAsync(spanish) {
                bind(catalogue, appDomain: TableDemoApp.applicationID)
                let navigation = try #require(TableDemo.MainWireframe(module: TableDemoTestModule()).entrypoint() as? NavigationController)
                let main = try #require(navigation.rootController as? MainViewController)
                let window = Window(controller: navigation)
                window.show()
                defer { window.close() }
                #expect(main.rootView.openTableButton.title == "Abrir la tabla")
                try Interact.tap(main.rootView.openEmptyTableButton)
                let table = try #require(navigation.topController as? TableViewController)
                for _ in 0..<100 where !WidgetTree.render(table.rootView).contains("No hay nombres") {
                    try await Task.sleep(for: .milliseconds(10))
                    Interact.settle()
                }
                let tree = WidgetTree.render(window)
                #expect(tree.contains(#"window "Nombres""#))
                #expect(tree.contains(#"button "Actualizar""#))
                #expect(tree.contains("No hay nombres que mostrar."))
                #expect(navigation.backButton.accessibleLabel == "Atrás")
            }
        }

        /// A toolkit string that the test catalogues translate.
        private func rtrnProbe() -> String {
            PlainTableView<TextCell>(cellFactory: TextCell.init, reloadable: true).refreshButton?.title ?? ""
        }
    }
}

import Foundation
import GalleryDemo
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
                "Row %@ of %@": "Fila %@ de %@",
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
                #expect(table.listRow(at: 2)?.accessibleDescription == "Fila 3 de 3")
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

        @Test func aBrokenCatalogueGivesEnglishAndOneWarning() throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.add(domain: "reactant-gtk", entries: ["Refresh": "Recargar"])
            try catalogue.addFile(domain: "org.test.App", contents: Data("msgid \"Names\"\nmsgstr \"Nombres\"\n".utf8))
            let recorder = DiagnosticsRecorder()
            withLocaleVariables(spanish) {
                bind(catalogue)
                #expect(tr("Names") == "Names")
            }
            #expect(recorder.messages.map(\.level) == [.warning])
            #expect(recorder.texts.first?.contains("not a readable gettext catalogue") == true)
            #expect(recorder.texts.first?.contains(catalogue.catalogueFile(domain: "org.test.App", language: "es").path) == true)
        }

        /// glibc trusts a catalogue's offsets once its magic number is right: strings or a hash
        /// table past the end of the file crashed the first lookup (`_nl_find_msg`), at every
        /// app's start. Each such catalogue, in either byte order, means English and one warning.
        @Test(arguments: ["little", "big"], MalformedCatalogue.allCases)
        func aCatalogueWhoseOffsetsPointPastItsEndGivesEnglishAndOneWarning(endianness: String, defect: MalformedCatalogue) throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.add(domain: "reactant-gtk", entries: ["Refresh": "Recargar"])
            try catalogue.add(domain: "org.test.App", entries: ["Names": "Nombres", "Quit": "Salir"],
                              msgfmtArguments: ["--endianness=\(endianness)"])
            let file = catalogue.catalogueFile(domain: "org.test.App", language: "es")
            try Data(defect.corrupt([UInt8](Data(contentsOf: file)))).write(to: file)
            let recorder = DiagnosticsRecorder()
            withLocaleVariables(spanish) {
                let bound = bind(catalogue)
                #expect(bound.keys.sorted() == ["reactant-gtk"])
                #expect(tr("Quit") == "Quit")
                #expect(tr("Names") == "Names")
                #expect(rtrnProbe() == "Recargar")
            }
            #expect(recorder.messages.map(\.level) == [.warning])
            #expect(recorder.texts.first?.contains(file.path) == true)
            #expect(recorder.texts.first?.contains("past the end of the file") == true)
        }

        /// The check refuses no catalogue msgfmt writes, in either byte order.
        @Test(arguments: ["little", "big"])
        func aCatalogueInEitherByteOrderTranslates(endianness: String) throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.add(domain: "org.test.App", entries: ["Names": "Nombres", "%@ name|%@ names": "%@ nombre|%@ nombres"],
                              msgfmtArguments: ["--endianness=\(endianness)"])
            let recorder = DiagnosticsRecorder()
            withLocaleVariables(spanish) {
                bind(catalogue)
                #expect(tr("Names") == "Nombres")
                #expect(Localization.fill(trn("%@ name", "%@ names", 2), 2) == "2 nombres")
            }
            #expect(!recorder.messages.contains { $0.level == .warning })
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

        /// Every page of the gallery, with no English text left: no text the tree shows is a
        /// message of the gallery's or the toolkit's catalogue that Spanish writes otherwise.
        @Test(.parityExempt("the gallery's known gaps (see GalleryTests): GTK's first focus and the flow collection's window"))
        func theGalleryIsEntirelyInSpanishWithTheRepositorysCatalogues() throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.addRepository(domain: "reactant-gtk")
            try catalogue.addRepository(domain: GalleryApp.applicationID)
            let english = try Self.translatedMessages(in: ["po/\(GalleryApp.applicationID)/es.po", "po/reactant-gtk/es.po"])
            #expect(english.count > 100)
            try withLocaleVariables(spanish) {
                bind(catalogue, appDomain: GalleryApp.applicationID)
                let controller = GalleryController()
                let window = Window(controller: controller)
                window.show()
                defer { window.close() }
                let tabs = controller.rootView.tabs
                #expect(tabs.titles == ["Texto", "Números", "Opciones", "Estructura", "Iconos", "Listas", "Gráfico"])
                var shown = Set<String>()
                for index in tabs.pages.indices {
                    try Interact.selectTab(index, in: tabs)
                    shown.formUnion(Self.quotedTexts(in: WidgetTree.render(window)))
                }
                #expect(shown.contains("Una lista en caja") && shown.contains("Dentro de un marco"))
                #expect(window.title == "Galería de widgets")
                let left = shown.intersection(english)
                #expect(left.isEmpty, "English texts left: \(left.sorted())")
            }
        }

        /// The msgids of catalogues whose translation differs from them.
        private static func translatedMessages(in files: [String]) throws -> Set<String> {
            var messages = Set<String>()
            for file in files {
                let text = try String(contentsOf: TestCatalogue.repositoryRoot.appendingPathComponent(file), encoding: .utf8)
                for entry in text.components(separatedBy: "\n\n") {
                    let lines = entry.split(separator: "\n").map(String.init)
                    func value(_ key: String) -> String? {
                        guard let start = lines.firstIndex(where: { $0.hasPrefix(key + " ") }) else { return nil }
                        var parts = [String(lines[start].dropFirst(key.count + 1))]
                        parts += lines[(start + 1)...].prefix { $0.hasPrefix("\"") }
                        return parts.map { String($0.dropFirst().dropLast()) }.joined().replacingOccurrences(of: "\\n", with: "\n")
                    }
                    guard let id = value("msgid"), !id.isEmpty, let translation = value("msgstr") ?? value("msgstr[0]"),
                          translation != id else { continue }
                    messages.insert(id)
                }
            }
            return messages
        }

        /// The texts in quotes of a widget tree ("…").
        private static func quotedTexts(in tree: String) -> Set<String> {
            var texts = Set<String>()
            for line in tree.split(separator: "\n") {
                let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
                for index in stride(from: 1, to: parts.count - 1, by: 2) { texts.insert(String(parts[index])) }
            }
            return texts
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
                #expect(window.title == "Demo de tablas")
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

        /// The demos' names and summaries, as the launcher shows them in Spanish: the About
        /// window (opened from the primary menu, as a person opens it) names the app and says
        /// what it does in Spanish, though `AppInfo` holds the English messages (`N_`).
        @Test(arguments: [
            (GreeterApp.info, GreeterApp.resources, "Saludador", "Salude en varios idiomas"),
            (TableDemoApp.info, TableDemoApp.resources, "Demo de tablas", "Recorra las filas de una tabla"),
            (GalleryApp.info, GalleryApp.resources, "Galería de widgets", "Todos los widgets de Reactant for GTK en una pantalla"),
        ])
        func theAboutWindowShowsTheAppsNameAndSummaryInSpanish(info: AppInfo, resources: [AppResources],
                                                               name: String, summary: String) throws {
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.addRepository(domain: "reactant-gtk")
            try catalogue.addRepository(domain: info.id)
            try withLocaleVariables(spanish) {
                bind(catalogue, appDomain: info.id)
                let window = AppLauncher(info: info, resources: resources).openWindow {
                    NavigationController(root: CommandPage("Main"))
                }
                defer { closeAllWindows() }
                let app = try #require(window.application)
                #expect(app.info?.name == name)
                try Interact.chooseFromPrimaryMenu("Acerca de \(name)", in: window)
                let about = try #require(app.aboutWindow)
                defer { about.close() }
                #expect(about.isShown)
                #expect(about.title == "Acerca de \(name)")
                #expect(Array(about.shownTexts.prefix(3)) == [name, info.version, summary])
            }
        }

        /// `--help` of the real table demo, in Spanish: its name and summary from its catalogue.
        @Test func helpPrintsTheAppsNameAndSummaryInSpanish() throws {
            let binary = try #require(ProgramRun.executable("table-demo"), "table-demo is built next to the tests")
            let catalogue = try TestCatalogue()
            defer { catalogue.remove() }
            try catalogue.addRepository(domain: "reactant-gtk")
            try catalogue.addRepository(domain: TableDemoApp.applicationID)
            let run = try ProgramRun(binary, arguments: ["--help"], environment: [
                "LANGUAGE": "es", "LC_ALL": "C.UTF-8", "REACTANT_BACKEND": "headless",
                TranslationCatalogue.environmentVariable: catalogue.directory.path,
            ])
            let help = run.output
            #expect(run.status == 0)
            #expect(help.contains("Demo de tablas — Recorra las filas de una tabla\n"), "\(help)")
            #expect(help.contains("Uso: table-demo"), "\(help)")
        }

        /// A toolkit string that the test catalogues translate.
        private func rtrnProbe() -> String {
            PlainTableView<TextCell>(cellFactory: TextCell.init, reloadable: true).refreshButton?.title ?? ""
        }
    }
}

/// Ways a .mo file with a valid header can point past its own end.
enum MalformedCatalogue: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case translationPastTheEnd, originalPastTheEnd, hashTablePastTheEnd, translationTablePastTheEnd

    var testDescription: String { rawValue }

    /// `bytes` with one offset moved past the end of the file.
    func corrupt(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        let bigEndian = bytes[0] == 0x95
        func word(_ offset: Int) -> Int {
            let four = bytes[offset..<offset + 4]
            return Int((bigEndian ? Array(four) : four.reversed()).reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        func setWord(_ offset: Int, _ value: Int) {
            let four = (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
            bytes.replaceSubrange(offset..<offset + 4, with: bigEndian ? four.reversed() : four)
        }
        let count = word(8)
        switch self {
        // The last string's offset (the second word of its descriptor).
        case .translationPastTheEnd: setWord(word(16) + (count - 1) * 8 + 4, bytes.count + 4096)
        case .originalPastTheEnd: setWord(word(12) + (count - 1) * 8 + 4, bytes.count + 4096)
        case .hashTablePastTheEnd: setWord(24, bytes.count + 4096)
        case .translationTablePastTheEnd: setWord(16, bytes.count + 4096)
        }
        return bytes
    }
}

import FoundationEssentials
import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// `Application.openURL` says why nothing opened an address, on both backends (on GTK
    /// from gtk_show_uri_on_window's GError).
    @Suite @MainActor struct OpenURLTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        @Test func anAddressNothingHandlesThrowsWithTheReason() throws {
            let app = Application(id: "org.reactantgtk.OpenURLTests.unhandled")
            let window = app.show(PageController("Links"))
            defer { closeAllWindows() }
            let url = try #require(URL(string: "reactant-no-such-scheme:nowhere"))
            do {
                try app.openURL(url)
                Issue.record("opening \(url) did not fail")
            } catch {
                #expect(error.url == "reactant-no-such-scheme:nowhere")
                #expect(!error.reason.isEmpty)
                #expect(error.description.hasPrefix("Could not open 'reactant-no-such-scheme:nowhere': "))
            }
            // UIKit's form answers false.
            var answer: Bool?
            app.open(url) { answer = $0 }
            #expect(answer == false)
            #expect(window.isShown)
        }

        /// Headless, the handled schemes are a table a test sets, and opens are recorded.
        @Test func theHeadlessDesktopOpensTheSchemesItHandles() throws {
            let app = Application(id: "org.reactantgtk.OpenURLTests.handled")
            guard let desktop = app.native as? HeadlessApplication else { return }  // GTK: the real desktop
            desktop.handledSchemes = ["https"]
            try app.openURL(try #require(URL(string: "https://example.org/help")))
            #expect(desktop.openedURIs == ["https://example.org/help"])
            #expect(throws: OpenURLError.self) { try app.openURL(try #require(URL(string: "mailto:ann@example.org"))) }
            desktop.handledSchemes.insert("mailto")
            try app.openURL(try #require(URL(string: "mailto:ann@example.org")))
            #expect(desktop.openedURIs == ["https://example.org/help", "mailto:ann@example.org"])
        }
    }
}

import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// `Application.colorScheme` switches the process's light and dark style, on every
    /// backend: libadwaita's style manager (GTK 4), GtkSettings' prefer-dark (GTK 3).
    @Suite @MainActor struct ColorSchemeTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        /// WCAG's relative luminance, without the sRGB curve: enough to tell dark from light.
        private func brightness(_ color: Color) -> Double {
            0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
        }

        @Test func darkAndLightChangeWhatTheWindowsShow() {
            let app = Application(id: "org.reactantgtk.ColorSchemeTests")
            app.show(PageController("Style"))
            defer {
                // The style is the process's: the next tests get the desktop's back.
                app.colorScheme = .system
                closeAllWindows()
            }
            #expect(app.colorScheme == .system)

            app.colorScheme = .dark
            #expect(app.colorScheme == .dark)
            #expect(app.isDark)
            #expect(brightness(app.native.windowBackgroundColor) < 0.3, "dark background: \(app.native.windowBackgroundColor)")

            app.colorScheme = .light
            #expect(app.colorScheme == .light)
            #expect(!app.isDark)
            #expect(brightness(app.native.windowBackgroundColor) > 0.8, "light background: \(app.native.windowBackgroundColor)")

            // Every application of the process shares it, as GTK's style is per process.
            app.colorScheme = .dark
            #expect(Application(id: "org.reactantgtk.ColorSchemeTests.other").isDark)
        }
    }
}

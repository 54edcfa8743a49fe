@testable import GreeterDemo
import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Right-to-left languages mirror layouts: GTK mirrors boxes, header bars and start/end
    /// margins once its default direction is RTL (gtk_widget_set_default_direction), which it
    /// picks at start from the language. Both backends report the direction; the GTK backend
    /// also reports where GTK put each widget.
    @Suite @MainActor struct TextDirectionTests {
        init() throws { try TestBackend.start() }

        private func openGreeter() throws -> (Window, NavigationController, GreeterRootView) {
            let navigation = try #require(MainWireframe(module: ApplicationModule()).entrypoint() as? NavigationController)
            let controller = try #require(navigation.rootController as? GreeterController)
            let window = Window(controller: navigation)
            window.show()
            Interact.settle()
            return (window, navigation, controller.rootView)
        }

        @Test func theLanguageDecidesTheDirectionAsGTKDoes() {
            withLocaleVariables(["LANGUAGE": "he", "LC_ALL": "C.UTF-8"]) {
                #expect(TextDirection.ofLocale == .rightToLeft)
            }
            withLocaleVariables(["LANGUAGE": "es", "LC_ALL": "C.UTF-8"]) {
                #expect(TextDirection.ofLocale == .leftToRight)
            }
            // The test run's own environment is not right-to-left, and the backend started so.
            #expect(Backends.current.defaultTextDirection == TextDirection.ofLocale)
        }

        /// The widget's frame once GTK has allocated it (a widget just shown gets its place
        /// in the next frame).
        private func laidOutFrame(_ view: View) async throws -> LayoutRect {
            for _ in 0..<100 {
                if let frame = view.native.frameInWindow, frame.x >= 0 { return frame }
                try await Task.sleep(for: .milliseconds(10))
                // Not Interact.settle: this GTK-only wait must not add reads to the parity record.
                Backends.current.processPendingEvents()
            }
            return try #require(view.native.frameInWindow)
        }

        @Test func rightToLeftMirrorsBoxesHeaderBarsAndTrailingEdges() async throws {
            for direction in [TextDirection.leftToRight, .rightToLeft] {
                let backend = Backends.current
                let before = backend.defaultTextDirection
                backend.defaultTextDirection = direction
                defer { backend.defaultTextDirection = before }
                let (window, navigation, root) = try openGreeter()
                defer { window.close() }
                _ = navigation.push(controller: LoggingController(log: EventLog(), title: "Second"), animated: false)
                Interact.settle()
                var all: [any NativeWidget] = []
                collect(window.native, into: &all)
                #expect(all.allSatisfy { $0.textDirection == direction })
                #expect(WidgetTree.render(window).hasPrefix(direction == .rightToLeft ? #"window "Second" rtl"# : #"window "Second""#))
                guard TestBackend.isGtk else { continue }
                // Where GTK put things: the box's first child (the label) is on the
                // leading side, the Back button at the header bar's start, the Sign up
                // button at the trailing edge.
                let back = try await laidOutFrame(navigation.backButton)
                let width = try #require(window.native.frameInWindow).width
                _ = navigation.pop(animated: false)
                Backends.current.processPendingEvents()
                let label = try await laidOutFrame(root.languageLabel)
                let toggle = try await laidOutFrame(root.spanishSwitch)
                let signUp = try await laidOutFrame(root.signUpButton)
                // The space between the button and the window's left and right edges.
                let (left, right) = (signUp.x, width - signUp.x - signUp.width)
                if direction == .rightToLeft {
                    #expect(label.x > toggle.x)
                    #expect(back.x > width / 2)
                    #expect(left < right)
                } else {
                    #expect(label.x < toggle.x)
                    #expect(back.x < width / 2)
                    #expect(left > right)
                }
            }
        }

        private func collect(_ widget: any NativeWidget, into all: inout [any NativeWidget]) {
            all.append(widget)
            if let window = widget as? any NativeWindow, let titlebar = window.titlebar { collect(titlebar, into: &all) }
            for child in widget.nativeChildren { collect(child, into: &all) }
        }
    }
}

#if GTK3 || GTK4 // both GTK backends: Snapshot draws with GTK 3 or GTK 4
import Foundation
@testable import GreeterDemo
import Reactant
import ReactantTesting
@testable import TableDemo
import Testing

extension UITests {
    /// The demos' main screens as GTK draws them, against the references in Tests/Snapshots/
    /// (GTK 4's in Tests/Snapshots/gtk4/; default theme, Adwaita-dark, right to left in Hebrew, scale 2). GTK only: the headless
    /// backend draws nothing, so there the `.snapshots` trait skips them, with the reason.
    @Suite(.snapshots, .parityExempt("snapshots are drawn by GTK only; the headless run skips them"))
    @MainActor struct DemoSnapshotTests {
        init() throws { try TestBackend.start() }

        /// The locale each appearance is drawn in: Hebrew for right to left (dates in Hebrew,
        /// texts in English, as there is no Hebrew catalogue), else C.
        private func localeVariables(for appearance: SnapshotAppearance) -> [String: String?] {
            appearance.direction == .rightToLeft
                ? ["LANGUAGE": "he", "LC_ALL": "he_IL.UTF-8"]
                : ["LANGUAGE": nil, "LC_ALL": "C.UTF-8"]
        }

        @Test(arguments: SnapshotAppearance.all)
        func theGreeter(appearance: SnapshotAppearance) throws {
            try withLocaleVariables(localeVariables(for: appearance)) { try Snapshot.withDirection(appearance.direction) {
                let navigation = try #require(GreeterDemo.MainWireframe(module: GreeterDemo.ApplicationModule()).entrypoint() as? NavigationController)
                let controller = try #require(navigation.rootController as? GreeterController)
                let window = Window(controller: navigation)
                window.show()
                defer { window.close() }
                try Interact.type("Ann", into: controller.rootView.nameField)
                try Snapshot.expect(window, named: "greeter", size: (420, 260), appearance: appearance,
                                    resources: GreeterApp.resources)
            } }
        }

        /// The main screen at a fixed local time: 5 March 2026, 14:30, in every time zone.
        @Test(arguments: SnapshotAppearance.all)
        func theTableDemo(appearance: SnapshotAppearance) throws {
            try withLocaleVariables(localeVariables(for: appearance)) { try Snapshot.withDirection(appearance.direction) {
                let module = TableDemoTestModule()
                module.now = try #require(Calendar(identifier: .gregorian)
                    .date(from: DateComponents(year: 2026, month: 3, day: 5, hour: 14, minute: 30)))
                let navigation = try #require(TableDemo.MainWireframe(module: module).entrypoint() as? NavigationController)
                let window = Window(controller: navigation)
                window.show()
                defer { window.close() }
                try Snapshot.expect(window, named: "table-demo", size: (360, 320), appearance: appearance,
                                    resources: TableDemoApp.resources)
            } }
        }

        /// Two renderings in a row are the same to the pixel: nothing animates or blinks.
        @Test func aRenderingIsTheSameEveryTime() throws {
            let navigation = try #require(GreeterDemo.MainWireframe(module: GreeterDemo.ApplicationModule()).entrypoint() as? NavigationController)
            let window = Window(controller: navigation)
            window.show()
            defer { window.close() }
            let first = try Snapshot.render(window, size: (420, 260), resources: GreeterApp.resources)
            let second = try Snapshot.render(window, size: (420, 260), resources: GreeterApp.resources)
            #if GTK4
            // The window's own size (taller where the content needs it): GTK 4's header bar is inside it.
            #expect(first.width == 420 && first.height >= 260)
            #else
            // The content area and, around it, the title bar and the window's frame.
            #expect(first.width > 420 && first.width < 440 && first.height > 260 + 30)
            #endif
            #expect(SnapshotComparer.compare(second, to: first, tolerance: .exact) == nil)
            let double = try Snapshot.render(window, size: (420, 260), appearance: .doubleScale, resources: GreeterApp.resources)
            #expect(double.width == 2 * first.width && double.height == 2 * first.height)
            // Everything is put back: the next rendering is the first again.
            let third = try Snapshot.render(window, size: (420, 260), resources: GreeterApp.resources)
            #expect(SnapshotComparer.compare(third, to: first, tolerance: .exact) == nil)
        }

        /// A component in no window is drawn alone, filling a window of the size asked for; one
        /// in a window is cut out of it.
        @Test func aComponentIsDrawnAloneOrCutOutOfItsWindow() throws {
            let page = StatusPage()
            page.show(iconName: "edit-find-symbolic", title: "No Results", description: "Try another search.")
            try Snapshot.expect(page, named: "status-page", size: (300, 240))

            let navigation = try #require(GreeterDemo.MainWireframe(module: GreeterDemo.ApplicationModule()).entrypoint() as? NavigationController)
            let controller = try #require(navigation.rootController as? GreeterController)
            let window = Window(controller: navigation)
            window.show()
            defer { window.close() }
            let whole = try Snapshot.render(window, size: (420, 260))
            let button = try Snapshot.render(controller.rootView.signUpButton, size: (420, 260))
            #expect(button.width > 40 && button.width < whole.width / 2)
            #expect(button.height > 20 && button.height < 60)
        }

        /// A window built in one direction can't be drawn as the other: it would be half
        /// mirrored, as no locale shows it.
        @Test func theDirectionMustBeTheOneTheWindowWasBuiltIn() throws {
            let navigation = try #require(GreeterDemo.MainWireframe(module: GreeterDemo.ApplicationModule()).entrypoint() as? NavigationController)
            let window = Window(controller: navigation)
            window.show()
            defer { window.close() }
            let error = try #require(throws: SnapshotError.self) {
                try Snapshot.render(window, size: (420, 260), appearance: .rightToLeft)
            }
            #expect(error.description.contains("build the window inside Snapshot.withDirection(.rightToLeft)"))
        }
    }

    /// On the headless backend a snapshot is never taken, and never passes.
    @Suite @MainActor struct SnapshotAvailabilityTests {
        init() throws { try TestBackend.start() }

        @Test(.enabled(if: !Snapshot.isAvailable, "checks the reason given where snapshots can't be drawn"))
        func renderingWhereSnapshotsCantBeDrawnThrowsTheReason() async throws {
            // Outside the test's task (no current test to cancel), the reason is thrown.
            let message = await Task.detached { @MainActor () -> String? in
                do {
                    _ = try Snapshot.render(Label(text: "Hello"), size: (100, 40))
                    return nil
                } catch {
                    return "\(error)"
                }
            }.value
            #expect(message?.hasPrefix("Snapshots can't be rendered here: ") == true)
            #expect(message?.contains(Snapshot.unavailableReason ?? "?") == true)
        }
    }
}
#endif // GTK3 || GTK4

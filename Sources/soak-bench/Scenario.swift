#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import Foundation
import Reactant
import ReactantTesting

/// One thing a person opens and closes again, as the bench repeats it: `cycle` opens it,
/// closes it and lets the main loop run, leaving the app as it found it.
@MainActor
struct Scenario {
    let name: String
    let cycle: () throws -> Void
}

/// The app the scenarios run in: one navigation window on the bench's page, as `run` shows it.
@MainActor
final class SoakApp {
    let app: Application
    let navigation: NavigationController
    let page: SoakPage
    let window: Window

    init() {
        app = Application(id: "org.reactantgtk.SoakBench")
        app.info = AppInfo(id: app.id, name: "Soak Bench", version: "1.0", summary: "Opens and closes windows",
                           developers: ["The developers"], license: .mit)
        page = SoakPage()
        navigation = NavigationController(root: page)
        navigation.animatesTransitions = false
        window = app.show(navigation)
        HeapMeter.settle()
    }

    var scenarios: [Scenario] {
        [
            Scenario(name: "About window") { [self] in
                try Interact.activate("app.about", in: window)
                try shown(app.aboutWindow, "the About window").simulateCloseRequest()
            },
            Scenario(name: "Shortcuts window") { [self] in
                try Interact.press(accelerator: "<Primary>question", in: window)
                try shown(app.shortcutsWindow, "the Shortcuts window").simulateCloseRequest()
            },
            Scenario(name: "alert") { [self] in
                let alert = AlertController(title: "Delete the note?", message: "It can't be recovered.")
                alert.addAction(AlertAction(title: "Cancel", style: .cancel))
                alert.addAction(AlertAction(title: "Delete", style: .destructive))
                guard page.present(controller: alert).isPresented else { throw SoakError("the alert was not presented") }
                Interact.settle()
                try Interact.tap(try shown(alert.button(titled: "Cancel"), "the alert's Cancel button"))
            },
            Scenario(name: "row context menu") { [self] in
                let menu = try Interact.openContextMenu(onRow: 1, in: page.rootView)
                menu.dismiss()
                try waitUntilClosed(menu)
            },
            Scenario(name: "primary menu") { [self] in
                let button = try shown(navigation.primaryMenuButton, "the primary menu button")
                try Interact.tap(button)
                guard button.popover.isPresented else { throw SoakError("the primary menu did not open") }
                button.popover.dismiss()
                try waitUntilClosed(button.popover)
            },
            Scenario(name: "presented controller") { [self] in
                guard page.present(controller: DetailPage()).isPresented else {
                    throw SoakError("the controller was not presented")
                }
                Interact.settle()
                guard page.dismiss() else { throw SoakError("the presented controller was not dismissed") }
            },
            Scenario(name: "push and pop") { [self] in
                guard navigation.push(controller: DetailPage(), animated: false) else { throw SoakError("the push was refused") }
                Interact.settle()
                guard navigation.pop(animated: false) != nil else { throw SoakError("the pop was refused") }
            },
            Scenario(name: "file chooser") { [self] in
                var answered = false
                FileChooser.open(from: window) { _ in answered = true }
                Interact.settle()
                try Interact.cancelFileChooser()
                guard answered else { throw SoakError("the file chooser did not answer its cancel") }
            },
            Scenario(name: "second window") { [self] in
                let other = app.show(NavigationController(root: DetailPage()))
                Interact.settle()
                other.close()
            },
        ]
    }

    /// GTK's popover closes with a transition; the next cycle's click would close it again.
    private func waitUntilClosed(_ popover: Popover) throws {
        let deadline = ContinuousClock.now + .seconds(5)
        while popover.isPresented {
            guard ContinuousClock.now < deadline else { throw SoakError("a dismissed popover stayed open for 5 s") }
            usleep(2_000)
            Interact.settle()
        }
    }

    private func shown<T>(_ value: T?, _ what: String) throws -> T {
        guard let value else { throw SoakError("\(what) is missing") }
        return value
    }
}

struct SoakError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
#endif // GTK3

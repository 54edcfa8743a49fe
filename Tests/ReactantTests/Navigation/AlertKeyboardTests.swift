import Reactant
import ReactantTesting
import Testing

/// The default action of an alert, its look, the first focus and Enter, on both backends.
@Suite(.uiSerialized) @MainActor
struct AlertKeyboardTests {
    init() throws {
        try TestBackend.start()
        closeAllWindows()
    }

    /// An alert whose actions log their titles when chosen.
    private func alert(_ actions: [(String, AlertAction.Style)], log: EventLog) -> AlertController {
        let alert = AlertController(title: "Question", message: "Really?")
        for (title, style) in actions {
            alert.addAction(AlertAction(title: title, style: style) { _ in log.events.append(title) })
        }
        return alert
    }

    private func suggested(_ alert: AlertController) -> [String] {
        alert.buttons.filter { $0.styleClasses.contains("suggested-action") }.map(\.title)
    }

    @Test func theDefaultActionIsTheLastDefaultOneThenCancelThenTheOnlyDestructiveChoice() {
        let log = EventLog()
        let plain = alert([("Cancel", .cancel), ("Save", .default), ("Save As", .default)], log: log)
        #expect(plain.defaultAction?.title == "Save As")
        #expect(suggested(plain) == ["Save As"])

        let destructive = alert([("Cancel", .cancel), ("Delete", .destructive)], log: log)
        #expect(destructive.defaultAction?.title == "Cancel")
        #expect(suggested(destructive).isEmpty)  // a cancel default keeps its plain look

        let mixed = alert([("Discard", .destructive), ("Cancel", .cancel), ("Save", .default)], log: log)
        #expect(mixed.defaultAction?.title == "Save")
        #expect(suggested(mixed) == ["Save"])

        let onlyDestructive = alert([("Erase", .destructive), ("Wipe", .destructive)], log: log)
        #expect(onlyDestructive.defaultAction?.title == "Wipe")
        #expect(suggested(onlyDestructive).isEmpty)
        #expect(onlyDestructive.defaultButton?.styleClasses == ["destructive-action"])

        #expect(AlertController(title: "Empty").defaultAction == nil)
        #expect(log.events.isEmpty)
    }

    @Test func enterChoosesTheDefaultActionWhichHasTheFocus() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        let log = EventLog()
        let alert = alert([("Cancel", .cancel), ("OK", .default)], log: log)
        navigation.present(controller: alert)
        Interact.settle()
        let alertWindow = try #require(main.presentedWindow)
        #expect(alert.button(titled: "OK")?.hasFocus == true)
        #expect(alertWindow.native.focusedWidget === alert.button(titled: "OK")?.native)
        #expect(WidgetTree.render(alertWindow).contains(#"button "OK" .suggested-action"#))
        Interact.press(KeyPress(.enter), in: alertWindow)
        #expect(log.events == ["OK"])
        #expect(main.presentedWindow == nil)
        #expect(WindowStack.render() == #"window "Main" nav=[Main]"#)
    }

    @Test func aDestructiveAlertOpensOnCancelAndEnterCancels() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        let log = EventLog()
        let alert = alert([("Cancel", .cancel), ("Delete", .destructive)], log: log)
        navigation.present(controller: alert)
        Interact.settle()
        #expect(alert.button(titled: "Cancel")?.hasFocus == true)
        // A key pressed in the main window goes to the modal alert.
        Interact.press(KeyPress(.enter), in: main)
        #expect(log.events == ["Cancel"])
        #expect(main.presentedWindow == nil)
    }

    /// A focused button takes Enter, as in a GTK dialog: Tab to Delete, then Enter deletes.
    @Test func enterChoosesTheButtonTheFocusWasMovedTo() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        let log = EventLog()
        let alert = alert([("Cancel", .cancel), ("Delete", .destructive)], log: log)
        navigation.present(controller: alert)
        Interact.settle()
        let alertWindow = try #require(main.presentedWindow)
        Interact.press(KeyPress(.tab), in: alertWindow)
        #expect(alert.button(titled: "Delete")?.hasFocus == true)
        Interact.press(KeyPress(.tab, modifiers: .shift), in: alertWindow)
        #expect(alert.button(titled: "Cancel")?.hasFocus == true)
        Interact.press(KeyPress(.tab, modifiers: .shift), in: alertWindow)
        #expect(alert.button(titled: "Delete")?.hasFocus == true)
        Interact.press(KeyPress(.enter), in: alertWindow)
        #expect(log.events == ["Delete"])
        #expect(main.presentedWindow == nil)
    }

    @Test func escapeStillCancelsAndEnterWithModifiersDoesNothing() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        let log = EventLog()
        let alert = alert([("Cancel", .cancel), ("OK", .default)], log: log)
        navigation.present(controller: alert)
        Interact.settle()
        let alertWindow = try #require(main.presentedWindow)
        Interact.press(KeyPress(.enter, modifiers: .control), in: alertWindow)
        #expect(log.events.isEmpty)
        #expect(main.presentedWindow === alertWindow)
        Interact.press(.escape, in: alertWindow)
        #expect(log.events == ["Cancel"])
        #expect(main.presentedWindow == nil)
    }
}

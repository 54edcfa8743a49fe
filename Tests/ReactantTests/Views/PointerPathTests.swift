import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Issue 21: taps and toggles take a person's path (GTK: button press and release on the
    /// GdkWindow under the widget's middle, through gtk_main_do_event) and are refused where a
    /// person couldn't click. On both backends.
    @Suite @MainActor struct PointerPathTests {
        init() throws { try TestBackend.start() }

        @Test func aTapIsRefusedOffScreenAndFocusesTheButtonOnScreen() throws {
            let button = Button(title: "Go")
            let toggle = Switch()
            var taps = 0
            let subscription = button.tap.sink { taps += 1 }
            defer { subscription.cancel() }
            #expect(throws: InteractionError("can't tap button 'Go': it is not in a window on screen")) {
                try Interact.tap(button)
            }
            #expect(throws: InteractionError.self) { try Interact.toggle(toggle) }
            let shown = ShownView(Container().children(toggle, button))
            defer { shown.close() }
            #expect(toggle.hasFocus)  // the window's first focusable widget
            try Interact.tap(button)
            #expect(taps == 1)
            #expect(button.hasFocus)  // GtkButton's focus-on-click
            try Interact.toggle(toggle)
            #expect(toggle.isOn)
            #expect(button.hasFocus)  // a GtkSwitch doesn't take the focus on a click
            button.isEnabled = false
            #expect(throws: InteractionError.self) { try Interact.tap(button) }
            button.isEnabled = true
            button.isHidden = true
            #expect(throws: InteractionError.self) { try Interact.tap(button) }
            #expect(taps == 1)
        }
    }
}

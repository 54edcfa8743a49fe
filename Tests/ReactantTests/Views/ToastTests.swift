#if GTK3 || GTK4 // both GTK backends: ContrastProbeView's window on GTK 3 or GTK 4
import Reactant
import ReactantTesting
import Testing

/// Toasts over a window's content: shown, timed out, clicked, closed, queued, announced.
@Suite(.uiSerialized) @MainActor
struct ToastTests {
    init() throws { try TestBackend.start() }

    final class Page: ViewBase<Void, Never> {
        let field = TextField()
        let button = Button(title: "Copy")
        override func loadView() { children(field, button) }
    }

    private func shownWindow() -> (Window, Page) {
        let page = Page()
        let window = Window(controller: ControllerBase<Void, Page>(title: "Toasts", root: page))
        window.defaultSize = (400, 300)
        window.show()
        Interact.settle()
        return (window, page)
    }

    private func overlay(of window: Window) throws -> ToastOverlay { try #require(window.toastOverlay) }

    @Test func aToastSlidesInOverTheContentAndGoesAfterItsTimeout() throws {
        let (window, page) = shownWindow()
        defer { window.close() }
        #expect(window.toastOverlay == nil)
        page.field.native.grabFocus()
        window.showToast(Toast(title: "Copied", timeout: 0.4))
        Interact.settle()
        let overlay = try overlay(of: window)
        // The content moved into the overlay and kept the focus.
        #expect(page.field.native.isFocus)
        #expect(WidgetTree.render(overlay) == """
            overlay .toast-overlay
              box vertical
                box vertical
                  entry "" focused
                  button "Copy"
              revealer revealed
                box horizontal spacing=12 .app-notification
                  label "Copied" .toast-title
                  button "" hidden
                  button .image-button .flat
                    image icon=window-close-symbolic size=16
            """)
        #expect(overlay.bar.accessibleRole == .notification)
        #expect(overlay.bar.accessibleLabel == "Copied")
        #expect(overlay.closeButton.accessibleLabel == "Close")
        Interact.wait(seconds: 0.2)
        #expect(overlay.currentToast?.title == "Copied")
        Interact.wait(seconds: 0.6)
        #expect(overlay.currentToast == nil)
        #expect(!WidgetTree.render(overlay).contains("revealer revealed"))
    }

    /// A pointer click on the button (GTK's own gesture, from synthesized events) runs the
    /// action once and takes the toast away.
    @Test func clickingTheButtonRunsTheActionAndDismisses() throws {
        let (window, page) = shownWindow()
        defer { window.close() }
        var undone = 0
        window.showToast(Toast(title: "“Ann” deleted", actionTitle: "Undo", timeout: 0) { undone += 1 })
        Interact.settle()
        let overlay = try overlay(of: window)
        #expect(WidgetTree.render(overlay).contains(#"button "Undo""#))
        // A person clicks once it has slid in.
        Interact.wait(seconds: 0.4)
        #expect(overlay.revealer.isContentRevealed)
        #expect(page.field.native.isFocus)
        try Interact.tap(overlay.actionButton)
        #expect(undone == 1)
        #expect(overlay.currentToast == nil)
        // The click took the focus to the button; it goes back to where it was, not away.
        #expect(page.field.native.isFocus)
        Interact.wait(seconds: 0.4)
        #expect(!overlay.revealer.isContentRevealed)
        // Gone: a second click can't reach it, and the action doesn't run again.
        #expect(throws: InteractionError.self) { try Interact.tap(overlay.actionButton) }
        #expect(undone == 1)
    }

    @Test func theCloseButtonAndEscapeDismiss() throws {
        let (window, page) = shownWindow()
        defer { window.close() }
        window.showToast(Toast(title: "One", timeout: 0))
        Interact.wait(seconds: 0.4)
        let overlay = try overlay(of: window)
        try Interact.tap(overlay.closeButton)
        #expect(overlay.currentToast == nil)
        // Escape from the focus in the content.
        Interact.wait(seconds: 0.4)
        window.showToast(Toast(title: "Two", timeout: 0))
        Interact.settle()
        page.button.native.grabFocus()
        #expect(overlay.currentToast?.title == "Two")
        Interact.press(KeyPress(.escape), in: window)
        #expect(overlay.currentToast == nil)
        // Without a toast, Escape is left to others (the overlay doesn't take it).
        Interact.press(KeyPress(.escape), in: window)
        #expect(window.isShown)
    }

    /// With the focus outside the content (here: nowhere, nothing in it takes the focus),
    /// Escape reaches the window, which closes the toast.
    /// A toast that went is gone for screen readers too: GTK 4.8's AT-SPI bridge lists what
    /// GtkRevealer concealed, so the bar is hidden once it has slid away (and before any toast).
    @Test func aDismissedToastLeavesNoBarBehind() throws {
        let (window, _) = shownWindow()
        defer { window.close() }
        window.showToast(Toast(title: "Copied", timeout: 0))
        Interact.settle()
        let overlay = try overlay(of: window)
        #expect(!overlay.bar.isHidden)
        Interact.press(KeyPress(.escape), in: window)
        Interact.wait(seconds: 0.6)
        #expect(overlay.currentToast == nil)
        #expect(overlay.bar.isHidden)
        window.showToast(Toast(title: "Again", timeout: 0))
        Interact.settle()
        #expect(!overlay.bar.isHidden && overlay.revealer.isRevealed)
    }

    @Test func escapeWithTheFocusOutsideTheContentClosesTheToastToo() throws {
        let window = Window(controller: ControllerBase<Void, ContrastProbeView>(title: "Plain", root: ContrastProbeView(content: Label(text: "Nothing to focus"))))
        window.show()
        defer { window.close() }
        window.showToast(Toast(title: "Saved", timeout: 0))
        Interact.settle()
        #expect(window.native.focusedWidget == nil)
        #expect(window.toastOverlay?.currentToast?.title == "Saved")
        Interact.press(KeyPress(.escape), in: window)
        #expect(window.toastOverlay?.currentToast == nil)
    }

    @Test func toastsComeOneAtATimeInOrder() throws {
        let (window, _) = shownWindow()
        defer { window.close() }
        window.showToast(Toast(title: "First", timeout: 0))
        window.showToast(Toast(title: "Second", timeout: 0))
        window.showToast(Toast(title: "Third", timeout: 0))
        Interact.settle()
        let overlay = try overlay(of: window)
        #expect(overlay.currentToast?.title == "First")
        #expect(overlay.queuedToasts.map(\.title) == ["Second", "Third"])
        overlay.dismiss()
        // The next one follows once the first has slid out.
        #expect(overlay.currentToast == nil)
        Interact.wait(seconds: 0.5)
        #expect(overlay.currentToast?.title == "Second")
        #expect(overlay.titleLabel.text == "Second")
        #expect(overlay.queuedToasts.map(\.title) == ["Third"])
    }

    /// A closed window with a toast up (its timeout and the next toast pending) lets go of
    /// the overlay, the toast's widgets and the controller; the pending work runs into nothing.
    @Test func aClosedWindowReleasesItsToastsAndController() {
        let tracker = FinalizationTracker()
        weak var weakOverlay: ToastOverlay?
        weak var weakController: Controller?
        do {
            let (window, _) = shownWindow()
            weakController = window.controller
            window.showToast(Toast(title: "One", timeout: 0.2))
            window.showToast(Toast(title: "Two", timeout: 0.2))
            weakOverlay = window.toastOverlay
            tracker.track(window)
            window.close()
        }
        Interact.wait(seconds: 0.6)
        #expect(weakOverlay == nil)
        #expect(weakController == nil)
        #expect(tracker.trackedCount >= 8)
        #expect(tracker.aliveCount == 0)
    }

    @Test func aWindowThatIsNotShownDropsTheToastWithAWarning() {
        let window = Window(controller: ControllerBase<Void, Page>(title: "Hidden", root: Page()))
        let recorder = DiagnosticsRecorder()
        window.showToast(Toast(title: "Lost"))
        #expect(window.toastOverlay == nil)
        #expect(recorder.contains("showToast(\"Lost\") on a window that isn't shown"))
    }
}

#endif // GTK3 || GTK4

import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct NavigationKeyboardTests {
    init() throws {
        try TestBackend.start()
        closeAllWindows()
    }

    @Test func altLeftGoesBack() {
        let recorder = DiagnosticsRecorder()
        let (window, navigation) = showNavigation(PageController("A"))
        defer { closeAllWindows() }
        navigation.push(controller: PageController("B"))
        Interact.press(.altLeft, in: window)
        #expect(WindowStack.describe(window) == #"window "A" nav=[A]"#)
        Interact.press(.altLeft, in: window)  // at the root: nothing, and no warning
        Interact.press(KeyPress(.left), in: window)  // Left alone is not a shortcut
        #expect(WindowStack.describe(window) == #"window "A" nav=[A]"#)
        #expect(recorder.messages.isEmpty)
    }

    @Test func escapeDismissesAPresentedWindowButNotTheMainOne() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        Interact.press(.escape, in: main)
        #expect(main.isShown)
        navigation.present(controller: PageController("Modal"))
        let modal = try #require(main.presentedWindow)
        Interact.press(.escape, in: modal)
        #expect(main.presentedWindow == nil)
        #expect(WindowStack.render() == #"window "Main" nav=[Main]"#)
    }

    @Test func escapeClosesABranchEvenWithPagesPushed() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        let branch = try #require(navigation.branchNavigation(controller: PageController("B1")).controller as? NavigationController)
        branch.push(controller: PageController("B2"))
        let branchWindow = try #require(main.presentedWindow)
        Interact.press(.altLeft, in: branchWindow)
        #expect(WindowStack.describe(branchWindow) == #"window "B1" modal transient-for="Main" nav=[B1] close="Close""#)
        Interact.press(.escape, in: branchWindow)
        #expect(WindowStack.render() == #"window "Main" nav=[Main]"#)
    }

    @Test func keysPressedInABlockedWindowGoToTheModalOne() throws {
        let (main, navigation) = showNavigation(PageController("A"))
        defer { closeAllWindows() }
        navigation.push(controller: PageController("B"))
        let modal = PageController("Modal")
        navigation.present(controller: modal)
        // GTK's grab: the key reaches the modal window, which has nothing to go back to.
        Interact.press(.altLeft, in: main)
        #expect(WindowStack.describe(main) == #"window "B" nav=[A > B] back"#)
        // Escape pressed "in" the main window closes the modal one, which has the keyboard.
        Interact.press(.escape, in: main)
        #expect(main.presentedWindow == nil)
        Interact.press(.altLeft, in: main)
        #expect(WindowStack.describe(main) == #"window "A" nav=[A]"#)
    }
}

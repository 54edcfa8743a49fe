import Reactant
import ReactantTesting
import Testing

/// Every misuse is refused with a warning, returns a value saying so, and leaves the window
/// and navigation stacks as they were.
@Suite(.uiSerialized) @MainActor
struct NavigationMisuseTests {
    init() throws {
        try TestBackend.start()
        closeAllWindows()
    }

    @Test func popOnTheRoot() {
        let recorder = DiagnosticsRecorder()
        let (window, navigation) = showNavigation(PageController("Root"))
        defer { closeAllWindows() }
        #expect(navigation.pop() == nil)
        #expect(recorder.contains("is the root of its navigation"))
        #expect(navigation.popToRoot().isEmpty)
        #expect(WindowStack.describe(window) == #"window "Root" nav=[Root]"#)
    }

    @Test func dismissWithNothingPresented() {
        let recorder = DiagnosticsRecorder()
        let (_, navigation) = showNavigation(PageController("Root"))
        defer { closeAllWindows() }
        #expect(!navigation.dismiss())
        #expect(!(navigation.topController?.dismiss() ?? true))
        #expect(recorder.contains("presents nothing and was not presented"))
        #expect(WindowStack.render() == #"window "Root" nav=[Root]"#)
    }

    @Test func pushingAControllerThatIsAlreadyShown() {
        let recorder = DiagnosticsRecorder()
        let root = PageController("Root")
        let (window, navigation) = showNavigation(root)
        defer { closeAllWindows() }
        #expect(!navigation.push(controller: root))
        let elsewhere = PageController("Elsewhere")
        let other = Window(controller: elsewhere)
        other.show()
        #expect(!navigation.push(controller: elsewhere))
        #expect(!navigation.replace(with: elsewhere))
        #expect(!navigation.replaceAll(with: elsewhere))
        #expect(!navigation.push(controller: NavigationController(root: PageController("Nested"))))
        #expect(recorder.contains("is already shown"))
        #expect(recorder.contains("can't be inside another"))
        #expect(WindowStack.describe(window) == #"window "Root" nav=[Root]"#)
        #expect(elsewhere.window === other)
    }

    @Test func presentingAControllerThatIsAlreadyShownOrWhilePresenting() {
        let recorder = DiagnosticsRecorder()
        let root = PageController("Root")
        let (_, navigation) = showNavigation(root)
        defer { closeAllWindows() }
        #expect(!navigation.present(controller: root).isPresented)
        #expect(!navigation.present(controller: navigation).isPresented)
        let modal = PageController("Modal")
        #expect(navigation.present(controller: modal).isPresented)
        #expect(!navigation.present(controller: modal).isPresented)
        #expect(!navigation.present(controller: PageController("Second")).isPresented)
        #expect(!navigation.branchNavigation(controller: PageController("Branch")).isPresented)
        #expect(recorder.contains("already presents 'Modal'"))
        var shownCount = 0
        let token = navigation.present(controller: PageController("Refused")).shown.sink { shownCount += 1 }
        _ = token
        #expect(shownCount == 0)
        #expect(WindowStack.titles == ["Root", "Modal"])
    }

    @Test func navigatingFromADismissedController() throws {
        let recorder = DiagnosticsRecorder()
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        let presented = PageController("Presented")
        navigation.present(controller: presented)
        presented.dismiss()
        #expect(!presented.present(controller: PageController("X")).isPresented)
        #expect(!presented.dismiss())
        #expect(recorder.contains("not in a window"))

        let branch = try #require(navigation.branchNavigation(controller: PageController("B")).controller as? NavigationController)
        try Interact.pressClose(in: try #require(main.presentedWindow))
        #expect(!branch.push(controller: PageController("Late")))
        #expect(branch.pop() == nil)
        #expect(!branch.dismiss())
        #expect(recorder.contains("window was closed"))
        #expect(WindowStack.render() == #"window "Main" nav=[Main]"#)
    }

    @Test func aReactionFiringAfterItsControllerIsGone() {
        let recorder = DiagnosticsRecorder()
        let wires = LateReactionWireframe()
        do { _ = wires.page() }
        wires.reaction()
        #expect(recorder.contains("the controller was released"))
    }

    @Test func aReactionOfAPoppedController() {
        let recorder = DiagnosticsRecorder()
        let wires = LateReactionWireframe()
        let (window, navigation) = showNavigation(PageController("Root"))
        defer { closeAllWindows() }
        let page = wires.page()
        navigation.push(controller: page)
        wires.reaction()
        #expect(WindowStack.describe(window) == #"window "Late" nav=[Root > Page > Late] back"#)
        navigation.popToRoot()
        wires.reaction()
        #expect(recorder.contains("is not in a navigation controller"))
        #expect(WindowStack.describe(window) == #"window "Root" nav=[Root]"#)
        _ = page
    }

    @Test func aReactionOfAPresentedControllerSaysHowToDismissIt() throws {
        let recorder = DiagnosticsRecorder()
        let wires = LateReactionWireframe()
        let (window, navigation) = showNavigation(PageController("Root"))
        defer { closeAllWindows() }
        navigation.present(controller: wires.page())
        wires.reaction()
        #expect(recorder.contains("is presented in a window of its own"))
        #expect(recorder.contains("provider.controller?.dismiss()"))
        // Nothing was pushed anywhere.
        #expect(WindowStack.describe(window) == #"window "Root" nav=[Root]"#)
    }
}

/// A wireframe whose one page keeps a reaction that pushes, to fire after the page is gone.
private final class LateReactionWireframe: Wireframe {
    var reaction: () -> Void = {}
    func entrypoint() -> Controller { page() }
    func page() -> PageController {
        create { provider in
            self.reaction = { provider.navigation?.push(controller: PageController("Late")) }
            return PageController("Page")
        }
    }
}

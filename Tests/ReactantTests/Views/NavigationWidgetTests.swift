import Reactant
import ReactantTesting
import Testing

/// The seam's header bar, stack and window additions, checked the same way on both backends.
@Suite(.uiSerialized) @MainActor
struct NavigationWidgetTests {
    let backend: any Backend
    init() throws { backend = try TestBackend.start() }

    @Test func aHeaderBarHoldsItsTitleAndPackedWidgets() {
        let bar = backend.makeHeaderBar()
        #expect(bar.title == "")
        #expect(!bar.showsWindowControls)
        bar.title = "Title"
        let back = backend.makeButton()
        back.title = "Back"
        let close = backend.makeButton()
        close.title = "Close"
        bar.packStart(back)
        bar.packEnd(close)
        #expect(bar.nativeChildren.map { ($0 as? any NativeButton)?.title } == ["Back", "Close"])
        #expect(back.nativeParent === bar)
        bar.remove(back)
        bar.remove(back)  // not a child any more: nothing
        #expect(bar.nativeChildren.count == 1)
        bar.showsWindowControls = true
        #expect(WidgetTree.render(bar) == """
            headerbar "Title" window-controls
              button "Close" end
            """)
        #expect(bar.isPackedAtEnd(close))
    }

    @Test func aStackShowsOnePageAtATime() {
        let recorder = DiagnosticsRecorder()
        let stack = backend.makeStack()
        #expect(stack.visiblePage == nil)
        let first = backend.makeLabel(), second = backend.makeLabel(), third = backend.makeLabel()
        first.text = "1"; second.text = "2"; third.text = "3"
        stack.addPage(first)
        stack.addPage(second)
        stack.addPage(third)
        #expect(stack.visiblePage === first)  // the first page added becomes visible
        #expect(first.isEffectivelyVisible && !second.isEffectivelyVisible)
        stack.showPage(third, transition: .slideLeft)
        #expect(stack.visiblePage === third)
        #expect(WidgetTree.render(stack) == """
            stack page=3/3
              label "1"
              label "2"
              label "3"
            """)
        stack.removePage(third)
        #expect(stack.visiblePage === first)  // GTK falls back to the first page
        second.isVisible = false
        stack.showPage(second, transition: .none)  // a hidden page can't be shown
        #expect(stack.visiblePage === first)
        stack.showPage(third, transition: .none)  // not a page
        #expect(recorder.contains("not a page of this stack"))
    }

    @Test func switchingPagesMovesTheFocusIntoTheNewPageWhenTheOldOneHadIt() {
        let window = backend.makeWindow()
        let stack = backend.makeStack()
        window.content = stack
        func page(_ title: String) -> (any NativeContainer, any NativeButton) {
            let box = backend.makeContainer(.vertical())
            let button = backend.makeButton()
            button.title = title
            box.append(button)
            return (box, button)
        }
        let (first, firstButton) = page("1"), (second, secondButton) = page("2"), (third, _) = page("3")
        stack.addPage(first)
        stack.addPage(second)
        window.present()
        defer { window.close() }
        #expect(firstButton.isFocus)
        stack.showPage(second, transition: .slideLeft)
        #expect(secondButton.isFocus)
        stack.addPage(third)
        stack.removePage(second)  // the visible page with the focus goes: the focus is unset
        #expect(stack.visiblePage === first)
        #expect(window.focusedWidget == nil)
        firstButton.grabFocus()
        // GTK's check is "inside", not "is": a page that is itself the focus keeps it.
        let lone = backend.makeButton()
        stack.addPage(lone)
        lone.grabFocus()
        stack.showPage(third, transition: .none)
        #expect(lone.isFocus)
    }

    @Test func aWindowsTitlebarIsNotOneOfItsChildren() {
        let window = backend.makeWindow()
        let bar = backend.makeHeaderBar()
        let content = backend.makeLabel()
        window.titlebar = bar
        window.content = content
        #expect(window.titlebar === bar)
        #expect(bar.nativeParent === window)
        #expect(window.nativeChildren.count == 1 && window.nativeChildren.first === content)
        window.content = nil
        #expect(window.titlebar === bar)
        window.titlebar = nil
        #expect(bar.nativeParent == nil)
    }

    @Test func transientForAndModal() {
        let parent = backend.makeWindow()
        parent.title = "Parent"
        let child = backend.makeWindow()
        #expect(child.transientFor == nil && !child.isModal)
        child.transientFor = parent
        child.isModal = true
        #expect(child.transientFor === parent)
        #expect(WidgetTree.describe(child) == #"window "" closed modal transient-for="Parent" hidden"#)
        child.transientFor = nil
        #expect(child.transientFor == nil)
    }

    @Test func keyPressesGoToHandlersInOrderUntilOneHandlesThem() {
        let window = backend.makeWindow()
        window.present()
        defer { window.close() }
        var seen: [String] = []
        _ = window.onKeyPress { seen.append("first \($0)"); return $0 == .escape }
        let second = window.onKeyPress { seen.append("second \($0)"); return false }
        window.simulateKeyPress(KeyPress(.character("r"), modifiers: .control))
        window.simulateKeyPress(.escape)
        window.simulateKeyPress(.altLeft)
        #expect(seen == ["first Ctrl+r", "second Ctrl+r", "first Escape", "first Alt+Left", "second Alt+Left"])
        window.disconnect(second)
        seen.removeAll()
        window.simulateKeyPress(KeyPress(.f5))
        #expect(seen == ["first F5"])
    }

    @Test func aModalWindowTakesTheKeyboardAndBlocksCloseRequests() {
        let main = backend.makeWindow()
        main.title = "Main"
        main.present()
        let modal = backend.makeWindow()
        modal.transientFor = main
        modal.isModal = true
        var keys: [String] = []
        _ = main.onKeyPress { keys.append("main \($0)"); return true }
        _ = modal.onKeyPress { keys.append("modal \($0)"); return true }
        var closeRequests = 0
        _ = main.onCloseRequest { closeRequests += 1; return true }
        modal.present()
        main.simulateKeyPress(.escape)
        main.simulateCloseRequest()
        #expect(keys == ["modal Escape"])
        #expect(closeRequests == 0 && main.isShown)
        modal.close()
        main.simulateKeyPress(.escape)
        main.simulateCloseRequest()
        #expect(keys == ["modal Escape", "main Escape"])
        #expect(closeRequests == 1 && !main.isShown)
    }
}

import Reactant
import ReactantTesting
import Testing

/// A page with a table that loads after it is shown, as the table demo's names.
final class LoadingTablePage: ControllerBase<Void, LoadingTableRootView> {
    init() { super.init(title: "Names") }
}

final class LoadingTableRootView: ViewBase<Void, Never>, RootView {
    let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
    override func loadView() {
        children(table)
        table.componentState = .loading
    }
}

/// Two tabs of two buttons each.
final class TabsRootView: ViewBase<Void, Never>, RootView {
    let tabs = TabView()
    let first = [Button(title: "One A"), Button(title: "One B")]
    let second = [Button(title: "Two A"), Button(title: "Two B")]
    override func loadView() {
        tabs.addTab(Container().children(first[0], first[1]), title: "One")
        tabs.addTab(Container().children(second[0], second[1]), title: "Two")
        children(tabs)
    }
}

final class TabsPage: ControllerBase<Void, TabsRootView> {
    init() { super.init(title: "Tabs") }
}

/// What the window's focus widget shows, as the widget tree renders it.
@MainActor
func focusedText(in window: any NativeWindow) -> String {
    window.focusedWidget.map(WidgetTree.render) ?? "(no focus)"
}

extension UITests {
    /// Issue 21: after push, pop, present, dismiss and a tab switch the keyboard focus is on
    /// the new page's first focusable widget, or back where it was on a page that returns,
    /// so that keys keep working without a Tab first. On both backends.
    @Suite @MainActor struct FocusPlacementTests {
        init() throws { try TestBackend.start() }

        @Test func aPagePushedFromTheKeyboardGetsTheFocusAndBackReturnsIt() throws {
            let first = PageController("First")
            let second = PageController("Second")
            let (window, navigation) = showNavigation(first)
            defer { closeAllWindows() }
            first.onOpen = { navigation.push(controller: second) }
            try Interact.press(KeyPress(.enter), on: first.rootView.openButton)
            #expect(navigation.topController === second)
            #expect(second.rootView.openButton.hasFocus)
            Interact.press(.altLeft, in: window)
            #expect(navigation.topController === first)
            #expect(first.rootView.openButton.hasFocus)
        }

        @Test func aPagePushedFromAHeaderButtonTakesTheFocusFromIt() throws {
            let first = PageController("First")
            let second = PageController("Second")
            let (window, navigation) = showNavigation(first)
            defer { closeAllWindows() }
            let add = BarItem(title: "Add") { navigation.push(controller: second) }
            first.navigationItem.trailingItems = [add]
            Interact.settle()
            try Interact.press(KeyPress(.enter), on: add.view)
            #expect(navigation.topController === second)
            #expect(second.rootView.openButton.hasFocus)
            try Interact.pressBack(in: window)
            #expect(first.rootView.openButton.hasFocus)
        }

        @Test func aTableStillLoadingWhenPushedTakesTheFocusWhenItsRowsCome() throws {
            let first = PageController("First")
            let names = LoadingTablePage()
            let (window, navigation) = showNavigation(first)
            defer { closeAllWindows() }
            first.onOpen = { navigation.push(controller: names) }
            try Interact.press(KeyPress(.enter), on: first.rootView.openButton)
            #expect(navigation.topController === names)
            names.rootView.table.componentState = .items(["Ann", "Bob", "Cy"])
            Interact.settle()
            #expect(names.rootView.table.hasFocus)
            // The keyboard works at once: Down moves to the second row.
            Interact.press(KeyPress(.down), in: window)
            #expect(focusedText(in: window.native).contains("Bob"))
        }

        @Test func focusGoesIntoAPresentedWindowAndBackWhenItIsDismissed() throws {
            let first = PageController("First")
            let (_, _) = showNavigation(first)
            defer { closeAllWindows() }
            first.rootView.openButton.focus()
            let dialog = PageController("Dialog")
            let presentation = first.present(controller: dialog)
            Interact.settle()
            #expect(presentation.isPresented)
            #expect(dialog.rootView.openButton.hasFocus)
            dialog.dismiss()
            Interact.settle()
            #expect(first.rootView.openButton.hasFocus)
        }

        @Test(.parityExempt("""
            a shown window's first focus: GTK gives it to the tab switcher's first button (a GTK \
            detail the tree doesn't show), headless to the first page's first widget (README: \
            Backend parity)
            """))
        func aTabSwitchPutsTheFocusOnTheNewPageAndBackOnTheOldOne() throws {
            let page = TabsPage()
            let (_, _) = showNavigation(page)
            defer { closeAllWindows() }
            let root = page.rootView
            root.first[1].focus()
            try Interact.selectTab(1, in: root.tabs)
            #expect(root.second[0].hasFocus)
            root.second[1].focus()
            root.tabs.selectedIndex = 0
            #expect(root.first[0].hasFocus || root.first[1].hasFocus)
            root.tabs.selectedIndex = 1
            #expect(root.second[1].hasFocus)
        }

        @Test func focusOnATableOrCollectionFocusesItsSelectedRowElseTheFirst() throws {
            let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
            table.componentState = .items(["Ann", "Bob", "Cy"])
            let button = Button(title: "Elsewhere")
            let shown = ShownView(Container().children(button, table))
            defer { shown.close() }
            button.focus()
            table.focus()
            #expect(table.hasFocus)
            #expect(!button.hasFocus)
            #expect(focusedText(in: shown.window).contains("Ann"))
            try Interact.press(KeyPress(.down), on: table)
            button.focus()
            table.focus()
            #expect(focusedText(in: shown.window).contains("Bob"))
        }
    }
}

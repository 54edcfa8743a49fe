import Reactant
import ReactantTesting
import Testing

/// A view with a context menu around a button, for context-menu tests.
final class ContextProbeView: ViewBase<Void, Never> {
    let title = Label(text: "Right-click me")
    let button = Button(title: "Focus me")
    override func loadView() { children(title, button) }
}

/// A table of names, for row context menus.
final class NamesTableView: PlainTableView<NameCell> {
    required init() { super.init(cellFactory: NameCell.init, style: .plain) }
}

final class NameCell: ViewBase<String, Void> {
    let label = Label()
    override func loadView() { children(label) }
    override func update() { label.text = componentState }
}

extension UITests {
    /// Menus: the primary menu, menu buttons, popovers and context menus, on both backends.
    @Suite @MainActor struct MenuTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        @Test func thePrimaryMenuHasShortcutsAboutAndQuit() throws {
            let app = Application(id: "org.reactantgtk.MenuTests.primary")
            lastTestApplication = app
            app.info = AppInfo(id: app.id, name: "Menu Tests", version: "1.0")
            let navigation = NavigationController(root: CommandPage("Main"))
            let window = app.show(navigation)
            defer { closeAllWindows() }
            #expect(WindowStack.headerBar(of: window) == "| Main | [Main Menu]")
            let button = try #require(navigation.primaryMenuButton)
            #expect(button.iconName == "open-menu-symbolic")
            #expect(button.tooltip == "Main Menu")
            try Interact.tap(button)
            #expect(button.isOpen)
            #expect(MenuReader.render(button.popover) == "[Keyboard Shortcuts] [About Menu Tests] | [Quit]")
            try Interact.chooseMenuItem("Quit", in: button.popover)
            #expect(WindowStack.titles.isEmpty)
            #expect(app.windows.isEmpty)
        }

        @Test func menuItemsFollowTheirCommandsAndRunThem() throws {
            let ran = Ran()
            let refresh = ran.command("refresh", "Refresh")
            refresh.isEnabled = false
            let page = CommandPage("Main", commands: [refresh])
            let more = MenuButton(iconName: "view-more-symbolic", label: "More",
                                  menu: Menu([MenuItem(refresh), MenuItem("Missing", action: "win.missing")]))
            page.navigationItem.trailingItems = [BarItem(view: more)]
            let (_, window, navigation) = showInApplication(page, id: "org.reactantgtk.MenuTests.items")
            defer { closeAllWindows() }
            #expect(WindowStack.headerBar(of: window) == "| Main | [More] [Main Menu]")
            try Interact.tap(more)
            #expect(MenuReader.render(more.popover) == "[Refresh (off)] [Missing (off)]")
            #expect(throws: InteractionError.self) { try Interact.chooseMenuItem("Refresh", in: more.popover) }
            refresh.isEnabled = true
            #expect(MenuReader.render(more.popover) == "[Refresh] [Missing (off)]")
            try Interact.chooseMenuItem("Refresh", in: more.popover)
            #expect(!more.isOpen)
            #expect(ran.names == ["Refresh"])
            #expect(throws: InteractionError.self) { try Interact.chooseMenuItem("Refresh", in: more.popover) }
            try Interact.chooseFromPrimaryMenu("Keyboard Shortcuts", in: window)
            _ = navigation
        }

        @Test func aPopoverHoldsAnyView() throws {
            var taps = 0
            let inside = Button(title: "Inside")
            let cancellable = inside.tap.sink { taps += 1 }
            let filter = MenuButton(iconName: "funnel-symbolic", label: "Filter", content: inside)
            let page = CommandPage("Main")
            page.navigationItem.trailingItems = [BarItem(view: filter)]
            _ = showInApplication(page, id: "org.reactantgtk.MenuTests.popover")
            defer { closeAllWindows() }
            #expect(throws: InteractionError.self) { try Interact.tap(inside) }
            try Interact.tap(filter)
            #expect(filter.popover.isPresented)
            try Interact.tap(inside)
            #expect(taps == 1)
            filter.popover.dismiss()
            Interact.settle()
            #expect(!filter.popover.isPresented)
            _ = cancellable
        }

        @Test func contextMenusOpenOnRightClickAndTheMenuKey() throws {
            let (ran, probe, page, window) = showContextProbe(id: "org.reactantgtk.MenuTests.context")
            defer { closeAllWindows() }
            let menu = try Interact.openContextMenu(on: probe)
            #expect(MenuReader.render(menu) == "[Rename] | [Quit]")
            try Interact.chooseMenuItem("Rename", in: menu)
            #expect(probe.openContextMenu == nil)
            // A right click on a view without a menu inside one with a menu opens the outer one.
            try Interact.openContextMenu(on: probe.title).dismiss()
            probe.button.focus()
            Interact.press(KeyPress(.menu), in: window)
            let fromKey = try #require(probe.openContextMenu)
            try Interact.chooseMenuItem("Rename", in: fromKey)
            Interact.press(KeyPress(.f10, modifiers: .shift), in: window)
            #expect(probe.openContextMenu != nil)
            probe.openContextMenu?.dismiss()
            Interact.settle()
            // Outside the view nothing opens.
            page.rootView.openButton.focus()
            Interact.press(KeyPress(.menu), in: window)
            #expect(probe.openContextMenu == nil)
            #expect(ran.names == ["Rename", "Rename"])
        }

        @Test func tableRowsHaveContextMenusForTheirModels() throws {
            var copied: [String] = []
            let copy = Command("copy-name", title: "Copy Name") { copied.append($0) }
            let table = NamesTableView()
            let page = TableProbeController(table: table)
            page.commands = [copy]
            table.setRowContextMenu { name in Menu([MenuItem(copy, target: name)]) }
            let (_, window, _) = showInApplication(page, id: "org.reactantgtk.MenuTests.rows")
            defer { closeAllWindows() }
            table.componentState = .items(["Ada", "Alan", "Grace"])
            Interact.settle()
            let menu = try Interact.openContextMenu(onRow: 1, in: table)
            #expect(MenuReader.render(menu) == "[Copy Name]")
            try Interact.chooseMenuItem("Copy Name", in: menu)
            table.listRow(at: 2)?.grabFocus()
            Interact.press(KeyPress(.menu), in: window)
            let fromKey = try #require(table.openRowContextMenu)
            try Interact.chooseMenuItem("Copy Name", in: fromKey)
            #expect(copied == ["Alan", "Grace"])
        }

        /// One popover serves a table's row menus (GTK keeps memory per popover that binds a
        /// menu): after the rows it pointed at are gone, it opens on a new row with that
        /// row's target, and a menu of another shape is shown whole.
        @Test func aRowMenuReopensAfterItsRowsAreReplaced() throws {
            var copied: [String] = []
            let copy = Command("copy-name", title: "Copy Name") { copied.append($0) }
            let remove = Command("remove-name", title: "Remove") { (_: String) in }
            let table = NamesTableView()
            let page = TableProbeController(table: table)
            page.commands = [copy, remove]
            table.setRowContextMenu { name in
                name.hasPrefix("B") ? Menu([MenuItem(copy, target: name)], [MenuItem(remove, target: name)])
                    : Menu([MenuItem(copy, target: name)])
            }
            let (_, _, _) = showInApplication(page, id: "org.reactantgtk.MenuTests.reopen")
            defer { closeAllWindows() }
            table.componentState = .items(["Ada", "Alan"])
            Interact.settle()
            let first = try Interact.openContextMenu(onRow: 1, in: table)
            first.dismiss()
            Interact.wait(seconds: 0.2)
            table.componentState = .items(["Barbara", "Edsger"])
            Interact.settle()
            let again = try Interact.openContextMenu(onRow: 0, in: table)
            #expect(MenuReader.render(again) == "[Copy Name] | [Remove]")
            try Interact.chooseMenuItem("Copy Name", in: again)
            let last = try Interact.openContextMenu(onRow: 1, in: table)
            #expect(MenuReader.render(last) == "[Copy Name]")
            try Interact.chooseMenuItem("Copy Name", in: last)
            #expect(copied == ["Barbara", "Edsger"])
            #expect(Popover.openContextMenus.isEmpty)
        }
    }
}

/// A controller showing a table as its root view.
final class TableProbeController: ControllerBase<Void, NamesTableView> {
    init(table: NamesTableView) {
        super.init(title: "Names", root: table)
    }
}

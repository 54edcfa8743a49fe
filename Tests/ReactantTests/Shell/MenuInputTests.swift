import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Menus driven by the input a person gives (on GTK: GdkEvents through gtk_main_do_event),
    /// with nothing in the test holding the menu: what the app keeps alive is all there is.
    @Suite @MainActor struct MenuInputTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        /// A table of names whose rows copy their name, as the table demo's do.
        private func showNames(id: String) -> (Window, NamesTableView) {
            let table = NamesTableView()
            let page = TableProbeController(table: table)
            let details = Command("show-details", title: "Show Details") { (_: String) in }
            let copy = Command("copy-name", title: "Copy Name") { Clipboard.copy($0) }
            page.commands = [details, copy]
            table.setRowContextMenu { name in
                Menu([MenuItem(details, target: name)], [MenuItem(copy, target: name)])
            }
            let (_, window, _) = showInApplication(page, id: id)
            table.componentState = .items(["Ada", "Alan", "Grace"])
            Interact.settle()
            return (window, table)
        }

        private func clipboardText() async -> String? {
            var text: String?
            var answered = false
            Clipboard.readText {
                text = $0
                answered = true
            }
            for _ in 0..<500 where !answered {  // up to 5 s: X selection round trips are slow under load
                try? await Task.sleep(for: .milliseconds(10))
                Interact.settle()
            }
            return text
        }

        /// Issue 21: Shift+F10 on a row, Down, Enter: "Copy Name" copies the row's name. On
        /// GTK the item's button pops the popover down ("closed") before the menu activates
        /// the item's action; a popover freed on "closed" took the action with it.
        @Test func aContextMenuItemChosenWithKeysRunsItsCommand() async throws {
            let (window, table) = showNames(id: "org.reactantgtk.MenuInputTests.keys")
            defer { closeAllWindows() }
            // Off the menu: a click before (another test's) can leave the GTK 4 pointer where
            // the menu opens, and GTK then focuses the item under it, not the first; Enter
            // chose "Show Details" in about 1 run in 3 under load.
            Interact.movePointerAway()
            Clipboard.copy("nothing yet")
            table.listRow(at: 1)?.grabFocus()
            Interact.press(KeyPress(.f10, modifiers: .shift), in: window)
            #expect(table.openRowContextMenu.map(MenuReader.render) == "[Show Details] | [Copy Name]")
            Interact.press(KeyPress(.down), in: window)
            Interact.press(KeyPress(.enter), in: window)
            Interact.settle()
            #expect(table.openRowContextMenu == nil)
            #expect(Popover.openContextMenus.isEmpty)
            #expect(await clipboardText() == "Alan")
            // Again on another row, from the Menu key.
            table.listRow(at: 2)?.grabFocus()
            Interact.press(KeyPress(.menu), in: window)
            Interact.press(KeyPress(.down), in: window)
            Interact.press(KeyPress(.enter), in: window)
            Interact.settle()
            #expect(await clipboardText() == "Grace")
        }

        /// A right click on a row, then a click on the item (on GTK: button events on the
        /// item's button through gtk_main_do_event).
        @Test func aContextMenuItemClickedRunsItsCommand() async throws {
            let (_, table) = showNames(id: "org.reactantgtk.MenuInputTests.clicks")
            defer { closeAllWindows() }
            Clipboard.copy("nothing yet")
            try Interact.chooseMenuItem("Copy Name", in: try Interact.openContextMenu(onRow: 0, in: table))
            #expect(table.openRowContextMenu == nil)
            #expect(await clipboardText() == "Ada")
        }

        /// A view's context menu (no table): a right click, then a click on the item, each
        /// through the input path (GTK 3: GdkEvents through gtk_main_do_event; GTK 4: the X
        /// server); then Shift+F10 and Enter on the first item. The item's command runs each
        /// time: GTK 3 once closed the menu and dropped the action before it ran.
        @Test func aViewsContextMenuItemRunsItsCommandWhenClickedOrChosenWithKeys() throws {
            let (ran, probe, _, window) = showContextProbe(id: "org.reactantgtk.MenuInputTests.view")
            defer { closeAllWindows() }
            try Interact.chooseMenuItem("Rename", in: try Interact.openContextMenu(on: probe.title))
            #expect(probe.openContextMenu == nil)
            #expect(ran.names == ["Rename"])
            probe.button.focus()
            Interact.press(KeyPress(.f10, modifiers: .shift), in: window)
            #expect(probe.openContextMenu.map(MenuReader.render) == "[Rename] | [Quit]")
            // The first item has the focus when a menu opens.
            Interact.press(KeyPress(.enter), in: window)
            Interact.settle()
            #expect(probe.openContextMenu == nil)
            #expect(ran.names == ["Rename", "Rename"])
        }

        /// Issue 26.5: Escape closes an open context menu.
        @Test func escapeClosesAContextMenu() throws {
            let (window, table) = showNames(id: "org.reactantgtk.MenuInputTests.escape")
            defer { closeAllWindows() }
            weak let menu = try Interact.openContextMenu(onRow: 1, in: table)
            #expect(menu?.isPresented == true)
            Interact.press(.escape, in: window)
            Interact.settle()
            #expect(table.openRowContextMenu == nil)
            #expect(Popover.openContextMenus.isEmpty)
            #expect(menu?.isPresented != true)
        }

        /// Issue 26.5: closing the window closes its menus.
        @Test func closingAWindowClosesItsMenus() throws {
            let (window, table) = showNames(id: "org.reactantgtk.MenuInputTests.close")
            defer { closeAllWindows() }
            weak let menu = try Interact.openContextMenu(onRow: 1, in: table)
            #expect(menu?.isPresented == true)
            window.close()
            Interact.settle()
            #expect(Popover.openContextMenus.isEmpty)
            #expect(menu?.isPresented != true)
        }

        /// Issue 26.6: each tap on the primary menu button opens or closes the menu, and
        /// `isOpen` says which.
        @Test func tappingTheMenuButtonOpensAndClosesItsMenu() throws {
            let (_, _, navigation) = showInApplication(CommandPage("Main"), id: "org.reactantgtk.MenuInputTests.taps")
            defer { closeAllWindows() }
            let button = try #require(navigation.primaryMenuButton)
            for tap in 1...6 {
                try Interact.tap(button)
                #expect(button.isOpen == (tap % 2 == 1), "after tap \(tap)")
                #expect(button.popover.isPresented == button.isOpen)
            }
        }
    }
}

import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Header-bar items per controller (`navigationItem`), on both backends.
    @Suite @MainActor struct HeaderItemTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        @Test func itemsChangeWithPushPopAndReplaceAndBackStaysFirst() throws {
            let ran = Ran()
            let list = CommandPage("Names")
            list.navigationItem.subtitle = "13 names"
            list.navigationItem.trailingItems = [
                BarItem(iconName: "view-refresh-symbolic", label: "Refresh", command: ran.command("refresh", "Refresh")),
                BarItem(title: "Add", style: .suggested) { ran.names.append("Add") },
            ]
            let detail = CommandPage("Detail")
            detail.navigationItem.leadingItems = [BarItem(title: "Edit") { ran.names.append("Edit") }]
            detail.navigationItem.trailingItems = [BarItem(title: "Delete", style: .destructive) { ran.names.append("Delete") }]
            let (window, navigation) = showNavigation(list)
            defer { closeAllWindows() }
            #expect(WindowStack.headerBar(of: window) == "| Names — 13 names | [Add] [Refresh]")
            // Its command has no keys: nothing to describe.
            #expect(list.navigationItem.trailingItems.first?.view.accessibleDescription == nil)
            try Interact.tapHeaderButton("Refresh", in: window)
            navigation.push(controller: detail)
            #expect(WindowStack.headerBar(of: window) == "[Back] [Edit] | Detail | [Delete]")
            try Interact.tapHeaderButton("Delete", in: window)
            navigation.pop()
            #expect(WindowStack.headerBar(of: window) == "| Names — 13 names | [Add] [Refresh]")
            // Its command has no keys: nothing to describe.
            #expect(list.navigationItem.trailingItems.first?.view.accessibleDescription == nil)
            try Interact.tapHeaderButton("Add", in: window)
            navigation.replace(with: CommandPage("Plain"))
            #expect(WindowStack.headerBar(of: window) == "| Plain |")
            #expect(ran.names == ["Refresh", "Delete", "Add"])
        }

        @Test func itemsAreDrawnAsGnomeHeaderBarButtons() throws {
            let page = CommandPage("Page")
            page.navigationItem.leadingItems = [BarItem(title: "Cancel") {}]
            page.navigationItem.trailingItems = [
                BarItem(title: "Save", style: .suggested) {},
                BarItem(title: "Delete", style: .destructive) {},
                BarItem(iconName: "view-refresh-symbolic", label: "Refresh") {},
            ]
            let (window, _) = showNavigation(page)
            defer { closeAllWindows() }
            let bar = try #require(window.native.titlebar)
            #expect(WidgetTree.render(bar) == """
                headerbar "Page" window-controls
                  button #back .image-button hidden
                    image icon=go-previous-symbolic size=16
                  button "Cancel"
                  button "Save" end .suggested-action
                  button "Delete" end .destructive-action
                  button end .image-button
                    image icon=view-refresh-symbolic size=16
                """)
            let refresh = try #require(page.navigationItem.trailingItems.last?.view)
            #expect(refresh.tooltip == "Refresh")
            #expect(refresh.accessibleLabel == "Refresh")
        }

        /// An icon button of a command with keys: named by its label, described by its keys.
        @Test func anIconButtonIsDescribedByItsCommandsKeys() {
            let refresh = Ran().command("refresh", "Refresh", accelerators: ["F5", "<Primary>r"])
            let item = BarItem(iconName: "view-refresh-symbolic", label: "Refresh", command: refresh)
            #expect(item.view.accessibleLabel == "Refresh")
            #expect(item.view.accessibleDescription == "F5, Ctrl+R")
        }

        @Test func aButtonFollowsItsCommandsEnabledState() throws {
            let ran = Ran()
            let save = ran.command("save", "Save")
            save.isEnabled = false
            let page = CommandPage("Page", commands: [save])
            page.navigationItem.trailingItems = [BarItem(title: "Save", style: .suggested, command: save)]
            let (window, _) = showNavigation(page)
            defer { closeAllWindows() }
            #expect(WindowStack.headerBar(of: window) == "| Page | [Save (off)]")
            #expect(throws: InteractionError.self) { try Interact.tapHeaderButton("Save", in: window) }
            save.isEnabled = true
            #expect(WindowStack.headerBar(of: window) == "| Page | [Save]")
            try Interact.tapHeaderButton("Save", in: window)
            #expect(ran.names == ["Save"])
        }

        @Test func changingTheItemsOfTheTopControllerShowsThemAtOnce() {
            let page = CommandPage("Page")
            let (window, navigation) = showNavigation(page)
            defer { closeAllWindows() }
            page.navigationItem.trailingItems = [BarItem(title: "Done") {}]
            page.navigationItem.subtitle = "Draft"
            #expect(WindowStack.headerBar(of: window) == "| Page — Draft | [Done]")
            let below = CommandPage("Other")
            navigation.push(controller: below)
            page.navigationItem.trailingItems = []  // not on top: nothing changes now
            #expect(WindowStack.headerBar(of: window) == "[Back] | Other |")
            navigation.pop()
            #expect(WindowStack.headerBar(of: window) == "| Page — Draft |")
        }

        @Test func aBranchKeepsItsCloseButtonOutermost() throws {
            let (main, navigation) = showNavigation(CommandPage("Main"))
            defer { closeAllWindows() }
            let page = CommandPage("Branch")
            page.navigationItem.trailingItems = [BarItem(title: "Done") {}]
            navigation.branchNavigation(controller: page)
            let branch = try #require(main.presentedWindow)
            #expect(WindowStack.headerBar(of: branch) == "| Branch | [Done] [Close]")
        }
    }
}

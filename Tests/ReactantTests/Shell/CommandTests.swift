import Reactant
import ReactantTesting
import Testing

extension UITests {
    /// Commands (GActions) and their accelerators, on both backends.
    @Suite @MainActor struct CommandTests {
        init() throws {
            try TestBackend.start()
            closeAllWindows()
        }

        @Test func acceleratorsParseAsGtkParsesThem() {
            let shell = Backends.current.shell
            #expect(shell.parseAccelerator("<Primary>q") == KeyPress(.character("q"), modifiers: .control))
            #expect(shell.parseAccelerator("<primary>Q") == KeyPress(.character("q"), modifiers: .control))
            #expect(shell.parseAccelerator("<Control><Shift>z") == KeyPress(.character("z"), modifiers: [.control, .shift]))
            #expect(shell.parseAccelerator("F5") == KeyPress(.f5))
            #expect(shell.parseAccelerator("<Shift>F10") == KeyPress(.f10, modifiers: .shift))
            #expect(shell.parseAccelerator("Menu") == KeyPress(.menu))
            #expect(shell.parseAccelerator("<Primary>question") == KeyPress(.character("?"), modifiers: .control))
            #expect(shell.parseAccelerator("<Alt>Left") == KeyPress(.left, modifiers: .alt))
            for bad in ["", "Ctrl+Q", "<Primary>", "<Primary", "<Hyper>q", "NoSuchKey", "<Primary>qq"] {
                #expect(shell.parseAccelerator(bad) == nil, "\(bad)")
            }
        }

        @Test func anAcceleratorReachesTheCommandOfTheControllerOnTop() throws {
            let ran = Ran()
            let first = CommandPage("First", commands: [ran.command("refresh", "First refresh", accelerators: ["F5", "<Primary>r"])])
            let (app, window, navigation) = showInApplication(first, id: "org.reactantgtk.CommandTests.top")
            defer { closeAllWindows() }
            try Interact.press(accelerator: "F5", in: window)
            let second = CommandPage("Second", commands: [ran.command("refresh", "Second refresh", accelerators: ["F5"])])
            navigation.push(controller: second)
            try Interact.press(accelerator: "F5", in: window)
            // Ctrl+R belonged to the first page's command, which is not live under the second.
            try Interact.press(accelerator: "<Primary>r", in: window)
            navigation.pop()
            try Interact.press(accelerator: "<Primary>r", in: window)
            #expect(ran.names == ["First refresh", "Second refresh", "First refresh"])
            #expect(app.native.accelerators(for: "win.refresh") == ["F5", "<Primary>r"])
            #expect(window.windowCommands.map(\.detailedName) == ["win.close", "win.refresh"])
            #expect(window.native.actionNames == ["close", "refresh"])
        }

        @Test func aDisabledCommandDoesNothingHoweverItIsActivated() throws {
            let ran = Ran()
            let refresh = ran.command("refresh", "Refresh", accelerators: ["F5"])
            let idle = CurrentValueSubject<Bool, Never>(false)
            refresh.enabled(by: idle.eraseToAnyPublisher())
            let (_, window, _) = showInApplication(CommandPage("Page", commands: [refresh]), id: "org.reactantgtk.CommandTests.disabled")
            defer { closeAllWindows() }
            try Interact.press(accelerator: "F5", in: window)
            #expect(try Interact.activate("win.refresh", in: window) == false)
            #expect(refresh.activate() == false)
            #expect(window.native.action(named: "refresh")?.isEnabled == false)
            #expect(ran.names.isEmpty)
            idle.send(true)
            #expect(window.native.action(named: "refresh")?.isEnabled == true)
            try Interact.press(accelerator: "F5", in: window)
            #expect(try Interact.activate("win.refresh", in: window))
            #expect(ran.names == ["Refresh", "Refresh"])
        }

        @Test func ctrlQQuitsAndCtrlWClosesThePresentedWindowThenTheMainOne() throws {
            let page = CommandPage("Main")
            let (app, window, navigation) = showInApplication(page, id: "org.reactantgtk.CommandTests.builtins")
            defer { closeAllWindows() }
            #expect(app.commands.map(\.detailedName) == ["app.quit", "app.about", "app.shortcuts"])
            #expect(app.native.accelerators(for: "app.quit") == ["<Primary>q"])
            #expect(app.native.accelerators(for: "win.close") == ["<Primary>w"])
            navigation.present(controller: CommandPage("Modal"))
            let modal = try #require(window.presentedWindow)
            // As with a real keyboard, the modal window gets the key pressed "in" the main one.
            try Interact.press(accelerator: "<Primary>w", in: window)
            #expect(WindowStack.titles == ["Main"])
            #expect(!modal.isShown)
            try Interact.press(accelerator: "<Primary>w", in: window)
            #expect(WindowStack.titles.isEmpty)

            let (other, otherWindow, _) = showInApplication(CommandPage("Other"), id: "org.reactantgtk.CommandTests.quit")
            otherWindow.controller?.present(controller: CommandPage("Modal"))
            try Interact.press(accelerator: "<Primary>q", in: otherWindow)
            #expect(WindowStack.titles.isEmpty)
            #expect(other.windows.isEmpty)
        }

        @Test func aPresentedControllersCommandsAreLiveUntilItIsDismissed() throws {
            let ran = Ran()
            let (_, window, navigation) = showInApplication(CommandPage("Main"), id: "org.reactantgtk.CommandTests.presented")
            defer { closeAllWindows() }
            let dialog = CommandPage("Dialog", commands: [ran.command("save", "Save", accelerators: ["<Primary>s"])])
            navigation.present(controller: dialog)
            let dialogWindow = try #require(window.presentedWindow)
            #expect(dialogWindow.native.actionNames == ["close", "save"])
            #expect(window.native.actionNames == ["close"])
            try Interact.press(accelerator: "<Primary>s", in: dialogWindow)
            dialog.dismiss()
            try Interact.press(accelerator: "<Primary>s", in: window)
            #expect(ran.names == ["Save"])
            #expect(throws: InteractionError.self) { try Interact.activate("win.save", in: window) }
        }

        @Test func appCommandsOfAControllerLiveWhileItIsShown() throws {
            let ran = Ran()
            let page = CommandPage("Main", commands: [ran.command("export", "Export", scope: .app, accelerators: ["<Primary>e"])])
            let (app, window, _) = showInApplication(page, id: "org.reactantgtk.CommandTests.appScoped")
            #expect(app.native.actionNames.contains("export"))
            try Interact.press(accelerator: "<Primary>e", in: window)
            #expect(ran.names == ["Export"])
            closeAllWindows()
            #expect(!app.native.actionNames.contains("export"))
            #expect(app.native.accelerators(for: "app.export").isEmpty)
        }

        @Test func togglesFlipAndRadioGroupsChooseAnOption() throws {
            var log: [String] = []
            let dark = Command.toggle("dark", title: "Dark style", accelerators: ["<Primary>d"], isOn: false) { log.append("dark=\($0)") }
            let sort = Command.radio("sort", title: "Sort by", options: ["name", "date"], selected: "name") { log.append("sort=\($0)") }
            let (_, window, _) = showInApplication(CommandPage("Main", commands: [dark, sort]), id: "org.reactantgtk.CommandTests.state")
            defer { closeAllWindows() }
            try Interact.press(accelerator: "<Primary>d", in: window)
            #expect(dark.isOn)
            #expect(window.native.action(named: "dark")?.state == .bool(true))
            try Interact.activate("win.sort::date", in: window)
            #expect(sort.selectedOption == "date")
            #expect(window.native.action(named: "sort")?.state == .string("date"))
            try Interact.press(accelerator: "<Primary>d", in: window)
            #expect(log == ["dark=true", "sort=date", "dark=false"])
        }

        @Test func misuseIsReportedAndTheFirstRegistrationStays() throws {
            let recorder = DiagnosticsRecorder()
            let ran = Ran()
            let typo = ran.command("typo", "Typo", accelerators: ["Ctrl+T", "<Primary>t"])
            #expect(typo.accelerators == ["<Primary>t"])
            #expect(recorder.contains("the accelerator 'Ctrl+T' doesn't parse"))
            let bad = ran.command("bad name!", "Bad")
            #expect(recorder.contains("Command 'bad name!'"))

            let stealer = ran.command("print", "Print", accelerators: ["<Primary>q", "<Primary>p"])
            let twin = ran.command("typo", "Second typo")
            let page = CommandPage("Main", commands: [typo, bad, stealer, twin])
            let (app, window, _) = showInApplication(page, id: "org.reactantgtk.CommandTests.misuse")
            defer { closeAllWindows() }
            #expect(recorder.contains(#"Accelerator <Primary>q (Ctrl+q) of win.print ("Print") is already used by app.quit; app.quit keeps it."#))
            #expect(recorder.contains(#"Command win.typo ("Second typo") is registered twice in a window: "Typo" has that name already and stays"#))
            #expect(app.native.accelerators(for: "win.print") == ["<Primary>p"])
            #expect(window.native.actionNames == ["close", "print", "typo"])
            #expect(!app.add(Command("quit", scope: .app, title: "Another quit") {}))
            #expect(recorder.contains(#"Command app.quit ("Another quit") is registered twice in the application: "Quit" has that name already"#))
            try Interact.press(accelerator: "<Primary>t", in: window)
            #expect(ran.names == ["Typo"])
            try Interact.press(accelerator: "<Primary>q", in: window)
            #expect(WindowStack.titles.isEmpty)
        }

        @Test func accelaratorsNeedAWindowOfAnApplication() throws {
            let ran = Ran()
            let (window, _) = showNavigation(CommandPage("Alone", commands: [ran.command("go", "Go", accelerators: ["F5"])]))
            defer { closeAllWindows() }
            try Interact.press(accelerator: "F5", in: window)
            #expect(ran.names.isEmpty)
            #expect(try Interact.activate("win.go", in: window))
            #expect(ran.names == ["Go"])
        }
    }
}

import Reactant
import ReactantTesting
import Testing

/// Windows presented from an app's window (alerts, modal pages, branches) are the app's
/// windows too, in `Application.windows` and in the native application's list
/// (gtk_application_get_windows on GTK), until they close.
@Suite(.uiSerialized) @MainActor
struct ApplicationWindowsTests {
    init() throws {
        try TestBackend.start()
        closeAllWindows()
    }

    /// The titles of the native application's windows, sorted (GTK lists the most recently
    /// focused first).
    private func nativeTitles(_ app: Application) -> [String] {
        app.native.windows.map(\.title).sorted()
    }

    private func snapshot(_ label: String, _ app: Application) -> String {
        "\(label): \(app.windows.map(\.title)) native=\(nativeTitles(app))"
    }

    @Test func presentedWindowsJoinTheApplicationUntilTheyClose() {
        let app = Application(id: "org.reactantgtk.ApplicationWindowsTests")
        app.iconName = "org.reactantgtk.ApplicationWindowsTests"
        var steps: [String] = []
        var presentedBelongs = false
        var presentedIcon: String?
        let status = app.run(arguments: ["tests"]) {
            let root = PageController("Main")
            let navigation = NavigationController(root: root)
            navigation.animatesTransitions = false
            root.onAppear = { [unowned app, unowned navigation] in
                root.onAppear = {}
                steps.append(snapshot("shown", app))
                let alert = AlertController(title: "Alert")
                alert.addAction(AlertAction(title: "Close", style: .cancel))
                let presentation = navigation.present(controller: alert)
                presentedBelongs = presentation.window?.application === app
                presentedIcon = presentation.window?.native.iconName
                steps.append(snapshot("alert up", app))
                Interact.press(.escape, in: app.windows[0])
                steps.append(snapshot("alert dismissed", app))
                let branch = navigation.branchNavigation(controller: PageController("Branch"))
                (branch.controller as? NavigationController)?.animatesTransitions = false
                let modal = PageController("Modal")
                branch.controller?.present(controller: modal)
                steps.append(snapshot("branch and modal up", app))
                Interact.requestClose(app.windows[2])
                steps.append(snapshot("modal closed", app))
                navigation.dismiss()
                steps.append(snapshot("branch dismissed", app))
                app.quit()
            }
            return navigation
        }
        #expect(status == 0)
        #expect(presentedBelongs)
        #expect(presentedIcon == "org.reactantgtk.ApplicationWindowsTests")
        #expect(steps == [
            #"shown: ["Main"] native=["Main"]"#,
            #"alert up: ["Main", "Alert"] native=["Alert", "Main"]"#,
            #"alert dismissed: ["Main"] native=["Main"]"#,
            #"branch and modal up: ["Main", "Branch", "Modal"] native=["Branch", "Main", "Modal"]"#,
            #"modal closed: ["Main", "Branch"] native=["Branch", "Main"]"#,
            #"branch dismissed: ["Main"] native=["Main"]"#,
        ])
        #expect(app.windows.isEmpty)
        #expect(app.native.windows.isEmpty)
        #expect(Window.onScreen.isEmpty)
    }

    /// Closing the app's window closes what it presented first; the app is left with no
    /// window only then.
    @Test func closingTheMainWindowTakesThePresentedOnesOutOfTheApplicationToo() {
        let app = Application(id: "org.reactantgtk.ApplicationWindowsTests2")
        var whilePresented: [String] = []
        var afterClose: [String] = ["not run"]
        let status = app.run(arguments: ["tests"]) {
            let root = PageController("Main")
            root.onAppear = { [unowned app, unowned root] in
                root.onAppear = {}
                root.present(controller: PageController("Modal"))
                whilePresented = nativeTitles(app)
                app.windows[0].close()
                afterClose = nativeTitles(app) + app.windows.map(\.title)
            }
            return root
        }
        #expect(status == 0)
        #expect(whilePresented == ["Main", "Modal"])
        #expect(afterClose.isEmpty)
    }

    /// A window shown without an application presents windows that belong to none.
    @Test func aWindowWithoutAnApplicationPresentsWindowsWithoutOne() throws {
        let (main, navigation) = showNavigation(PageController("Main"))
        defer { closeAllWindows() }
        navigation.present(controller: PageController("Modal"))
        #expect(main.application == nil)
        #expect(try #require(main.presentedWindow).application == nil)
    }
}

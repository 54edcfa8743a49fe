import Foundation
import Reactant
import ReactantTesting
import Testing

/// Each seed sample, compiled as the seed writes it (Samples/), driven on both backends.
@Suite(.uiSerialized) @MainActor
struct SeedSampleTests {
    init() throws { try TestBackend.start() }

    /// The text a `.long` time style gives, as the samples' formatter does.
    private func longTime(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.timeStyle = .long
        return formatter.string(from: date)
    }

    // MARK: Components (seed 001 blocks 1–2, seed 002 blocks 1–2)

    @Test func theLabelViewShowsItsStateOnBlackEdgeToEdge() throws {
        for view in [Seed001.Block1.LabelView(), Seed002.Block1.LabelView()] as [ViewBase<String, Void>] {
            view.componentState = "Hello"
            let window = Window(controller: ControllerBase<Void, ViewBase<String, Void>>(title: "Label", root: view))
            window.defaultSize = (200, 100)
            window.show()
            defer { window.close() }
            Interact.settle()
            let label = try #require(ViewSearch.all(Label.self, in: view).first)
            #expect(label.text == "Hello")
            #expect(label.backgroundColor == .black)
            #expect(view.containerLayout == .constraints)
            #expect(label.frame == LayoutRect(x: 0, y: 0, width: view.frame.width, height: view.frame.height),
                    "make.edges.equalToSuperview() fills the view")
            #expect(WidgetTree.render(view).contains("label \"Hello\" bg=#000000"))
        }
    }

    @Test func childrenCallsNest() {
        func check(_ view: Container, _ label1: Container, _ label2: View, _ label3: View, _ label4: View) {
            #expect(view.subviews.count == 2 && view.subviews.first === label1 && view.subviews.last === label4)
            #expect(label1.subviews.count == 2 && label1.subviews.first === label2 && label1.subviews.last === label3)
            #expect(WidgetTree.render(view).contains("label \"3\""))
        }
        let readme = Seed001.Block2.NestedChildrenView(), components = Seed002.Block2.NestedChildrenView()
        check(readme, readme.label1, readme.label2, readme.label3, readme.label4)
        check(components, components.label1, components.label2, components.label3, components.label4)
    }

    // MARK: Controllers (seed 000 block 1, seed 001 block 3)

    @Test(.parityExempt("the sample shows the wall-clock time, which differs between the two runs"))
    func theDateSampleUpdatesItsLabelOnUpdate() throws {
        try checkDateSample(Seed000.Block1.MainViewController())
        try checkDateSample(Seed001.Block3.MainViewController())
    }

    private func checkDateSample<Root: View & Component>(_ controller: ControllerBase<Void, Root>) throws
        where Root.StateType == Date {
        let window = Window(controller: controller)
        window.defaultSize = (360, 240)
        window.show()
        defer { window.close() }
        Interact.settle()
        let root = controller.rootView
        let label = try #require(ViewSearch.all(Label.self, in: root).first)
        let update = try #require(ViewSearch.button(titled: "Update", in: root))
        #expect(label.text == longTime(root.componentState))
        // A fixed date first, so the tap visibly changes the text.
        let old = Date(timeIntervalSince1970: 0)
        root.componentState = old
        #expect(label.text == longTime(old))
        try Interact.tap(update)
        #expect(root.componentState > old)
        #expect(label.text == longTime(root.componentState))
        // The seed's button: white title on blue, 20 under the centred label.
        #expect(update.titleColor(for: .normal) == .white && update.backgroundColor == .blue)
        let labelFrame = try #require(label.superview?.frame), buttonFrame = update.frame
        #expect(buttonFrame.y == labelFrame.maxY + 20)
        #expect(abs((buttonFrame.x + buttonFrame.width / 2) - 180) <= 1)
    }

    // MARK: Wireframe and table (seed 001 blocks 4–9, seed 003 blocks 1–4)

    @Test func theTableSampleShowsItsNamesAndAnAlertForTheOneTapped() throws {
        let readme = Seed001.Block7.AppDelegate()
        try checkTableApp(readme) { readme.window }
        let wireframePage = Seed003.Block4.AppDelegate()
        try checkTableApp(wireframePage) { wireframePage.window }
    }

    /// Starts the app as GTK would (the delegate's launch method on activate), opens the table
    /// as the root view's `.openTable` action does, and picks a name.
    private func checkTableApp(_ delegate: some ApplicationDelegate, window: () -> Window?) throws {
        let app = Application(id: "org.reactantgtk.SeedTable")
        #expect(delegate.application(app, didFinishLaunchingWithOptions: nil))
        let window = try #require(window())
        defer { window.close() }
        #expect(window.isShown)
        let navigation = try #require(window.rootViewController as? NavigationController)
        let main = try #require(navigation.topController as? ControllerBase<Void, Seed001.MainRootView>)
        // The clock pinned, so the screen reads the same on both backends.
        main.rootView.componentState = Date(timeIntervalSince1970: 0)
        // The seed's root view has no button for it; its action is what one would send.
        main.rootView.perform(action: .openTable)
        Interact.settle()
        let table = try #require(navigation.topController as? ControllerBase<Void, Seed001.TableViewRootView>)
        #expect(WindowStack.navigationTitles(navigation) == ["Main", ""])
        #expect(table.rootView.rowCount == NameService.sampleNames.count)
        let rows = WidgetTree.render(table.rootView)
        for name in NameService.sampleNames { #expect(rows.contains("label \"\(name)\" bg=#000000")) }
        #expect(table.rootView.edgesForExtendedLayout == .all)

        try Interact.tapRow(1, in: table.rootView)
        let alertWindow = try #require(window.presentedWindow)
        let alert = try #require(alertWindow.controller as? AlertController)
        #expect(alert.title == "This is a name" && alert.messageLabel.text == "Bob")
        #expect(alert.preferredStyle == .actionSheet)
        try Interact.tap(try #require(alert.button(titled: "Close")))
        #expect(window.presentedWindow == nil)
        try Interact.pressBack(in: window)
        #expect(navigation.topController === main)
    }

    @Test func theSeedsTableViewStateHasTheToolkitsCases() {
        func toolkit(_ state: Seed001.Block8.TableViewState<String>) -> TableViewState<String> {
            switch state {
            case .items(let items): .items(items)
            case .empty(let message): .empty(message: message)
            case .loading: .loading
            }
        }
        #expect(toolkit(.items(["a"])) == .items(["a"]))
        #expect(toolkit(.empty(message: "none")) == .empty(message: "none"))
        #expect(toolkit(.loading) == .loading)
    }

    // MARK: Validation (seed 001 blocks 10–11)

    @Test func theValidationSamplePrintsThisThenMessage() {
        SampleOutput.lines = []
        let view = Seed001.Block11.ValidationSampleView()
        #expect(SampleOutput.lines == ["this", "message"])
        view.invalidate()
        #expect(SampleOutput.lines == ["this", "message", "this", "message"])
    }

    @Test func theSeedsMinLengthRuleRefusesShortAndMissingText() {
        let rule = Seed001.Block10.StringRules.minLength(4)
        #expect(rule.run("this") == .success("this"))
        #expect(rule.run("is") == .failure(.invalid))
        #expect(rule.run(nil) == .failure(.invalid))
    }

    // MARK: The Greeter (seed 004)

    @Test func theGreeterSampleGreetsThroughItsWireframeAndAppDelegate() throws {
        let tracker = FinalizationTracker()
        do {
            let delegate = Seed004.Block8.AppDelegate()
            let app = Application(id: "org.reactantgtk.SeedGreeter")
            #expect(delegate.application(app, didFinishLaunchingWithOptions: [.arguments: ["greeter"]]))
            let window = try #require(delegate.window)
            tracker.track(window)
            let controller = try #require(window.rootViewController as? Seed004.GreeterController)
            #expect(window.title == "Greeter")
            let field = try #require(ViewSearch.all(TextField.self, in: controller.rootView).first)
            let greeting = try #require(ViewSearch.all(Label.self, in: controller.rootView).first)
            #expect(field.placeholder == "Name to greet")
            #expect(greeting.textColor == .red && controller.rootView.backgroundColor == .white)
            try Interact.type("Ann", into: field)
            #expect(greeting.text == "Hello Ann!")
            #expect(controller.componentState == "Ann")
            // Seed 004's constraints: the field 10 under the greeting, 50 high, 20 from the sides.
            let fieldFrame = field.frame, greetingFrame = greeting.frame
            #expect(fieldFrame.y == greetingFrame.maxY + 10 && fieldFrame.height == 50 && fieldFrame.x == 20)
            #expect(greetingFrame.x == 20 && greetingFrame.y == 20)
            window.close()
        }
        Interact.settle()
        #expect(tracker.aliveCount == 0, "the window and its widgets are finalized once closed")
    }

    @Test func theFirstGreeterControllerGreetsToo() throws {
        let controller = Seed004.Block2.GreeterController()
        let window = Window(controller: controller)
        window.show()
        defer { window.close() }
        let field = try #require(ViewSearch.all(TextField.self, in: controller.rootView).first)
        try Interact.type("Bea", into: field)
        #expect(ViewSearch.all(Label.self, in: controller.rootView).first?.text == "Hello Bea!")
    }

    @Test func theWalkthroughsModulesAndServicesWork() {
        let english = Seed004.GreeterService(language: .english), spanish = Seed004.GreeterService(language: .spanish)
        #expect(english.greet(user: "Ann") == "Hello Ann!" && spanish.greet(user: "Ann") == "¡Hola Ann!")
        #expect(english.greet(user: "").isEmpty)
        let app: any Seed004.DependencyModule = Seed004.ApplicationModule()
        let test: any Seed004.DependencyModule = Seed004.Block5.TestModule()
        #expect(!(app.greeterService(language: .english) is Seed004.StubGreeterService))
        #expect(test.greeterService(language: .english) is Seed004.StubGreeterService)
        #expect(app.userService is Seed004.AnUserServiceImplementation && test.anotherService is Seed004.StubAnotherService)
        var opened = false
        let example = Seed004.Block3.ExampleController(
            dependencies: .init(someService: Seed004.SomeService()),
            properties: .init(userAccount: Seed004.UserAccount(name: "Ann")),
            reactions: .init(openSettings: { opened = true }))
        #expect(example.title == "" && !opened)
    }
}

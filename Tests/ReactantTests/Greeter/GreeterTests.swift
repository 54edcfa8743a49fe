@testable import GreeterDemo
import Reactant
import ReactantTesting
import Testing

@Suite(.uiSerialized) @MainActor
struct GreeterTests {
    init() throws { try TestBackend.start() }

    @Test(arguments: [
        (GreeterService.Language.english, "Ann", "Hello Ann!"),
        (.spanish, "Ann", "¡Hola Ann!"),
        (.english, "", ""),
        (.spanish, "", ""),
    ])
    func theServiceGreetsInEachLanguage(language: GreeterService.Language, name: String, greeting: String) {
        #expect(GreeterService(language: language).greet(user: name) == greeting)
    }

    /// Opens the Greeter's entry point in a window, as the app does.
    private func openGreeter(module: DependencyModule) throws -> (Window, GreeterController) {
        let navigation = try #require(MainWireframe(module: module).entrypoint() as? NavigationController)
        let controller = try #require(navigation.rootController as? GreeterController)
        let window = Window(controller: navigation)
        window.show()
        return (window, controller)
    }

    @Test func typingANameUpdatesTheGreetingOnEveryKeystroke() throws {
        let (window, controller) = try openGreeter(module: ApplicationModule())
        defer { window.close() }
        let root = controller.rootView
        var greetings: [String] = []
        for character in "Ann" {
            try Interact.type(String(character), into: root.nameField)
            greetings.append(root.greeting.text)
        }
        #expect(greetings == ["Hello A!", "Hello An!", "Hello Ann!"])
        #expect(controller.componentState.name == "Ann")
    }

    /// A pasted megabyte (cut to the entry's 65,534 bytes) is greeted in two lines ending in
    /// "…": the greeting's label once took the name's width as its minimum, the window grew
    /// past 32,767 px (GDK refused it, so no frame came and each layout waited 5 s for one).
    @Test func aPastedMegabyteNameKeepsTheWindowItsSize() throws {
        let (window, controller) = try openGreeter(module: ApplicationModule())
        defer { window.close() }
        Interact.settleLayout()
        let before = window.native.unmaximizedSize
        let root = controller.rootView
        try Interact.paste(String(repeating: "x", count: 1 << 20), into: root.nameField)
        Interact.settleLayout()
        #expect(root.greeting.text.count == "Hello !".count + EntryText.maximumBytes)
        #expect(root.greeting.numberOfLines == 2)
        #expect(window.native.unmaximizedSize == before)
        let frame = try #require(root.greeting.native.frame(in: root.native))
        #expect(frame.height == 40)
        #expect(frame.width == before.width - 40)
    }

    @Test func theSwitchChangesTheLanguage() throws {
        let (window, controller) = try openGreeter(module: ApplicationModule())
        defer { window.close() }
        let root = controller.rootView
        try Interact.type("Ana", into: root.nameField)
        try Interact.toggle(root.spanishSwitch)
        #expect(root.greeting.text == "¡Hola Ana!")
        try Interact.toggle(root.spanishSwitch)
        #expect(root.greeting.text == "Hello Ana!")
        try Interact.clear(root.nameField)
        #expect(root.greeting.text == "")
    }

    @Test func theWireframeUsesTheServicesOfItsModule() throws {
        let module = TestModule()
        let (window, controller) = try openGreeter(module: module)
        defer { window.close() }
        try Interact.type("Bo", into: controller.rootView.nameField)
        try Interact.toggle(controller.rootView.spanishSwitch)
        #expect(controller.rootView.greeting.text == "stub spanish Bo")
        #expect(module.requestedLanguages.contains(.spanish))
    }

    @Test func theWindowReadsAsExpected() throws {
        let (window, controller) = try openGreeter(module: ApplicationModule())
        defer { window.close() }
        try Interact.type("Ann", into: controller.rootView.nameField)
        #expect(WidgetTree.render(window) == """
            window "Greeter"
              headerbar "Greeter" window-controls
                button #back .image-button hidden
                  image icon=go-previous-symbolic size=16
              stack page=1/1
                box vertical .greeter
                  label "Hello Ann!" ellipsize=end lines=2 .greeting
                  label "Name to greet" .greeter-label
                  entry "Ann" focused
                  box horizontal spacing=12
                    label "Greet in Spanish" .greeter-label
                    switch off
                  button "Sign up…"
            """)
    }
}

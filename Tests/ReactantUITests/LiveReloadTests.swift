import Foundation
import Reactant
import ReactantLiveUI
import ReactantTesting
import Testing

/// Saving a component's XML while it is shown changes the running component: on GTK through
/// GFileMonitor and the main loop, on headless through the explicit `checkForChanges()`.
@MainActor
struct LiveReloadTests {
    init() throws { try TestBackend.start() }

    /// A copy of UI/ in a fresh folder, so the test can edit it.
    func copyOfTheXML() throws -> URL {
        let source = URL(fileURLWithPath: ProfileView.reactantUIDefinitionPath).deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reactant-live-ui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["ProfileView.ui.xml", "BadgeView.ui.xml", "General.styles.xml"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// Writes `file` with `change` made to it and waits until the session has applied it.
    func save(_ file: URL, in session: LiveReload, _ change: (String) -> String) throws {
        let before = session.reloadCount
        let text = try String(contentsOf: file, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the edit changes the file")
        try changed.write(to: file, atomically: true, encoding: .utf8)
        if TestBackend.isGtk {
            // GFileMonitor reports the save on the main loop; it must arrive within a second.
            let deadline = Date().addingTimeInterval(1)
            while session.reloadCount == before && Date() < deadline {
                Backends.current.processPendingEvents()
                Thread.sleep(forTimeInterval: 0.01)
            }
        } else {
            session.checkForChanges()
        }
        #expect(session.reloadCount == before + 1, "the save was applied (within a second on GTK)")
        Interact.settleLayout()
    }

    @Test func savingTheXMLChangesLayoutAttributesAndStylesAndKeepsState() throws {
        let folder = try copyOfTheXML()
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = ProfileView()
        profile.componentState = "Ada"
        let host = Host(profile, width: 300, height: 200)
        defer { host.close() }
        let session = try #require(activateLiveReload(root: profile))
        session.redirects = [
            ProfileView.reactantUIDefinitionPath: folder.appendingPathComponent("ProfileView.ui.xml").path,
            BadgeView.reactantUIDefinitionPath: folder.appendingPathComponent("BadgeView.ui.xml").path,
        ]
        let title = profile.title, field = profile.nameField
        #expect(title.frame == LayoutRect(x: 24, y: 10, width: 252, height: 30))

        try save(folder.appendingPathComponent("ProfileView.ui.xml"), in: session) {
            $0.replacingOccurrences(of: "layout:top=\"super offset(10)\"", with: "layout:top=\"super offset(20)\"")
                .replacingOccurrences(of: "text=\"Profile\"", with: "text=\"Your profile\"")
                .replacingOccurrences(of: "layout:width=\"40\"", with: "layout:width=\"60\"")
        }
        #expect(session.lastError == nil)
        #expect(profile.title === title && profile.nameField === field)
        #expect(title.text == "Your profile")
        #expect(title.frame == LayoutRect(x: 24, y: 20, width: 252, height: 30))
        #expect(profile.subviews.first { $0.widgetName == "avatar" }?.frame == LayoutRect(x: 24, y: 58, width: 60, height: 20))
        #expect(field.frame == LayoutRect(x: 94, y: 58, width: 182, height: 40))
        #expect(field.text == "Ada", "the component's state survives the reload")
        #expect(profile.footnote.superview === profile, "a view the component's code added stays")
        #expect(profile.badge.count.frame == LayoutRect(x: 4, y: 4, width: 142, height: 22))

        try save(folder.appendingPathComponent("General.styles.xml"), in: session) {
            $0.replacingOccurrences(of: "textColor=\"#202020\"", with: "textColor=\"#FF0000\"")
        }
        #expect(title.textColor == .red)
        #expect(profile.badge.count.textColor == .red)
    }

    @Test func aMistakeShowsOverTheComponentAndTheLastGoodLayoutStays() throws {
        let folder = try copyOfTheXML()
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = ProfileView()
        profile.componentState = ""
        let host = Host(profile, width: 300, height: 200)
        defer { host.close() }
        let session = try #require(activateLiveReload(root: profile))
        session.redirects = [ProfileView.reactantUIDefinitionPath: folder.appendingPathComponent("ProfileView.ui.xml").path]
        let file = folder.appendingPathComponent("ProfileView.ui.xml")

        try save(file, in: session) {
            $0.replacingOccurrences(of: "placeholder=\"Your name\"", with: "placeholder=\"Your name\" colour=\"red\"")
                .replacingOccurrences(of: "layout:top=\"super offset(10)\"", with: "layout:top=\"super offset(20)\"")
        }
        let error = try #require(session.lastError)
        #expect(error.message.hasPrefix("<TextField> has no attribute 'colour'"))
        let overlay = try #require(profile.subviews.first { $0.widgetName == "reactant-live-ui-error" } as? Label)
        #expect(overlay.text.hasPrefix("ProfileView.ui.xml:\(error.line):\(error.column): <TextField> has no attribute 'colour'"))
        #expect(WidgetTree.render(profile).contains("ProfileView.ui.xml:\(error.line)"))
        #expect(overlay.frame.y == 0 && overlay.frame.width == 300)
        #expect(profile.title.frame.y == 10, "nothing of the bad file was applied")

        try save(file, in: session) {
            $0.replacingOccurrences(of: " colour=\"red\"", with: "")
        }
        #expect(session.lastError == nil)
        #expect(!profile.subviews.contains { $0.widgetName == "reactant-live-ui-error" })
        #expect(profile.title.frame.y == 20)
    }

    @Test func aWindowsSessionReloadsTheComponentsItsControllerShows() throws {
        let folder = try copyOfTheXML()
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = ProfileView()
        profile.componentState = "Ada"
        let window = Window(controller: ControllerBase<Void, ProfileView>(title: "Profile", root: profile))
        window.defaultSize = (300, 220)
        window.show()
        defer { window.close() }
        let session = try #require(activateLiveReload(in: window))
        session.redirects = [ProfileView.reactantUIDefinitionPath: folder.appendingPathComponent("ProfileView.ui.xml").path]
        try save(folder.appendingPathComponent("ProfileView.ui.xml"), in: session) {
            $0.replacingOccurrences(of: "title=\"Save\"", with: "title=\"Store\"")
        }
        #expect(profile.save.title == "Store")
        #expect(WidgetTree.render(window).contains("button \"Store\""))
    }

    /// The GFileMonitor handlers hold the session unretained: once it is gone, a save must
    /// reach nothing (no crash, no reload into a freed object).
    @Test func aSessionThatIsGoneWatchesNothing() throws {
        let folder = try copyOfTheXML()
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = ProfileView()
        let host = Host(profile, width: 300, height: 200)
        defer { host.close() }
        weak var gone: LiveReload?
        do {
            let session = try #require(activateLiveReload(root: profile))
            session.redirects = [ProfileView.reactantUIDefinitionPath: folder.appendingPathComponent("ProfileView.ui.xml").path]
            gone = session
        }
        #expect(gone == nil)
        let file = folder.appendingPathComponent("ProfileView.ui.xml")
        try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "text=\"Profile\"", with: "text=\"Changed\"")
            .write(to: file, atomically: true, encoding: .utf8)
        let end = Date().addingTimeInterval(TestBackend.isGtk ? 0.5 : 0)
        repeat {
            Backends.current.processPendingEvents()
            Thread.sleep(forTimeInterval: 0.01)
        } while Date() < end
        #expect(profile.title.text == "Profile")
    }

    /// Attributed text (with its style), state colours and alpha are re-applied too.
    @Test func savingReappliesAttributedTextStateColoursAndAlpha() throws {
        let source = URL(fileURLWithPath: GreetingView.reactantUIDefinitionPath)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reactant-live-ui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("GreetingView.ui.xml")
        try FileManager.default.copyItem(at: source, to: file)
        let view = GreetingView()
        view.componentState = ()
        let host = Host(view, width: 300, height: 200)
        defer { host.close() }
        let session = try #require(activateLiveReload(root: view))
        session.redirects = [GreetingView.reactantUIDefinitionPath: file.path]
        #expect(view.note.text == "Hi there")
        #expect(view.go.styleClasses.contains("rui-alpha-50"))

        try save(file, in: session) {
            $0.replacingOccurrences(of: "Hi <b>", with: "Hello <b>")
                .replacingOccurrences(of: "<b font=\":bold@20\"", with: "<b font=\":bold@24\"")
                .replacingOccurrences(of: "backgroundColor.highlighted=\"white\"", with: "backgroundColor.highlighted=\"black\"")
                .replacingOccurrences(of: "alpha=\"0.5\"", with: "alpha=\"0.25\"")
        }
        #expect(session.lastError == nil)
        #expect(view.note.text == "Hello there")
        let markup = view.note.attributedText?.markup ?? ""
        #expect(markup == "<span foreground=\"#0000ff\">Hello </span><span weight=\"700\" font_desc=\"24px\" foreground=\"#800000\">there</span>", "\(markup)")
        #expect(view.go.backgroundColor(for: .highlighted) == .black)
        #expect(view.go.styleClasses.contains("rui-alpha-25") && !view.go.styleClasses.contains("rui-alpha-50"))
    }

    /// A saved file's layout conditions replace the built ones: its rules hold at the size the
    /// window has now, and a resize re-makes them from the file, not from the generated code.
    @Test func savedLayoutConditionsReplaceTheBuiltOnes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reactant-live-ui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("AdaptiveView.ui.xml")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: AdaptiveView.reactantUIDefinitionPath), to: file)
        let view = AdaptiveView()
        let host = Host(view, width: 320, height: 480)
        defer { host.close() }
        let session = try #require(activateLiveReload(root: view))
        session.redirects = [AdaptiveView.reactantUIDefinitionPath: file.path]
        #expect(view.box.frame == LayoutRect(x: 10, y: 50, width: 100, height: 40))
        try save(file, in: session) {
            $0.replacingOccurrences(of: "[horizontal == compact] 100", with: "[horizontal == compact] 150")
                .replacingOccurrences(of: "[width :gte 500] super inset(100)", with: "[width :gte 500] super inset(120)")
        }
        #expect(view.box.frame == LayoutRect(x: 10, y: 50, width: 150, height: 40))
        host.window.resize(width: 800, height: 300)
        Interact.settleLayout()
        #expect(view.box.frame == LayoutRect(x: 120, y: 5, width: 300, height: 40), "the saved file's inset(120), not the built 100")
    }
}

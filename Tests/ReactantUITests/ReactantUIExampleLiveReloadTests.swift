import Foundation
import Reactant
import ReactantLiveUI
import ReactantTesting
import Testing

/// ReactantUI's examples edited while they are shown: live reload applies what the build
/// generated from the same files (named constraints, progress tints, tables kept, a scroll
/// view's content moved to the new scroll view) on both backends.
@MainActor
struct ReactantUIExampleLiveReloadTests {
    init() throws { try TestBackend.start() }

    /// A copy of one example file in a fresh folder, which the session reads instead.
    func editableCopy(of type: any ReactantUIComponent.Type, in session: LiveReload) throws -> URL {
        let source = URL(fileURLWithPath: type.reactantUIDefinitionPath)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reactant-ui-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent(source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: copy)
        session.redirects[type.reactantUIDefinitionPath] = copy.path
        return copy
    }

    func save(_ file: URL, in session: LiveReload, _ change: (String) -> String) throws {
        let before = session.reloadCount
        let text = try String(contentsOf: file, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the edit changes the file")
        try changed.write(to: file, atomically: true, encoding: .utf8)
        if TestBackend.isGtk {
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

    @Test func aNamedConstraintAndATintChangeLive() throws {
        let root = ProgressViewRootView()
        let host = Host(root, width: 320, height: 480)
        defer { host.close() }
        let session = try #require(activateLiveReload(root: root))
        let file = try editableCopy(of: ProgressViewRootView.self, in: session)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try save(file, in: session) {
            $0.replacingOccurrences(of: "progressFill = super inset(20)", with: "progressFill = super inset(40)")
                .replacingOccurrences(of: "progressTintColor=\"red\"", with: "progressTintColor=\"blue\"")
        }
        #expect(session.lastError == nil)
        let bar = try #require(root.subviews.first as? ProgressBar)
        #expect(bar.frame.x == 40 && bar.frame.width == 240)
        #expect(bar.styleClasses.contains("rui-progress-0-0-ff-ff"))
    }

    @Test func aTableIsKeptAndAScrollViewsContentMovesOver() throws {
        let tableRoot = SimpleTableViewRootView()
        let selection = ExampleSelectionRootView()
        selection.componentState = ()
        let both = Container(layout: .horizontal()).children(tableRoot, selection)
        let host = Host(both, width: 640, height: 480)
        defer { host.close() }
        let table = try #require(tableRoot.subviews.first)
        var complaints: [Diagnostics.Message] = []
        let observation = Diagnostics.observe { if $0.level != .debug { complaints.append($0) } }
        defer { observation.cancel() }
        let session = try #require(activateLiveReload(root: both))
        let tableFile = try editableCopy(of: SimpleTableViewRootView.self, in: session)
        let selectionFile = try editableCopy(of: ExampleSelectionRootView.self, in: session)
        defer {
            try? FileManager.default.removeItem(at: tableFile.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: selectionFile.deletingLastPathComponent())
        }
        try save(tableFile, in: session) { $0.replacingOccurrences(of: "layout:edges=\"super\"", with: "layout:edges=\"super inset(10)\"") }
        #expect(session.lastError == nil)
        #expect(tableRoot.subviews.first === table, "a table can't be made from a name: the one the build made stays")
        #expect(table.frame.x == 10 && table.frame.y == 10 && table.frame.height == 460)
        try save(selectionFile, in: session) { $0.replacingOccurrences(of: "axis=\"vertical\"/>", with: "axis=\"vertical\" backgroundColor=\"white\"/>") }
        #expect(session.lastError == nil)
        let scroll = try #require(selection.subviews.first as? ScrollView)
        #expect(scroll.content === selection.stackView && selection.stackView.backgroundColor == .white)
        #expect(selection.stackView.arrangedSubviews.count == ExampleType.allCases.count, "the field keeps its cells")
        #expect(selection.stackView.native.nativeParent != nil && scroll.frame.width == selection.frame.width)
        #expect(complaints.isEmpty, "\(complaints)")
    }

    @Test func anAnonymousComponentReloadsFromTheFileThatDeclaresIt() throws {
        let card = AnonymousCard()
        let host = Host(card, width: 200, height: 100)
        defer { host.close() }
        let session = try #require(activateLiveReload(root: card))
        let file = try editableCopy(of: AnonymousCard.self, in: session)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        #expect(AnonymousBadge.reactantUIDefinitionPath == AnonymousCard.reactantUIDefinitionPath)
        let count = card.badge.count
        try save(file, in: session) {
            $0.replacingOccurrences(of: "layout:edges=\"super inset(5)\"", with: "layout:edges=\"super inset(2)\"")
                .replacingOccurrences(of: "text=\"Card\"", with: "text=\"Deck\"")
        }
        #expect(session.lastError == nil)
        #expect(card.caption.text == "Deck")
        #expect(card.badge.count === count && count.frame == LayoutRect(x: 2, y: 2, width: 56, height: 26))
    }

    /// ExampleRootView's last label starts its text with a tag (`<b>Django Freeman</b>`): the
    /// lines after it lose the first line's indentation (the 12 spaces before the tag), so GTK
    /// draws them at the label's left edge. The same text saved into a shown label gives the
    /// same string live (ExampleRootView itself can't reload: it embeds components).
    @Test func linesAfterALeadingTagLoseTheFirstLinesIndentationBuiltAndLive() throws {
        let expected = "Django Freeman\nKeep Your Pedi Safe!\nThe D is silent."
        let root = ExampleRootView()
        #expect(root.label.text == expected, "built: the generated code")
        let example = try String(contentsOfFile: ExampleRootView.reactantUIDefinitionPath, encoding: .utf8)
        let opening = try #require(example.range(of: "backgroundColor=\"black\">", options: .backwards), "the last label's <attributedText>")
        let closing = try #require(example.range(of: "</attributedText>", range: opening.upperBound..<example.endIndex))
        let content = example[opening.upperBound..<closing.lowerBound]
        #expect(content.hasPrefix("\n            <b font"))
        let view = GreetingView()
        view.componentState = ()
        let host = Host(view, width: 300, height: 200)
        defer { host.close() }
        let session = try #require(activateLiveReload(root: view))
        let file = try editableCopy(of: GreetingView.self, in: session)
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try save(file, in: session) { $0.replacingOccurrences(of: ">Hi <b>there</b><", with: ">\(content)<") }
        #expect(session.lastError == nil)
        #expect(view.note.text == expected, "live: the interpreted XML")
    }
}

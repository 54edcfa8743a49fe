import Reactant
import ReactantTesting
import Testing

/// GtkEntry keeps at most 65,534 bytes; the headless entry must cut text the same way
/// (the numbers were read from GTK 3.24 with a small C program).
@Suite(.uiSerialized) @MainActor
struct EntryLimitTests {
    init() throws { try TestBackend.start() }

    private func entry() throws -> (TextField, any NativeEntry) {
        let field = TextField()
        return (field, try #require(field.native as? any NativeEntry))
    }

    @Test(arguments: [
        ("a", 65_534, 65_534),            // 1 byte each
        ("\u{E9}", 32_767, 65_534),       // é, 2 bytes
        ("\u{20AC}", 21_844, 65_532),     // €, 3 bytes: the next one would not fit
    ])
    func textFromCodeIsCutAtTheLastWholeScalar(unit: String, scalars: Int, bytes: Int) throws {
        let (_, native) = try entry()
        native.text = String(repeating: unit, count: 70_000)
        #expect(native.text.unicodeScalars.count == scalars)
        #expect(native.text.utf8.count == bytes)
    }

    @Test func aPasteIsOneEditAndAFullEntryStillReportsAnEdit() throws {
        let (field, native) = try entry()
        // A person can only type into what is on screen.
        let shown = ShownView(field)
        defer { shown.close() }
        var edits: [Int] = []
        let subscription = field.action.sink { edits.append($0.utf8.count) }
        defer { subscription.cancel() }
        try Interact.paste(String(repeating: "x", count: 1 << 20), into: field)
        #expect(edits == [65_534])
        #expect(native.cursorPosition == 65_534)
        try Interact.type("y", into: field)
        #expect(edits == [65_534, 65_534])
        #expect(!native.text.contains("y"))
    }

    @Test func anInsertionInTheMiddleKeepsWhatFits() throws {
        let (_, native) = try entry()
        native.text = String(repeating: "b", count: 65_530)
        native.cursorPosition = 10
        native.simulatePaste("xxxxxxxx")
        #expect(native.text.utf8.count == 65_534)
        #expect(native.cursorPosition == 14)
        #expect(native.text.dropFirst(8).prefix(8) == "bbxxxxbb")
    }
}

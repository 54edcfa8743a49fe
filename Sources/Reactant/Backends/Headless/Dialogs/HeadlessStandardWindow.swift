/// The About and shortcuts windows on the headless backend: their title and texts as GTK
/// shows them (GtkAboutDialog titles itself "About <name>", GtkShortcutsWindow "Shortcuts"),
/// modal as GTK makes them (the shortcuts window is, the About window isn't).
@MainActor
public final class HeadlessStandardWindow: NativeStandardWindow {
    public let title: String
    public let shownTexts: [String]
    public let isModal: Bool
    public private(set) var isShown = false
    public private(set) weak var parent: (any NativeWindow)?
    private var finalizeHandlers: [@MainActor () -> Void] = []

    init(title: String, texts: [String], isModal: Bool) {
        self.title = title
        shownTexts = texts
        self.isModal = isModal
    }

    /// It closes with the window it is shown above, as on GTK (a closed window would leave
    /// it over nothing, the shortcuts window holding the keyboard as a modal window).
    public func present(transientFor parent: (any NativeWindow)?) {
        let isNewParent = parent !== self.parent
        self.parent = parent
        isShown = true
        if isNewParent, let parent = parent as? HeadlessWindow { closeWithParent(parent) }
    }

    /// Once at each close of `window`, while it is still this window's parent.
    private func closeWithParent(_ window: HeadlessWindow) {
        window.whenClosed { [weak self, weak window] in
            guard let self, let window, parent === window else { return }
            close()
            closeWithParent(window)
        }
    }

    public func close() { isShown = false }
    public func simulateCloseRequest() { close() }
    public func onFinalize(_ body: @escaping @MainActor () -> Void) { finalizeHandlers.append(body) }

    isolated deinit {
        for handler in finalizeHandlers { handler() }
    }

    static func about(_ content: AboutContent) -> HeadlessStandardWindow {
        HeadlessStandardWindow(title: Localization.fill(rtr("About %@"), content.name),
                               texts: StandardWindowTexts.about(content), isModal: false)
    }

    static func shortcuts(_ groups: [ShortcutGroup]) -> HeadlessStandardWindow {
        HeadlessStandardWindow(title: rtr("Shortcuts"), texts: StandardWindowTexts.shortcuts(groups),
                                isModal: true)
    }
}

/// The texts both backends report for the standard windows, in the order GTK lays them out.
enum StandardWindowTexts {
    static func about(_ content: AboutContent) -> [String] {
        [content.name, content.version, content.comments, content.website ?? "", content.copyright ?? ""]
            .filter { !$0.isEmpty } + content.developers
    }

    static func shortcuts(_ groups: [ShortcutGroup]) -> [String] {
        groups.flatMap { group in
            [group.title] + group.shortcuts.map { "\($0.title): \($0.accelerators.joined(separator: " "))" }
        }
    }
}

/// The About and shortcuts windows on the headless backend: their title and texts as GTK
/// shows them (GtkAboutDialog titles itself "About <name>", GtkShortcutsWindow "Shortcuts"),
/// modal as GTK makes them (the shortcuts window is, the About window isn't).
@MainActor
public final class HeadlessStandardWindow: NativeStandardWindow {
    /// "About <name>" or "Shortcuts", as GTK titles them.
    public let title: String
    /// What GTK would show, in order: for About the name, the version, then the comments, website
    /// and copyright when set, then the developers; for shortcuts each group's title followed by
    /// a "title: accelerators" line a shortcut.
    public let shownTexts: [String]
    /// True for the shortcuts window, false for About, as GTK 3 makes them.
    public let isModal: Bool
    /// True from `present` until closed; closing its parent window closes it too.
    public private(set) var isShown = false
    /// The window it was last presented above.
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

    /// Hides it; it can be presented again.
    public func close() { isShown = false }
    /// Closes it, as its close button or Escape does (nothing can keep it open).
    public func simulateCloseRequest() { close() }
    /// Runs `body` when the window object is freed.
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

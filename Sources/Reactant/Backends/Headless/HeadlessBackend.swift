import CGettext

/// The backend for tests and tools that need no display: widgets live in an in-memory tree
/// that keeps the GTK backend's observable behaviour (including GTK 3's quirks, documented
/// where they happen) and never calls GTK, so a test written once says the same thing on both.
@MainActor
public final class HeadlessBackend: Backend {
    /// "headless", the name `REACTANT_BACKEND` and `REACTANT_TEST_BACKEND` choose it by.
    public let name = "headless"

    /// The windows on screen now, in the order they were shown (a window presented again
    /// while shown keeps its place). Shown windows are kept alive here, as GTK keeps its
    /// toplevels alive (and the GTK backend its shown windows); closing one lets it go.
    public var shownWindows: [any NativeWindow] { windowsOnScreen }

    /// Every stylesheet added so far, in order, for tests to inspect.
    public private(set) var styleSheets: [String] = []
    /// The font size each style class sets, read from `styleSheets` when a label is measured
    /// (`classFontSize`); nil after a style sheet is added.
    var classFontSizes: [String: (order: Int, size: Double)]?

    private var windowsOnScreen: [HeadlessWindow] = []
    /// Shown modal windows, oldest first: GTK's grab stack (gtk_grab_add when a modal window is
    /// shown, gtk_grab_remove when it is hidden or stops being modal).
    private var grabs: [HeadlessWindow] = []

    /// The window holding the grab: it gets the keyboard, and close requests of other windows
    /// are ignored while it is up.
    var currentGrab: HeadlessWindow? { grabs.last }

    func updateGrab(of window: HeadlessWindow) {
        grabs.removeAll { $0 === window }
        if window.isVisible && window.isModal { grabs.append(window) }
    }
    private var lastConnectionID: UInt = 0
    /// Virtual time for the widgets that wait (see `processEvents(for:)`).
    let clock = HeadlessClock()

    /// As gtk_init does: the person's locale (setlocale), and the direction of their language.
    public init() {
        setlocale(LC_ALL, "")
        defaultTextDirection = TextDirection.ofLocale
    }

    /// The direction of widgets not given their own; `init()` sets it from the locale, as GTK does,
    /// and a test may set `.rightToLeft` to check a mirrored layout.
    public var defaultTextDirection: TextDirection = .leftToRight

    /// A headless box or grid, or for `.constraints` a headless constraint container.
    public func makeContainer(_ layout: ContainerLayout) -> any NativeContainer {
        if layout == .constraints { return HeadlessConstraintContainer(backend: self) }
        return HeadlessContainer(layout, backend: self)
    }

    /// A new `HeadlessLabel`.
    public func makeLabel() -> any NativeLabel { HeadlessLabel(backend: self) }
    /// A new `HeadlessButton`.
    public func makeButton() -> any NativeButton { HeadlessButton(backend: self) }
    /// A new `HeadlessEntry`.
    public func makeEntry() -> any NativeEntry { HeadlessEntry(backend: self) }
    /// A new `HeadlessImage`, which only keeps its source.
    public func makeImage() -> any NativeImage { HeadlessImage(backend: self) }
    /// A new `HeadlessToggle` of `style`, off.
    public func makeToggle(_ style: ToggleStyle) -> any NativeToggle { HeadlessToggle(style, backend: self) }
    /// A new `HeadlessSpinner`, stopped.
    public func makeSpinner() -> any NativeSpinner { HeadlessSpinner(backend: self) }
    /// A new `HeadlessScrolledWindow`, which scrolls by nominal row heights.
    public func makeScrolledWindow() -> any NativeScrolledWindow { HeadlessScrolledWindow(backend: self) }
    /// A new `HeadlessWindow`, hidden until presented.
    public func makeWindow() -> any NativeWindow { HeadlessWindow(backend: self) }
    /// A new `HeadlessHeaderBar`, without window controls.
    public func makeHeaderBar() -> any NativeHeaderBar { HeadlessHeaderBar(backend: self) }
    /// A new `HeadlessStack`, whose slides end at the next `processPendingEvents`.
    public func makeStack() -> any NativeStack { HeadlessStack(backend: self) }

    /// The headless app shell (`HeadlessShell`): actions, menus, dialogs and the clipboard in
    /// memory.
    public private(set) lazy var shell: any NativeShell = HeadlessShell(backend: self)

    /// A new `HeadlessApplication`: `run` activates once and returns at once.
    public func makeApplication(id: String) -> any NativeApplication {
        HeadlessApplication(id: id, backend: self)
    }

    /// Keeps `css` in `styleSheets` after the one check it can make: balanced braces. It applies
    /// nothing (headless widgets have no look) but the font sizes labels are measured with
    /// (`HeadlessTextLayout`), and a stylesheet GTK's stricter parser refuses can pass here.
    public func addStyleSheet(_ css: String) throws {
        try HeadlessStyleSheetCheck.validate(css)
        styleSheets.append(css)
        classFontSizes = nil
    }

    /// Folders given to `addIconSearchPath`, in order.
    public private(set) var iconSearchPaths: [String] = []

    /// Adds `path` to `iconSearchPaths`, which `hasIcon(named:)` looks in.
    public func addIconSearchPath(_ path: String) {
        iconSearchPaths.append(path)
    }

    /// True when a search folder holds `<name>.svg` or `<name>.png`, directly or in a
    /// `hicolor/<size>/<context>/` folder; the system's themes are not looked in.
    public func hasIcon(named name: String) -> Bool {
        iconSearchPaths.contains { HeadlessIconLookup.find(name, in: $0) }
    }

    /// Work given to `whenIdle`, oldest first.
    private var idleWork: [@MainActor () -> Void] = []
    /// There is no main loop to go idle: past this many waiting, the oldest runs at once, so
    /// a process that never calls `processPendingEvents` doesn't pile work up.
    private static var idleWorkLimit: Int { 16 }
    /// Stacks whose page transition runs (see `HeadlessStack`), weakly.
    private var slidingStacks: [WeakStack] = []

    func transitionDidStart(in stack: HeadlessStack) {
        slidingStacks.removeAll { $0.stack == nil || $0.stack === stack }
        slidingStacks.append(WeakStack(stack: stack))
    }

    /// Runs the work given to `whenIdle` (including work that work gives), oldest first, and
    /// ends every running page transition: the time this stands for is long enough for a
    /// slide, as GtkBackend waits for them. Nothing else is ever deferred in the in-memory tree.
    public func processPendingEvents() {
        repeat {
            while !idleWork.isEmpty {
                idleWork.removeFirst()()
            }
            HeadlessCanvas.paintWaiting()
            let sliding = slidingStacks.compactMap(\.stack)
            slidingStacks.removeAll()
            // A slide's end takes pages out, which may give idle work.
            for stack in sliding { stack.finishTransition() }
        } while !idleWork.isEmpty || !slidingStacks.isEmpty
        // GTK lays out what changed before it draws the next frame; idle work a layout gives
        // (a flow box's resize handlers) runs and is laid out as GTK's next frames would.
        for _ in 0..<3 {
            for case let window as HeadlessWindow in shownWindows { window.layoutContent() }
            guard !idleWork.isEmpty else { return }
            while !idleWork.isEmpty { idleWork.removeFirst()() }
        }
    }

    /// Queues `work` for the next `processPendingEvents`; with no main loop to go idle, past 16
    /// waiting the oldest runs at once.
    public func whenIdle(_ work: @escaping @MainActor () -> Void) {
        idleWork.append(work)
        if idleWork.count > Self.idleWorkLimit { idleWork.removeFirst()() }
    }

    private struct WeakStack {
        weak var stack: HeadlessStack?
    }

    /// A connection id no other handler of this backend has, like GObject's handler ids.
    func makeConnection() -> SignalConnection {
        lastConnectionID += 1
        return SignalConnection(id: lastConnectionID)
    }

    func windowDidShow(_ window: HeadlessWindow) {
        guard !windowsOnScreen.contains(where: { $0 === window }) else { return }
        windowsOnScreen.append(window)
    }

    func windowDidHide(_ window: HeadlessWindow) {
        windowsOnScreen.removeAll { $0 === window }
    }
}

/// A GtkLinkButton stand-in; it opens nothing.
@MainActor
public final class HeadlessLinkButton: HeadlessWidget, NativeLinkButton {
    /// The link's text; empty for a new button.
    public var title = ""
    /// The address, kept as set; the headless button opens nothing.
    public var uri = ""
    /// Whether the link was followed: set by a click no handler took, or from code.
    public var isVisited = false
    static let activateLink = HeadlessSignal<@MainActor () -> Bool>("activate-link")

    init(backend: HeadlessBackend) {
        super.init(kind: .linkButton, backend: backend, canFocus: true)
    }

    override var displayName: String { "link button" }

    /// Called for a click (`simulateClick`, a pointer click, Enter or Space while focused), in
    /// connection order until one returns true.
    public func onActivateLink(_ handler: @escaping @MainActor () -> Bool) -> SignalConnection {
        connect(Self.activateLink, handler)
    }

    /// GtkLinkButton's clicked: activate-link runs its handlers until one handles it; GTK's
    /// own handler, which opens the address and marks the link visited, runs only if none did.
    public func simulateClick() {
        guard !emitUntilHandled(Self.activateLink, { $0() }) else { return }
        isVisited = true
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard isFocus, key.modifiers.isEmpty, key.key == .enter || key.key == .character(" ") else { return false }
        simulateClick()
        return true
    }

    /// A GtkButton: the focus on the press, the click on the release.
    override func clickedByPointer() {
        grabFocus()
        simulateClick()
    }
}

/// A GtkInfoBar stand-in; its buttons and message label are GTK's details.
@MainActor
public final class HeadlessInfoBar: HeadlessWidget, NativeInfoBar {
    /// The kind of message, kept as set; `.info` for a new bar.
    public var messageType = MessageType.info
    /// The message text; empty for a new bar.
    public var message = ""
    /// The buttons' titles, in order; button `i` answers response `i`.
    public var buttonTitles: [String] = []
    /// Whether the bar has a close button (response nil, also Escape); off for a new bar.
    public var showsCloseButton = false
    /// Whether the bar is shown; true for a new bar. Hiding it drops a focus on its buttons.
    public var isRevealed = true {
        didSet {
            // GTK unmaps the collapsed bar's buttons: a focus on them is unset.
            if oldValue && !isRevealed { rootWindow?.unsetFocus(inside: self) }
        }
    }
    static let response = HeadlessSignal<@MainActor (Int?) -> Void>("response")

    /// The bar stands for its buttons, which take the focus on GTK (a new window gives it to
    /// the first of them, as Tab does).
    override public var canFocus: Bool { isRevealed && (!buttonTitles.isEmpty || showsCloseButton) }

    init(backend: HeadlessBackend) {
        super.init(kind: .infoBar, backend: backend)
    }

    override var displayName: String { "info bar" }

    /// Called with the index of the button `simulateResponse` clicked, or nil for the close button
    /// or Escape.
    public func onResponse(_ handler: @escaping @MainActor (Int?) -> Void) -> SignalConnection {
        connect(Self.response, handler)
    }

    /// As on GTK, the buttons are on screen only while the bar is revealed.
    public func simulateResponse(_ index: Int?) -> String? {
        if let index, !buttonTitles.indices.contains(index) { return "it has no button \(index)" }
        if index == nil, !showsCloseButton { return "it has no close button" }
        guard isRevealed else { return "it is not on screen (the bar is not revealed)" }
        if let refusal = simulatePrimaryClick() { return refusal }
        respond(index)
        return nil
    }

    /// GTK's buttons take the focus on a click (focus-on-click).
    override func clickedByPointer() { grabFocus() }

    private func respond(_ index: Int?) {
        emit(Self.response) { $0(index) }
    }

    /// GtkInfoBar's close binding: Escape, while the focus is inside and it has a close button.
    override func handleKey(_ key: KeyPress) -> Bool {
        guard key == .escape, showsCloseButton else { return false }
        respond(nil)
        return true
    }
}

/// A GtkDrawingArea stand-in: draws (runs the handlers with a recording context) at the
/// backend's next `processPendingEvents` after it was asked to or first came on screen.
@MainActor
public final class HeadlessCanvas: HeadlessWidget, NativeCanvas {
    static let drawSignal = HeadlessSignal<@MainActor (DrawingContext, Double, Double) -> Void>("draw")
    /// How many times the draw handlers ran.
    public private(set) var drawCount = 0
    private var needsDisplay = true
    private var isScheduled = false
    /// The size a headless canvas draws at without a minimum size.
    public static let defaultSize = (width: 200.0, height: 150.0)

    init(backend: HeadlessBackend) {
        super.init(kind: .canvas, backend: backend)
    }

    /// Adds a draw handler and schedules a draw for the next `processPendingEvents` (if the canvas
    /// is on screen then).
    public func onDraw(_ handler: @escaping @MainActor (DrawingContext, Double, Double) -> Void) -> SignalConnection {
        let connection = connect(Self.drawSignal, handler)
        schedule()
        return connection
    }

    /// Schedules a draw for the next `processPendingEvents`, if the canvas is on screen then.
    public func setNeedsDisplay() {
        needsDisplay = true
        schedule()
    }

    /// Whether GTK would paint it now: on screen in a shown window.
    private var isOnScreen: Bool { rootWindow?.isVisible == true && isEffectivelyVisible }

    /// Canvases waiting to be painted, weakly: GTK paints a canvas in the frame after it was
    /// queued, once it is on screen.
    private static var waiting: [WeakCanvas] = []

    private struct WeakCanvas {
        weak var canvas: HeadlessCanvas?
    }

    private func schedule() {
        guard !isScheduled else { return }
        isScheduled = true
        Self.waiting.append(WeakCanvas(canvas: self))
    }

    /// Paints the waiting canvases that are on screen (the backend's "frame").
    static func paintWaiting() {
        let canvases = waiting.compactMap(\.canvas)
        waiting.removeAll()
        for canvas in canvases {
            canvas.isScheduled = false
            if canvas.isOnScreen { canvas.draw() } else { canvas.schedule() }
        }
    }

    private func draw() {
        guard needsDisplay else { return }
        needsDisplay = false
        drawCount += 1
        let width = Double(layout.minimumWidth ?? Int(Self.defaultSize.width))
        let height = Double(layout.minimumHeight ?? Int(Self.defaultSize.height))
        let context = DrawingContext(width: width, height: height, cairo: nil, render: nil)
        emit(Self.drawSignal) { $0(context, width, height) }
        lastDrawing = context.operations
    }

    /// What the last draw recorded.
    public private(set) var lastDrawing: [DrawingOperation] = []
}

/// An opaque stand-in for a widget the app made itself.
@MainActor
public final class HeadlessForeign: HeadlessWidget, NativeForeign {
    /// The name given to `makeForeign`, which the widget tree and diagnostics show.
    public let typeName: String
    /// Always nil: there is no GtkWidget headless.
    public var gtkWidget: UnsafeMutableRawPointer? { nil }
    /// Always false: the headless node is never destroyed behind the toolkit's back.
    public var isDestroyed: Bool { false }

    init(typeName: String, backend: HeadlessBackend) {
        self.typeName = typeName
        super.init(kind: .foreign, backend: backend)
    }

    override var displayName: String { typeName }
}

extension HeadlessBackend {
    /// An opaque node: there is no GTK here to check the pointer against.
    public func makeForeign(gtkWidget: UnsafeMutableRawPointer?, typeName: String) -> (any NativeForeign)? {
        HeadlessForeign(typeName: typeName, backend: self)
    }
}

/// The twins of this file, made for `WidgetFactory`.
extension HeadlessBackend {
    /// A new `HeadlessLinkButton` without title or address.
    public func makeLinkButton() -> any NativeLinkButton { HeadlessLinkButton(backend: self) }
    /// A new `HeadlessInfoBar`, revealed, without message or buttons.
    public func makeInfoBar() -> any NativeInfoBar { HeadlessInfoBar(backend: self) }
    /// A new `HeadlessCanvas`, drawn at the first `processPendingEvents` that finds it on screen.
    public func makeCanvas() -> any NativeCanvas { HeadlessCanvas(backend: self) }
}

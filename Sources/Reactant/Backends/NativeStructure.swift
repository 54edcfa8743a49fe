/// A line between groups of widgets (GtkSeparator).
@MainActor
public protocol NativeSeparator: NativeWidget {
    var isVertical: Bool { get }
}

/// A titled border around one widget (GtkFrame).
@MainActor
public protocol NativeFrame: NativeWidget {
    var title: String? { get set }
    var content: (any NativeWidget)? { get set }
}

/// A title that shows or hides the widget under it when clicked (GtkExpander). A collapsed
/// expander's content keeps its own visible flag but is not on screen (GTK unmaps it), so it
/// is not effectively visible. Space and Enter on the focused title toggle it.
@MainActor
public protocol NativeExpander: NativeWidget {
    var title: String { get set }
    var isExpanded: Bool { get set }
    var content: (any NativeWidget)? { get set }
    /// Called when a person expands or collapses it.
    func onExpandedChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection
    /// A person's click on the title; returns why a person couldn't click it, or nil.
    func simulateToggle() -> String?
}

/// How a revealer shows and hides its content.
public enum RevealerTransition: String, Equatable, Sendable {
    case none, crossfade, slideDown, slideUp
}

/// Shows or hides one widget with an animation (GtkRevealer). The content is on screen while
/// it is being revealed or still sliding away (`isRevealed || isChildRevealed`); GTK animates
/// only on screen with animations on, for `transitionDuration` milliseconds, and
/// `isChildRevealed` follows at the end. The headless revealer ends its animation at the
/// backend's next `processPendingEvents`, as its stack does.
@MainActor
public protocol NativeRevealer: NativeWidget {
    var isRevealed: Bool { get set }
    /// Whether the content is fully shown (GtkRevealer's child-revealed).
    var isChildRevealed: Bool { get }
    var transition: RevealerTransition { get set }
    var transitionDuration: Int { get set }
    var content: (any NativeWidget)? { get set }
}

/// Two widgets side by side (or one above the other) with a handle between them (GtkPaned).
@MainActor
public protocol NativePaned: NativeWidget {
    var isVertical: Bool { get }
    var start: (any NativeWidget)? { get set }
    var end: (any NativeWidget)? { get set }
    /// Where the handle is, in pixels from the start; nil until set or laid out. Negative
    /// values are refused as GTK refuses them (it takes -1 as "unset").
    var position: Int? { get set }
}

/// Pages with a row of buttons to switch between them (a GtkStackSwitcher over a GtkStack).
/// `nativeChildren` are the pages; the switcher's buttons are GTK's own. Only the selected
/// page is effectively visible. The buttons are plain buttons to the keyboard (arrows move the
/// focus, Space or Enter chooses), as GtkStackSwitcher makes them.
@MainActor
public protocol NativeTabs: NativeWidget {
    /// Adds a page at the end with the title its button shows; the first page is selected.
    func addPage(_ page: any NativeWidget, title: String)
    func removePage(_ page: any NativeWidget)
    var titles: [String] { get }
    var selectedIndex: Int? { get set }
    /// Called when a person chooses another page.
    func onSelectionChanged(_ handler: @escaping @MainActor (Int) -> Void) -> SignalConnection
    /// A person clicking the button of page `index` (GTK: at the middle of the switcher's
    /// button, through gtk_main_do_event). Returns why a person couldn't click it there (see
    /// `NativeWidget.simulatePrimaryClick`), nil once clicked.
    @discardableResult
    func simulateSelect(_ index: Int) -> String?
}

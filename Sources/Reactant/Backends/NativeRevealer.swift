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

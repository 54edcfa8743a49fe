/// How a revealer shows and hides its content.
public enum RevealerTransition: String, Equatable, Sendable, CaseIterable {
    /// Shows and hides at once.
    case none
    /// Fades the content in and out.
    case crossfade
    /// Uncovers the content from its top edge downwards (GTK's default).
    case slideDown
    /// Uncovers the content from its bottom edge upwards.
    case slideUp
}

/// Shows or hides one widget with an animation (GtkRevealer). The content is on screen while
/// it is being revealed or still sliding away (`isRevealed || isChildRevealed`); GTK animates
/// only on screen with animations on, for `transitionDuration` milliseconds, and
/// `isChildRevealed` follows at the end. The headless revealer ends its animation at the
/// backend's next `processPendingEvents`, as its stack does.
@MainActor
public protocol NativeRevealer: NativeWidget {
    /// Whether the content is to be shown (GtkRevealer's reveal-child); setting it starts the
    /// animation.
    var isRevealed: Bool { get set }
    /// Whether the content is fully shown (GtkRevealer's child-revealed).
    var isChildRevealed: Bool { get }
    /// How the content appears and goes.
    var transition: RevealerTransition { get set }
    /// How long the animation lasts, in milliseconds (GTK's default: 250); 0 switches at once.
    var transitionDuration: Int { get set }
    /// The one widget shown and hidden; setting another takes the old one out.
    var content: (any NativeWidget)? { get set }
}

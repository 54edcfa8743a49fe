/// Shows or hides one view with an animation (GtkRevealer).
///
///     let banner = Revealer(content: bannerView)
///     banner.isRevealed = true
@MainActor
public final class Revealer: View {
    private let revealer: any NativeRevealer

    /// A revealer of `content`, hidden unless `isRevealed`, sliding down by default.
    public init(content: View? = nil, transition: RevealerTransition = .slideDown, isRevealed: Bool = false) {
        revealer = Backends.current.makeRevealer()
        super.init(native: revealer)
        revealer.transition = transition
        self.content = content
        revealer.content = content?.native
        revealer.isRevealed = isRevealed
    }

    /// Whether the content is to be shown; changing it runs the transition (see
    /// `isContentRevealed` for when it ends).
    @NativeProperty(\Revealer.revealer.isRevealed) public var isRevealed: Bool

    /// True once the content is fully shown (after the animation).
    public var isContentRevealed: Bool { revealer.isChildRevealed }

    /// How the content appears and goes: at once, crossfading, or sliding down or up.
    @NativeProperty(\Revealer.revealer.transition) public var transition: RevealerTransition

    /// Milliseconds; GTK's default is 250.
    @NativeProperty(\Revealer.revealer.transitionDuration) public var transitionDuration: Int

    /// The view revealed; the revealer keeps it alive.
    public var content: View? {
        didSet { revealer.content = content?.native }
    }
}

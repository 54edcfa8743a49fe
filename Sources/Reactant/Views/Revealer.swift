/// Shows or hides one view with an animation (GtkRevealer).
///
///     let banner = Revealer(content: bannerView)
///     banner.isRevealed = true
@MainActor
public final class Revealer: View {
    private let revealer: any NativeRevealer

    public init(content: View? = nil, transition: RevealerTransition = .slideDown, isRevealed: Bool = false) {
        revealer = Backends.current.makeRevealer()
        super.init(native: revealer)
        revealer.transition = transition
        self.content = content
        revealer.content = content?.native
        revealer.isRevealed = isRevealed
    }

    public var isRevealed: Bool {
        get { revealer.isRevealed }
        set { revealer.isRevealed = newValue }
    }

    /// True once the content is fully shown (after the animation).
    public var isContentRevealed: Bool { revealer.isChildRevealed }

    public var transition: RevealerTransition {
        get { revealer.transition }
        set { revealer.transition = newValue }
    }

    /// Milliseconds; GTK's default is 250.
    public var transitionDuration: Int {
        get { revealer.transitionDuration }
        set { revealer.transitionDuration = newValue }
    }

    public var content: View? {
        didSet { revealer.content = content?.native }
    }
}

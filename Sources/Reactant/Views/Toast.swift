/// A short message over a window's content, GNOME's in-app notification (libadwaita's
/// AdwToast): a title, maybe one button (an "Undo"), gone after `timeout` seconds or when
/// the person closes it (its close button, or Escape).
///
///     window.showToast(Toast(title: "“Ann” deleted", actionTitle: "Undo") { [weak self] in
///         self?.restore(ann)
///     })
public struct Toast {
    /// The message.
    public var title: String
    /// The button's title; nil for no button.
    public var actionTitle: String?
    /// Seconds on screen; 0 keeps it until it is dismissed. libadwaita's default is 5.
    public var timeout: Double
    /// Runs when a person presses the button; the toast then goes.
    public var action: (@MainActor () -> Void)?

    /// A toast saying `title`, shown for `timeout` seconds (5 by default); it has a button
    /// when `actionTitle` is given, which runs `action`.
    public init(title: String, actionTitle: String? = nil, timeout: Double = 5,
                action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.actionTitle = actionTitle
        self.timeout = timeout
        self.action = action
    }
}

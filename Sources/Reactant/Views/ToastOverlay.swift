/// Shows toasts over its content, one at a time, the next after the one before has gone
/// (libadwaita's AdwToastOverlay). On GTK 3 it is GNOME's in-app notification: a GtkRevealer
/// sliding down from the top edge in a GtkOverlay, the bar styled `app-notification` by the
/// theme, with the title, the toast's button and a close button.
///
/// Screen readers are told: the bar is a notification (ATK_ROLE_NOTIFICATION) named by the
/// title, and Orca reads it when it shows. Escape, while the focus is inside the overlay and
/// nothing nearer used the key, closes the toast.
///
/// `Window.showToast(_:)` puts one around a window's content when it first needs one.
@MainActor
public final class ToastOverlay: View {
    private let overlay: any NativeOverlay
    /// Holds the content (so keys from the focus inside reach the overlay) and the bar.
    private let contentBox = Container(layout: .vertical())
    /// Slides the toast bar down from the top edge and back.
    public let revealer = Revealer(transition: .slideDown)
    /// The bar a toast shows in (`.app-notification`).
    public let bar = Container(layout: .horizontal(spacing: 12))
    /// The toast's message.
    public let titleLabel = Label()
    /// The toast's action button; hidden for a toast without an action.
    public let actionButton = Button()
    /// Dismisses the toast (as Escape does).
    public let closeButton = Button(iconName: "window-close-symbolic", accessibleLabel: rtr("Close"))

    /// The toast on screen; nil when none is.
    public private(set) var currentToast: Toast?
    /// Toasts waiting for the current one to go, oldest first.
    public private(set) var queuedToasts: [Toast] = []
    private var timeout: ScheduledWork?
    private var nextToast: ScheduledWork?
    private var hideBar: ScheduledWork?
    private var subscriptions = Set<AnyCancellable>()
    /// Where the focus was in the content when the toast came: a click on the toast's button
    /// takes the focus (GTK's focus-on-click), and the hidden toast would leave the window with
    /// none, so it goes back there.
    private weak var focusBeforeToast: (any NativeWidget)?

    /// An overlay over `content`, with no toast showing.
    public init(content: View? = nil) {
        overlay = Backends.current.makeOverlay()
        super.init(native: overlay)
        addStyleClass("toast-overlay")
        overlay.content = contentBox.native
        contentBox.layout.expand(horizontally: true, vertically: true)
        bar.children(titleLabel, actionButton, closeButton)
        bar.addStyleClass("app-notification")
        bar.accessibleRole = .notification
        titleLabel.wraps = true
        titleLabel.textAlignment = 0
        titleLabel.layout.expand(horizontally: true, vertically: false)
        titleLabel.addStyleClass("toast-title")
        actionButton.isHidden = true
        closeButton.addStyleClass("flat")
        revealer.content = bar
        // Hidden while no toast shows: GTK 4.8's AT-SPI bridge lists a widget GtkRevealer
        // has concealed, so an unrevealed bar was still read as an alert.
        bar.isHidden = true
        revealer.layout.align(horizontal: .center, vertical: .start)
        overlay.addOverlay(revealer.native)
        actionButton.tap.sink(weak: self) { overlay, _ in overlay.performAction() }.store(in: &subscriptions)
        closeButton.tap.sink(weak: self) { overlay, _ in overlay.dismiss() }.store(in: &subscriptions)
        for box in [contentBox, bar] {
            _ = box.content.onKeyPress { [weak self] key in
                guard key == .escape, let self, self.currentToast != nil else { return false }
                self.dismiss()
                return true
            }
        }
        self.content = content
    }

    /// The view the toasts show over.
    public var content: View? {
        didSet {
            guard content !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let content {
                contentBox.children(content)
                content.layout.expand(horizontally: true, vertically: true)
            }
        }
    }

    /// Shows `toast` now, or after the toasts before it have gone.
    public func show(_ toast: Toast) {
        if currentToast != nil || nextToast != nil {
            queuedToasts.append(toast)
        } else {
            present(toast)
        }
    }

    /// Hides the toast on screen (if any); the next one in the queue follows once it has gone.
    public func dismiss() {
        guard currentToast != nil else { return }
        timeout?.cancel()
        timeout = nil
        currentToast = nil
        if [actionButton, closeButton].contains(where: { $0.native.isFocus }) {
            if let focusBeforeToast, focusBeforeToast.isEffectivelyVisible { focusBeforeToast.grabFocus() }
        }
        revealer.isRevealed = false
        hideBar = Backends.current.schedule(after: Double(revealer.transitionDuration) / 1000) { [weak self] in
            guard let self else { return }
            self.hideBar = nil
            if self.currentToast == nil { self.bar.isHidden = true }
        }
        guard !queuedToasts.isEmpty else { return }
        // The next one slides in after this one has slid out, so each is seen on its own.
        nextToast = Backends.current.schedule(after: Double(revealer.transitionDuration) / 1000) { [weak self] in
            guard let self else { return }
            self.nextToast = nil
            guard !self.queuedToasts.isEmpty, self.currentToast == nil else { return }
            self.present(self.queuedToasts.removeFirst())
        }
    }

    /// Hides the toast on screen and forgets the queue (its window closes).
    public func dismissAll() {
        queuedToasts.removeAll()
        nextToast?.cancel()
        nextToast = nil
        dismiss()
    }

    private func present(_ toast: Toast) {
        currentToast = toast
        focusBeforeToast = window?.focusedWidget
        titleLabel.text = toast.title
        actionButton.title = toast.actionTitle ?? ""
        actionButton.isHidden = toast.actionTitle == nil
        bar.accessibleLabel = toast.title
        hideBar?.cancel()
        hideBar = nil
        bar.isHidden = false
        revealer.isRevealed = true
        if toast.timeout > 0 {
            timeout = Backends.current.schedule(after: toast.timeout) { [weak self] in
                self?.timeout = nil
                self?.dismiss()
            }
        }
    }

    /// The window the overlay is in.
    private var window: (any NativeWindow)? {
        var widget: (any NativeWidget)? = overlay
        while let current = widget {
            if let window = current as? any NativeWindow { return window }
            widget = current.nativeParent
        }
        return nil
    }

    private func performAction() {
        let action = currentToast?.action
        dismiss()
        action?()
    }
}

/// A GtkMessageDialog stand-in: the window's one child is GTK's vertical box holding the
/// message area (where `content` goes) and the action area (the response buttons), both
/// internal parts, so Tab walks the message and then the buttons, as in GTK.
@MainActor
public final class HeadlessMessageDialog: HeadlessWindow, NativeMessageDialog {
    private let messageArea: HeadlessContainer
    private let actionArea: HeadlessContainer
    /// The label `setHeading(_:large:)` was given and whether it is drawn large; nil until then.
    public private(set) var heading: (label: any NativeLabel, large: Bool)?

    override init(backend: HeadlessBackend) {
        messageArea = HeadlessContainer(.vertical(spacing: 10), backend: backend)
        actionArea = HeadlessContainer(.horizontal(spacing: 0), backend: backend)
        super.init(backend: backend)
        let dialogBox = HeadlessContainer(.vertical(spacing: 20), backend: backend)
        for part in [dialogBox, messageArea, actionArea] { part.isInternal = true }
        dialogBox.append(messageArea)
        dialogBox.append(actionArea)
        super.content = dialogBox
    }

    /// The widget in the message area, above the response buttons. Setting one replaces the
    /// previous; a widget that can't be adopted (it has a parent already, or is of another
    /// backend) leaves the old one, with a diagnostic.
    override public var content: (any NativeWidget)? {
        get { messageArea.children.first }
        set {
            if let current = messageArea.children.first, current === newValue { return }
            guard let newValue else {
                if let current = messageArea.children.first { messageArea.remove(current) }
                return
            }
            guard let adopted = messageArea.adoptable(newValue) else { return }
            if let current = messageArea.children.first { messageArea.remove(current) }
            messageArea.append(adopted)
        }
    }

    /// The content, then the response buttons (as the GTK backend lists them).
    override public var nativeChildren: [any NativeWidget] {
        messageArea.children + actionArea.children
    }

    /// Records `label` as the dialog's heading, drawn large when `large` (GtkMessageDialog's
    /// primary text); the label itself must also be in `content` to be seen.
    public func setHeading(_ label: any NativeLabel, large: Bool) {
        heading = (label, large)
    }

    /// Adds `button` at the end of the row of response buttons, after the content in Tab order.
    public func addResponseButton(_ button: any NativeButton) {
        actionArea.append(button)
    }

    /// The response buttons, in the order they were added.
    public var responseButtons: [any NativeButton] {
        actionArea.children.compactMap { $0 as? any NativeButton }
    }
}

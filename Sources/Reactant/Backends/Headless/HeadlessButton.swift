/// A GtkButton stand-in holding either a title or one content widget.
///
/// GTK's own label child of a titled button is an implementation detail, so a titled button
/// has no `nativeChildren`; custom content is its single child.
@MainActor
public final class HeadlessButton: HeadlessWidget, NativeButton {
    /// GtkButton starts without a label. Setting a title, even nil, takes custom content
    /// out: gtk_button_set_label replaces the child with a label, and the GTK backend clears
    /// the child for nil too (plain GTK would keep the old one).
    public var title: String? {
        didSet {
            if let content = children.first { detach(content) }
        }
    }

    private var clickHandlers = HeadlessHandlers<@MainActor () -> Void>()

    init(backend: HeadlessBackend) {
        super.init(kind: .button, backend: backend)
    }

    public func setContent(_ content: any NativeWidget) {
        if let current = children.first, current === content { return }
        // A refused widget changes nothing: the old title or content stays.
        guard let content = adoptable(content) else { return }
        title = nil  // which also takes the current content out
        attach(content)
    }

    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        clickHandlers.add(handler, as: backend.makeConnection())
    }

    public func simulateClick() {
        for connection in clickHandlers.connections {
            clickHandlers.handler(for: connection)?()
        }
    }

    public func simulatePointerClick() {
        guard isEffectivelyVisible, isEffectivelySensitive, rootWindow?.isShown == true else { return }
        // GtkButton takes the focus on a click (focus-on-click), before it reports it.
        grabFocus()
        simulateClick()
    }

    override public func disconnect(_ connection: SignalConnection) {
        super.disconnect(connection)
        clickHandlers.remove(connection)
    }
}

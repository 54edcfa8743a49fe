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

    static let clicked = HeadlessSignal<@MainActor () -> Void>("clicked")

    init(backend: HeadlessBackend) {
        super.init(kind: .button, backend: backend, canFocus: true)
    }

    /// Replaces the title (now nil) or the old content with `content`; a widget that can't be
    /// adopted changes nothing.
    public func setContent(_ content: any NativeWidget) {
        if let current = children.first, current === content { return }
        // A refused widget changes nothing: the old title or content stays.
        guard let content = adoptable(content) else { return }
        title = nil  // which also takes the current content out
        attach(content)
    }

    /// Called for each click: `simulateClick`, a pointer click, or Enter or Space while focused.
    public func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        connect(Self.clicked, handler)
    }

    /// Calls the click handlers without moving the focus.
    public func simulateClick() {
        emit(Self.clicked) { $0() }
    }

    /// GtkButton takes the focus on the press (focus-on-click) and clicks on the release.
    override func clickedByPointer() {
        grabFocus()
        simulateClick()
    }
}

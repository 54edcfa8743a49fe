@MainActor
public protocol NativeButton: NativeWidget {
    /// The button's text; nil when it holds a custom child instead.
    var title: String? { get set }
    /// Replaces the button's content with a widget (for `ButtonBase`).
    func setContent(_ content: any NativeWidget)
    func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
    /// Emits the click as the button would for a person's click.
    func simulateClick()
}

/// A push button (GtkButton).
@MainActor
public protocol NativeButton: NativeWidget {
    /// The button's text; nil when it holds a custom child instead.
    var title: String? { get set }
    /// Replaces the button's content with a widget (for `ButtonBase`).
    func setContent(_ content: any NativeWidget)
    /// Called when the button is clicked: by a person (pointer, or Enter or Space while it has
    /// the focus) or by `simulateClick()`.
    func onClicked(_ handler: @escaping @MainActor () -> Void) -> SignalConnection
    /// Emits the click as the button would for a person's click.
    func simulateClick()
}

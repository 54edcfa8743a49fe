/// A button whose content is a component's own widget tree (an icon and two labels, say).
///
/// It is a `ViewBase` whose children sit inside a real button, so it is focusable, activates
/// with Enter/Space, and reports clicks on `tap`. A typical action list rewrites the tap:
///
///     override var actions: [Observable<CardAction>] { [tap.rewrite(with: .open)] }
@MainActor
open class ButtonBase<State, Action>: ViewBase<State, Action> {
    private let button: any NativeButton
    private let tapSubject = PassthroughSubject<Void, Never>()

    /// Creates the component inside a native button, with a vertical box for its children.
    public override init() {
        let backend = Backends.current
        let button = backend.makeButton()
        let box = backend.makeContainer(.vertical())
        button.setContent(box)
        self.button = button
        super.init(native: button, content: box)
        _ = button.onClicked { [weak self] in self?.tapSubject.send() }
    }

    /// A value each time the button is clicked or activated from the keyboard.
    /// Subclasses usually map it in `actions`.
    public var tap: Observable<Void> { tapSubject.eraseToAnyPublisher() }
}

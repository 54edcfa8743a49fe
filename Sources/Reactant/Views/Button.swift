/// A push button with a text (GtkButton). Clicks, Enter and Space all arrive on `tap`.
@MainActor
public final class Button: View {
    private let button: any NativeButton
    private let tapSubject = PassthroughSubject<Void, Never>()

    public init(title: String = "") {
        button = Backends.current.makeButton()
        super.init(native: button)
        button.title = title
        _ = button.onClicked { [weak self] in self?.tapSubject.send() }
    }

    public var title: String {
        get { button.title ?? "" }
        set { button.title = newValue }
    }

    /// A value for each click.
    public var tap: Observable<Void> { tapSubject.eraseToAnyPublisher() }
}

/// A view component: a container with a state and actions, the toolkit's main building block.
///
/// Subclasses override, in the order they run during `init`:
/// 1. `loadView()`: create the widget tree with `children(...)` and style it;
/// 2. `setupConstraints()`: place the children with `layout`;
/// 3. `actions`: the streams that make up this component's `action` stream;
/// 4. `afterInit()`: anything that needs the finished tree; runs exactly once.
/// Then `update()` runs whenever `componentState` is set (a `Void` state updates once at the
/// end of `init`).
///
///     final class LabelView: ViewBase<String, Void> {
///         private let label = Label()
///         override func update() { label.text = componentState }
///         override func loadView() { children(label) }
///         override func setupConstraints() { label.layout.edges() }
///     }
@MainActor
open class ViewBase<State, Action>: Container, ComponentCoreOwner {
    /// The component's state type, the class's first generic parameter.
    public typealias StateType = State
    /// The component's action type, the class's second generic parameter.
    public typealias ActionType = Action

    let core: ComponentCore<State, Action>
    private var actionSubscriptions: [AnyCancellable] = []

    /// Creates the component as a vertical box.
    public init() {
        core = ComponentCore(ownerName: "\(Self.self)", canUpdate: false)
        super.init(layout: .vertical())
        finishInit()
    }

    /// Creates the component with another container layout (a row or a grid).
    public override init(layout: ContainerLayout) {
        core = ComponentCore(ownerName: "\(Self.self)", canUpdate: false)
        super.init(layout: layout)
        finishInit()
    }

    /// For components whose outer widget is not their container (`ButtonBase`).
    public override init(native: any NativeWidget, content: any NativeContainer) {
        core = ComponentCore(ownerName: "\(Self.self)", canUpdate: false)
        super.init(native: native, content: content)
        finishInit()
    }

    private func finishInit() {
        connectCore()
        (self as? any ReactantUIComponent)?.reactantUISetup()
        loadView()
        setupConstraints()
        for stream in actions {
            actionSubscriptions.append(stream.sink { [weak self] in self?.core.send($0) })
        }
        afterInit()
        core.canUpdate = true
    }

    // MARK: Overridable

    /// Creates the component's widget tree: add the children with `children(...)` and style
    /// them. Runs once, first, during `init`; no need to call `super`.
    open func loadView() {}
    /// Places the children added in `loadView()` with their `layout` rules. Runs once during
    /// `init`, after `loadView()`; no need to call `super`.
    open func setupConstraints() {}
    /// Runs once at the end of `init`, with the tree built and the actions connected, before
    /// the first `update()`; no need to call `super`.
    open func afterInit() {}
    /// Shows `componentState` in the children: runs once for each state set while the
    /// component can update (a controller's root view waits until it appears). No need to call
    /// `super`.
    open func update() {}

    /// Streams whose values become this component's actions; read once, during `init`.
    open var actions: [Observable<Action>] { [] }

    // MARK: Reactant's state observation

    /// Whether a state just set should run `update()`; return false to skip it (the state is
    /// still stored and observed). True unless overridden.
    open func needsUpdate() -> Bool { true }

    /// False until `componentState` has been set (always true for a `Void` state).
    public var hasComponentState: Bool { core.hasState }

    /// Subscriptions that live as long as the component.
    public let lifetimeDisposeBag = DisposeBag()

    /// Reactant's `RootView.edgesForExtendedLayout`: the edges under which a root view extends
    /// beneath the bars. Kept so ported root views compile as written; it changes nothing on
    /// GTK, where the header bar is the window's title bar and content never lies under it.
    open var edgesForExtendedLayout: RectEdge { [] }

    /// Whether `update()` may run now. A controller turns its root view's updating off until
    /// the view appears; state set meanwhile is applied once when it turns back on.
    public var canUpdate: Bool {
        get { core.canUpdate }
        set { core.canUpdate = newValue }
    }
}

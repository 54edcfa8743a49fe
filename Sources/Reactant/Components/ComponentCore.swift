/// The state machinery every component shares, kept in one object so that `ViewBase`,
/// `ControllerBase` and the component primitives (`TextField`, `Switch`) behave identically.
///
/// Rules (Reactant's):
/// - A `Void` state needs no setting: such a component updates once as soon as it can.
/// - Setting the state while the component can update runs `update()` at once; setting it while
///   it can't (a controller's root view before `viewWillAppear`) remembers it, and `update()`
///   runs once when updating becomes possible again, however many times the state was set.
/// - Cancellables made in an update are dropped right before the next one.
/// - Setting the state from inside `update()` runs one more update after the current one
///   finishes, never a nested one.
@MainActor
public final class ComponentCore<State, Action> {
    private var storedState: State?
    private var needsUpdate: Bool
    private var isUpdating = false
    private let ownerName: String
    private let subject = PassthroughSubject<Action, Never>()
    var stateCancellables = Set<AnyCancellable>()
    /// Calls the owner's `update()`; set by the owner right after it is initialised.
    var performUpdate: () -> Void = {}

    /// While false, state changes wait; becoming true applies the latest waiting state.
    public var canUpdate: Bool {
        didSet {
            if canUpdate && !oldValue { updateIfNeeded() }
        }
    }

    init(ownerName: String, canUpdate: Bool) {
        self.ownerName = ownerName
        self.canUpdate = canUpdate
        // A Void state is "set" from the start, so the first chance to update uses it.
        self.needsUpdate = State.self == Void.self
    }

    var hasState: Bool { storedState != nil || State.self == Void.self }

    var state: State {
        get {
            if let storedState { return storedState }
            if let void = () as? State { return void }
            preconditionFailure("""
                \(ownerName).componentState was read before it was set. Set an initial state in \
                init (for example `componentState = ...` after super.init), check \
                `hasComponentState` first, or use a Void state.
                """)
        }
        set {
            storedState = newValue
            needsUpdate = true
            updateIfNeeded()
        }
    }

    /// Stores a state without updating, for a caller that takes the current state out to
    /// change it in place (a value whose storage nothing else holds isn't copied) and sets the
    /// changed one right after, which updates.
    func storeWithoutUpdate(_ newValue: State) {
        storedState = newValue
    }

    var action: Observable<Action> { subject.eraseToAnyPublisher() }

    func send(_ action: Action) {
        subject.send(action)
    }

    private func updateIfNeeded() {
        guard canUpdate, !isUpdating else { return }
        isUpdating = true
        defer { isUpdating = false }
        var rounds = 0
        while needsUpdate && canUpdate {
            rounds += 1
            if rounds > 100 {
                Diagnostics.error("\(ownerName).update() kept setting its own state 100 times in a row; stopping to avoid an endless loop.")
                needsUpdate = false
                break
            }
            needsUpdate = false
            stateCancellables.removeAll()
            performUpdate()
        }
    }
}

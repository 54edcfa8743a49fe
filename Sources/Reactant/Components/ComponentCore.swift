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
/// - Every state set is observable (`observableState`, `observeState(.beforeUpdate)`) at once,
///   even while the component can't update; `.afterUpdate` follows each `update()` with the
///   state it ran for. `previousComponentState` is the state before the last one set.
/// - The owner's `needsUpdate()` can veto an update; the state is still stored and observed.
@MainActor
public final class ComponentCore<State, Action> {
    private var storedState: State?
    /// The state before the last one set (Reactant's `previousComponentState`).
    private(set) var previousState: State?
    private var needsUpdate: Bool
    private var isUpdating = false
    private let ownerName: String
    private let subject = PassthroughSubject<Action, Never>()
    var stateCancellables = Set<AnyCancellable>()
    /// Emptied right before each update, as `stateCancellables` (RxSwift's bag, for seed code).
    let stateDisposeBag = DisposeBag()
    /// Calls the owner's `update()`; set by the owner right after it is initialised.
    var performUpdate: () -> Void = {}
    /// Asks the owner's `needsUpdate()`; an update it refuses is skipped.
    var shouldUpdate: () -> Bool = { true }
    /// Whether `previousState` is kept; a table turns it off, so that the models it replaced
    /// can be freed (and its array changed in place) without a second reference to them.
    var keepsPreviousState = true
    /// Each state set after it is applied; `observableState` starts with the current one. (No
    /// copy of the state is kept here, for the same reason as above.)
    private let stateChanges = PassthroughSubject<State, Never>()
    private let beforeUpdateSubject = PassthroughSubject<State, Never>()
    private let afterUpdateSubject = PassthroughSubject<State, Never>()

    /// While false, state changes wait; becoming true applies the latest waiting state.
    public var canUpdate: Bool {
        didSet {
            if canUpdate && !oldValue { updateIfNeeded() }
        }
    }

    /// Reactant's streams complete when their component is freed (`observableState`,
    /// `observeState(_:)`, `action`), so a chain that waits for their end (`toArray`, a
    /// `subscribe(onCompleted:)`) sees it, and its subscription is let go.
    isolated deinit {
        subject.send(completion: .finished)
        stateChanges.send(completion: .finished)
        beforeUpdateSubject.send(completion: .finished)
        afterUpdateSubject.send(completion: .finished)
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
            if keepsPreviousState { previousState = storedState }
            storedState = newValue
            beforeUpdateSubject.send(newValue)
            needsUpdate = true
            updateIfNeeded()
            stateChanges.send(newValue)
        }
    }

    /// The current state (when there is one), then every state set (Reactant's
    /// `observableState`).
    var observableState: Observable<State> {
        let changes = stateChanges
        return Deferred { [weak self] () -> AnyPublisher<State, Never> in
            // Subscribing happens on the main actor, where the component lives.
            nonisolated(unsafe) var current: [State] = []
            MainActor.assumeIsolated {
                if let self, self.hasState { current = [self.state] }
            }
            return Publishers.Sequence(sequence: current).append(changes).eraseToAnyPublisher()
        }.eraseToAnyPublisher()
    }

    /// Each state as it is set (`.beforeUpdate`), or after the `update()` that ran for it
    /// (`.afterUpdate`).
    func observeState(_ when: ObservableStateEvent) -> Observable<State> {
        switch when {
        case .beforeUpdate: beforeUpdateSubject.eraseToAnyPublisher()
        case .afterUpdate: afterUpdateSubject.eraseToAnyPublisher()
        }
    }

    /// Runs `update()` again for the current state (Reactant's `invalidate()`), keeping
    /// `previousState`: for a state whose changes setting it again wouldn't show.
    func invalidate() {
        guard hasState else { return }
        needsUpdate = true
        updateIfNeeded()
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
            stateDisposeBag.dispose()
            let state = self.state
            if shouldUpdate() { performUpdate() }
            afterUpdateSubject.send(state)
        }
    }
}

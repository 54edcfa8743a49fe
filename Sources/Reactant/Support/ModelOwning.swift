/// A recycling list (a table, a collection view) that keeps the models of its `.items` state
/// in storage of its own (see `ModelStorage`): once the main loop is idle after a new array
/// was shown, it stops sharing the caller's array, and `changeModelsInPlace` changes its own.
@MainActor
protocol ModelOwning: AnyObject {
    associatedtype Model
    var componentState: TableViewState<Model> { get set }
    var ownedModels: ModelStorage<Model> { get set }
    var owningModelsScheduled: Bool { get set }
    /// Stores `.items(models)` as the state without updating, and makes what the view
    /// derives from its models (its row list, its model array) follow, so that the view holds
    /// its models only through `models`.
    func holdWithoutUpdate(_ models: [Model])
}

extension ModelOwning {
    /// Brings the models into the view's own storage once the main loop is idle (after the
    /// frame that shows them): a caller that keeps its array and changes one model then
    /// changes it in place instead of copying all of them.
    func scheduleOwningModels() {
        guard !owningModelsScheduled else { return }
        owningModelsScheduled = true
        Backends.current.whenIdle { [weak self] in self?.ownModels() }
    }

    func ownModels() {
        owningModelsScheduled = false
        guard case .items(var models) = componentState else {
            ownedModels.removeAll()
            return
        }
        // Let go of the view's own references, so that only the caller's may remain.
        holdWithoutUpdate([])
        models = ownedModels.take(models)
        holdWithoutUpdate(models)
    }

    /// `updateItems`: `change` works on the view's own array (in another state than `.items`,
    /// an empty one), so changing or inserting one model of 100,000 copies none of them; then
    /// the result is shown as setting `.items` would. While `change` runs, the state reads
    /// `.items([])`.
    func changeModelsInPlace(_ change: (inout [Model]) -> Void) {
        var models: [Model] = []
        if case .items(let current) = componentState { models = current }
        holdWithoutUpdate([])
        ownedModels.removeAll()
        change(&models)
        ownedModels.adopt(models)
        componentState = .items(models)
    }
}

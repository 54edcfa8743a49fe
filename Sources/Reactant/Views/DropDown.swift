/// A drop-down list of models (GtkComboBoxText), each shown by its title, and a component:
/// its state is the selected model (nil: none), and it reports the model a person picks.
///
///     let color = DropDown(models: Palette.allCases, title: { $0.name })
///
/// Setting a model that is not in `models` selects nothing, with a warning naming it.
@MainActor
public final class DropDown<Model: Equatable>: WidgetComponent<Model?, Model> {
    private let combo: any NativeComboBox
    private let title: (Model) -> String

    /// A drop-down of `models`, each shown as `title` gives it; `selected` (nil: none) is selected.
    public init(models: [Model], title: @escaping (Model) -> String, selected: Model? = nil) {
        combo = Backends.current.makeComboBox()
        self.title = title
        self.models = models
        super.init(native: combo, ownerName: "DropDown")
        combo.titles = models.map(title)
        componentState = selected
        _ = combo.onSelectionChanged { [weak self] index in
            guard let self, let index, self.models.indices.contains(index) else { return }
            userChanged(self.models[index], reporting: self.models[index])
        }
    }

    /// The models to choose from; the selection stays on its model if it is still there.
    public var models: [Model] {
        didSet {
            guard hasState else { return }
            combo.titles = models.map(title)
            let selected = componentState
            if let selected, !models.contains(selected) { core.storeWithoutUpdate(nil) }
            combo.selectedIndex = selected.flatMap { models.firstIndex(of: $0) }
        }
    }

    private var hasState: Bool { core.hasState }

    /// Selects `componentState`'s entry (none for nil; none, with a warning, for a model not
    /// in `models`).
    public override func update() {
        guard let model = componentState else {
            combo.selectedIndex = nil
            return
        }
        guard let index = models.firstIndex(of: model) else {
            Diagnostics.warning("DropDown: \(String(describing: model)) is not one of its models; nothing is selected.")
            core.storeWithoutUpdate(nil)
            combo.selectedIndex = nil
            return
        }
        if combo.selectedIndex != index { combo.selectedIndex = index }
    }

    /// The selected model.
    public var selected: Model? {
        get { componentState }
        set { componentState = newValue }
    }
}

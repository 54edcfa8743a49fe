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

    public init(models: [Model], title: @escaping (Model) -> String, selected: Model? = nil) {
        combo = Backends.current.makeComboBox()
        self.title = title
        self.models = models
        super.init(native: combo, ownerName: "DropDown")
        combo.titles = models.map(title)
        componentState = selected
        _ = combo.onSelectionChanged { [weak self] index in
            guard let self, let index, self.models.indices.contains(index) else { return }
            let model = self.models[index]
            core.storeWithoutUpdate(model)
            perform(action: model)
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

/// One of several models, as radio buttons or as linked buttons; a component whose state is
/// the selected model. As in GTK, one is always selected: the first until another is chosen.
/// Setting a model that is not among them changes nothing, with a warning naming it.
@MainActor
open class ChoiceGroup<Model: Equatable>: WidgetComponent<Model, Model> {
    let group: any NativeChoiceGroup
    public let models: [Model]
    private let typeName: String

    init(style: ChoiceGroupStyle, models: [Model], title: (Model) -> String, selected: Model?, typeName: String) {
        group = Backends.current.makeChoiceGroup(style)
        self.models = models
        self.typeName = typeName
        super.init(native: group, ownerName: typeName)
        group.titles = models.map(title)
        if let first = models.first { componentState = selected ?? first }
        _ = group.onSelectionChanged { [weak self] index in
            guard let self, self.models.indices.contains(index) else { return }
            core.storeWithoutUpdate(self.models[index])
            perform(action: self.models[index])
        }
    }

    open override func update() {
        guard let index = models.firstIndex(of: componentState) else {
            Diagnostics.warning("\(typeName): \(String(describing: componentState)) is not one of its models; the selection stays.")
            if let current = group.selectedIndex { core.storeWithoutUpdate(models[current]) }
            return
        }
        if group.selectedIndex != index { group.selectedIndex = index }
    }

    public var selected: Model {
        get { componentState }
        set { componentState = newValue }
    }
}

/// Radio buttons (GtkRadioButton), one below the other or side by side.
///
///     let size = RadioGroup(models: ["S", "M", "L"], title: { $0 })
@MainActor
public final class RadioGroup<Model: Equatable>: ChoiceGroup<Model> {
    public init(models: [Model], title: (Model) -> String, selected: Model? = nil, vertical: Bool = true) {
        super.init(style: .radio(vertical: vertical), models: models, title: title, selected: selected, typeName: "RadioGroup")
    }
}

/// Linked buttons of which one is pressed in, as GNOME's view switchers.
///
///     let range = SegmentedChoice(models: [Range.day, .week, .month], title: \.title)
@MainActor
public final class SegmentedChoice<Model: Equatable>: ChoiceGroup<Model> {
    public init(models: [Model], title: (Model) -> String, selected: Model? = nil) {
        super.init(style: .segmented, models: models, title: title, selected: selected, typeName: "SegmentedChoice")
    }
}

/// A button that stays pressed in while on (GtkToggleButton); behaves as a `Switch`.
@MainActor
public final class ToggleButton: Switch {
    public init(title: String, isOn: Bool = false) {
        super.init(style: .button(label: title), isOn: isOn)
    }
}

/// A search field (GtkSearchEntry), and a component: its state is the text; its action is the
/// text once the person paused typing (GTK waits 150 ms), not every keystroke.
///
///     let search = SearchField(placeholder: tr("Search names"))
///     // in `actions`: search.action.map(Action.search)
@MainActor
public final class SearchField: WidgetComponent<String, String> {
    private let entry: any NativeSearchEntry
    private let stopSubject = PassthroughSubject<Void, Never>()

    public init(text: String = "", placeholder: String? = nil) {
        entry = Backends.current.makeSearchEntry()
        super.init(native: entry, ownerName: "SearchField")
        entry.placeholder = placeholder
        componentState = text
        _ = entry.onChanged { [weak self] text in self?.core.storeWithoutUpdate(text) }
        _ = entry.onSearchChanged { [weak self] text in self?.perform(action: text) }
        _ = entry.onStopSearch { [weak self] in self?.stopSubject.send() }
    }

    public override func update() {
        if entry.text != componentState { entry.text = componentState }
    }

    public var text: String {
        get { entry.text }
        set { componentState = newValue }
    }

    public var placeholder: String? {
        get { entry.placeholder }
        set { entry.placeholder = newValue }
    }

    /// A value each time the person presses Escape in the field (GtkSearchEntry's stop-search).
    public var stopSearch: Observable<Void> { stopSubject.eraseToAnyPublisher() }
}

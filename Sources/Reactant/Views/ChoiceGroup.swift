/// One of several models, as radio buttons or as linked buttons; a component whose state is
/// the selected model. As in GTK, one is always selected: the first until another is chosen.
/// Setting a model that is not among them changes nothing, with a warning naming it.
@MainActor
open class ChoiceGroup<Model: Equatable>: WidgetComponent<Model, Model> {
    let group: any NativeChoiceGroup
    /// The choices, in the order they are shown.
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
            userChanged(self.models[index], reporting: self.models[index])
        }
    }

    /// Selects the button of `componentState`; a model not among `models` is refused with a
    /// warning and the selection stays.
    open override func update() {
        guard let index = models.firstIndex(of: componentState) else {
            Diagnostics.warning("\(typeName): \(String(describing: componentState)) is not one of its models; the selection stays.")
            if let current = group.selectedIndex { core.storeWithoutUpdate(models[current]) }
            return
        }
        if group.selectedIndex != index { group.selectedIndex = index }
    }

    /// The selected model: `componentState` under its own name.
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
    /// Radio buttons for `models`, labelled by `title`; `selected` (or the first) is selected.
    public init(models: [Model], title: (Model) -> String, selected: Model? = nil, vertical: Bool = true) {
        super.init(style: .radio(vertical: vertical), models: models, title: title, selected: selected, typeName: "RadioGroup")
    }
}

/// Linked buttons of which one is pressed in, as GNOME's view switchers.
///
///     let range = SegmentedChoice(models: [Range.day, .week, .month], title: \.title)
@MainActor
public final class SegmentedChoice<Model: Equatable>: ChoiceGroup<Model> {
    /// Linked buttons for `models`, labelled by `title`; `selected` (or the first) is pressed in.
    public init(models: [Model], title: (Model) -> String, selected: Model? = nil) {
        super.init(style: .segmented, models: models, title: title, selected: selected, typeName: "SegmentedChoice")
    }
}

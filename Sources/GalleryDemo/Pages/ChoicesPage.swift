import Reactant

/// A drop-down, radio buttons, segmented buttons and the toggles.
public final class ChoicesPage: ViewBase<Void, GalleryAction> {
    public let colour = DropDown(models: [tr("Red"), tr("Green"), tr("Blue")], title: { $0 }, selected: tr("Green"))
    public let size = RadioGroup(models: [tr("Small"), tr("Medium"), tr("Large")], title: { $0 }, selected: tr("Medium"), vertical: false)
    public let range = SegmentedChoice(models: [tr("Day"), tr("Week"), tr("Month")], title: { $0 })
    public let bold = ToggleButton(title: tr("Bold"))
    public let wifi = Switch(isOn: true)
    public let remember = CheckBox(label: tr("Remember me"))

    public override var actions: [Observable<GalleryAction>] {
        [colour.action.map { .edited(widget: tr("Drop-down"), value: $0) }.eraseToAnyPublisher(),
         size.action.map { .edited(widget: tr("Radio buttons"), value: $0) }.eraseToAnyPublisher(),
         range.action.map { .edited(widget: tr("Segmented"), value: $0) }.eraseToAnyPublisher(),
         bold.action.map { .edited(widget: tr("Toggle button"), value: $0 ? tr("on") : tr("off")) }.eraseToAnyPublisher(),
         wifi.action.map { .edited(widget: tr("Switch"), value: $0 ? tr("on") : tr("off")) }.eraseToAnyPublisher(),
         remember.action.map { .edited(widget: tr("Check box"), value: $0 ? tr("on") : tr("off")) }.eraseToAnyPublisher()]
    }

    public override func loadView() {
        addStyleClass("gallery-page")
        // Groups of buttons with their own texts are named as a group; single controls
        // without a text of their own have a visible label beside them.
        size.accessibleLabel = tr("Size")
        range.accessibleLabel = tr("Range")
        children(heading(tr("Drop-down")),
                 Container(layout: .horizontal(spacing: 12)).children(fieldLabel(tr("Colour"), for: colour), colour),
                 heading(tr("Radio buttons")), size,
                 heading(tr("Segmented choice")), range,
                 heading(tr("Toggles")),
                 Container(layout: .horizontal(spacing: 18)).children(
                     bold, Container(layout: .horizontal(spacing: 6)).children(fieldLabel(tr("Wi-Fi"), for: wifi), wifi),
                     remember))
    }

    public override func setupConstraints() {
        colour.layout.align(horizontal: .start)
        range.layout.align(horizontal: .start)
        wifi.layout.align(horizontal: .start, vertical: .center)
    }
}

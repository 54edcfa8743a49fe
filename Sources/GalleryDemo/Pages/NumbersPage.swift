import Reactant

/// A spin button, a slider, a progress bar and a level bar, wired together: the slider moves
/// the progress bar, the spin button the level bar.
public final class NumbersPage: ViewBase<Void, GalleryAction> {
    public let spin = SpinButton(value: 3, range: 0...5)
    public let slider = Slider(value: 40, range: 0...100, marks: [SliderMark(0, label: "0"), SliderMark(50), SliderMark(100, label: "100")])
    public let progress = ProgressBar(fraction: 0.4, text: nil)
    public let pulse = Button(title: tr("Pulse"))
    public let level = LevelBar(value: 3, range: 0...5, isDiscrete: true)
    private var wiring: [AnyCancellable] = []

    public override var actions: [Observable<GalleryAction>] {
        [spin.action.map { .edited(widget: tr("Spin button"), value: WidgetText.number($0)) }.eraseToAnyPublisher(),
         slider.action.map { .edited(widget: tr("Slider"), value: WidgetText.number($0)) }.eraseToAnyPublisher()]
    }

    public override func loadView() {
        addStyleClass("gallery-page")
        progress.showsText = true
        let spinHeading = heading(tr("Spin button")), sliderHeading = heading(tr("Slider"))
        spin.labelled(by: spinHeading)
        slider.labelled(by: sliderHeading)
        children(spinHeading, spin,
                 sliderHeading, slider,
                 heading(tr("Progress bar")), Container(layout: .horizontal(spacing: 12)).children(progress, pulse),
                 heading(tr("Level bar")), level)
    }

    public override func afterInit() {
        wiring = [
            slider.action.sink { [weak self] value in self?.progress.fraction = value / 100 },
            spin.action.sink { [weak self] value in self?.level.value = value },
            pulse.tap.sink { [weak self] in self?.progress.pulse() },
        ]
    }

    public override func setupConstraints() {
        spin.layout.align(horizontal: .start)
        progress.layout.expand(horizontally: true, vertically: false).align(horizontal: .fill, vertical: .center)
    }
}

/// Numbers in the status line.
enum WidgetText {
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

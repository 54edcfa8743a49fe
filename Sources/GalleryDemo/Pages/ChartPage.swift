import FoundationEssentials
import Reactant

/// A bar chart drawn on a canvas, scaled by a slider, and a pager of the same numbers.
public final class ChartPage: ViewBase<Void, GalleryAction> {
    public static let values: [Double] = [3, 7, 4, 9, 6, 2, 8]
    public let scale = Slider(value: 100, range: 20...100, step: 5)
    public let chart = CanvasView()
    public let pager = PagingCollectionView<ValueCell>(cellFactory: ValueCell.init)
    private var wiring: AnyCancellable?

    public override var actions: [Observable<GalleryAction>] {
        [scale.action.map { .edited(widget: tr("Chart scale"), value: WidgetText.number($0)) }.eraseToAnyPublisher(),
         selections(pager.action, of: tr("Pager")) { WidgetText.number($0) }]
    }

    public override func loadView() {
        addStyleClass("gallery-page")
        children(heading(tr("A chart on a canvas")), chart,
                 Container(layout: .horizontal(spacing: 12)).children(fieldLabel(tr("Chart scale"), for: scale), scale),
                 heading(tr("A pager")), pager)
        pager.componentState = .items(Self.values)
        draw(scale: 100)
    }

    public override func afterInit() {
        wiring = scale.action.sink { [weak self] value in self?.draw(scale: value) }
    }

    /// Bars of `values`, the tallest at `scale` percent of the height, with a baseline.
    func draw(scale: Double) {
        chart.setDraw { context in
            let values = ChartPage.values
            let maximum = values.max() ?? 1
            let width = context.width / Double(values.count)
            context.setColor(red: 0.6, green: 0.6, blue: 0.6)
            context.setLineWidth(1)
            context.move(toX: 0, y: context.height - 0.5)
            context.line(toX: context.width, y: context.height - 0.5)
            context.stroke()
            for (index, value) in values.enumerated() {
                let height = (context.height - 20) * value / maximum * scale / 100
                context.setColor(red: 0.21, green: 0.52, blue: 0.89)
                context.rectangle(x: Double(index) * width + 6, y: context.height - height - 1, width: width - 12, height: height)
                context.fill()
                context.setColor(red: 0.2, green: 0.2, blue: 0.2)
                context.text(WidgetText.number(value), x: Double(index) * width + width / 2 - 4, y: context.height - height - 6, size: 11)
            }
        }
    }

    public override func setupConstraints() {
        chart.layout.height(180).expand(horizontally: true, vertically: false)
        scale.layout.expand(horizontally: true, vertically: false)
        pager.layout.height(120)
    }
}

/// A page of the pager: one number, large.
public final class ValueCell: ViewBase<Double, Never> {
    let label = Label()
    public override func loadView() { children(label) }
    public override func setupConstraints() { label.layout.center() }
    public override func update() { label.text = Localization.fill(tr("Value %@"), WidgetText.number(componentState)) }
}

import Reactant
import ReactantGtk

/// Containers: a frame, an expander, a revealer, a paned, a scrolled view, an info bar, and a
/// GtkCalendar the toolkit doesn't wrap, through `NativeView`.
public final class StructurePage: ViewBase<Void, GalleryAction> {
    public let infoBar = InfoBar(message: tr("This is an info bar."), type: .info, buttons: [tr("Got it")], showsCloseButton: true)
    public let framedLabel = Frame(title: tr("Frame"), content: Label(text: tr("Inside a frame")))
    public let expander = Expander(title: tr("Expander"), content: Label(text: tr("Shown while expanded")))
    public let revealButton = ToggleButton(title: tr("Reveal"))
    public let revealer = Revealer(content: Label(text: tr("Revealed with a slide")))
    public let paned = Paned(start: Label(text: tr("Start")), end: Label(text: tr("End")))
    public let scroll = ScrollView(content: Label(text: (1...30).map { Localization.fill(tr("Line %@"), $0) }.joined(separator: "\n")))
    public let calendar = NativeView(typeName: "GtkCalendar") { gtk_calendar_new() }
    private var wiring: [AnyCancellable] = []

    public override var actions: [Observable<GalleryAction>] {
        [infoBar.response.map { response in
            switch response {
            case .button: .edited(widget: tr("Info bar"), value: tr("Got it"))
            case .closed: .edited(widget: tr("Info bar"), value: tr("closed"))
            }
        }.eraseToAnyPublisher(),
         expander.action.map { .edited(widget: tr("Expander"), value: $0 ? tr("expanded") : tr("collapsed")) }.eraseToAnyPublisher()]
    }

    public override func loadView() {
        addStyleClass("gallery-page")
        let left = Container(layout: .vertical(spacing: 12)).children(framedLabel, expander, revealButton, revealer)
        let right = Container(layout: .vertical(spacing: 12)).children(paned, Separator(), scroll)
        children(infoBar, Container(layout: .horizontal(spacing: 18)).children(left, Separator(vertical: true), right, calendar))
    }

    public override func afterInit() {
        wiring = [
            revealButton.action.sink { [weak self] on in self?.revealer.isRevealed = on },
            infoBar.response.sink { [weak self] _ in self?.infoBar.isRevealed = false },
        ]
    }

    public override func setupConstraints() {
        paned.position = 80
        paned.layout.height(60)
        scroll.layout.height(120).expand(horizontally: true, vertically: false)
        framedLabel.layout.width(180)
        revealButton.layout.align(horizontal: .start)
        calendar.layout.align(horizontal: .start, vertical: .start)
    }
}

import Reactant

/// One row of a settings-like list: what it is and how it is set.
public struct GallerySetting: Identifiable, Equatable, Sendable {
    public let title: String
    public let value: String
    public var id: String { title }
}

/// A row of the boxed list: the setting's title at the start, its value at the end, both in
/// the text colour (a dimmed value would fall under 4.5:1 contrast).
public final class SettingCell: ViewBase<GallerySetting, Never> {
    let title = Label()
    let value = Label()

    public override init() {
        super.init(layout: .horizontal(spacing: 12))
    }

    public override func loadView() {
        addStyleClass("setting-row")
        children(title, value)
    }

    public override func setupConstraints() {
        title.textAlignment = 0
        title.layout.expand(horizontally: true, vertically: false)
        value.textAlignment = 1
    }

    public override func update() {
        title.text = componentState.title
        value.text = componentState.value
    }
}

/// A short list inside a page, as GNOME draws one: a boxed list (`TableViewStyle.boxedList`).
public final class ListsPage: ViewBase<Void, GalleryAction> {
    /// Computed, so that each list shows them in the language of its time.
    public static var settings: [GallerySetting] { [
        GallerySetting(title: tr("Wi-Fi"), value: tr("Connected")),
        GallerySetting(title: tr("Bluetooth"), value: tr("Off")),
        GallerySetting(title: tr("Display"), value: tr("1920 × 1080")),
        GallerySetting(title: tr("Sound"), value: tr("Speakers")),
        GallerySetting(title: tr("Power"), value: tr("Balanced")),
    ] }

    public let list = PlainTableView<SettingCell>(cellFactory: SettingCell.init, style: .boxedList)

    public override var actions: [Observable<GalleryAction>] {
        [selections(list.action, of: tr("Boxed list")) { $0.title }]
    }

    public override func loadView() {
        addStyleClass("gallery-page")
        children(heading(tr("A boxed list")), list)
        list.componentState = .items(Self.settings)
    }

    public override func setupConstraints() {
        list.layout.expand(horizontally: true, vertically: true)
    }
}

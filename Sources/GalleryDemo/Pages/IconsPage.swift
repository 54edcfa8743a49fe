import Reactant

/// A themed icon and its name.
public struct GalleryIcon: Identifiable, Equatable, Sendable {
    public let name: String
    public var id: String { name }
}

/// A cell of the icon grid.
public final class IconCell: ViewBase<GalleryIcon, Never> {
    let image = ImageView()
    let label = Label()

    public override func loadView() {
        addStyleClass("icon-cell")
        // One line each: every item of a flow collection is as large as the first.
        children(image, label)
    }

    public override func update() {
        image.setIcon(named: componentState.name, size: .large)
        let name = componentState.name.replacing("-symbolic", with: "")
        label.text = name.count > 16 ? String(name.prefix(15)) + "…" : name
        tooltip = name
    }
}

/// A flow collection of the desktop theme's icons.
public final class IconsPage: ViewBase<Void, GalleryAction> {
    public static let iconNames = [
        "document-new", "document-open", "document-save", "document-print", "edit-copy", "edit-cut", "edit-paste",
        "edit-undo", "edit-redo", "edit-find", "edit-delete", "go-previous", "go-next", "go-up", "go-down", "go-home",
        "view-refresh", "list-add", "list-remove", "folder", "user-home", "user-trash", "emblem-favorite",
        "dialog-information", "dialog-warning", "dialog-error", "dialog-question", "help-browser", "system-search",
        "media-playback-start", "media-playback-pause", "media-playback-stop", "media-skip-forward",
        "audio-volume-high", "camera-photo", "mail-send", "preferences-system", "applications-games",
        "network-wireless", "battery", "weather-clear", "weather-overcast", "face-smile", "starred",
    ].map { $0 + "-symbolic" }

    public let icons = FlowCollectionView<IconCell>(cellFactory: IconCell.init, itemSize: (width: 112, height: 56), spacing: 6)

    public override var actions: [Observable<GalleryAction>] {
        [selections(icons.action, of: tr("Icon")) { $0.name }]
    }

    public override func loadView() {
        addStyleClass("gallery-page")
        children(heading(tr("A flow collection of icons")), icons)
        icons.componentState = .items(Self.iconNames.map(GalleryIcon.init))
    }

    public override func setupConstraints() {
        icons.layout.expand(horizontally: true, vertically: true)
    }
}

import Reactant

/// Shows the gallery and puts the last thing a person changed into the status line.
public final class GalleryController: ControllerBase<Void, GalleryRootView> {
    public private(set) var lastAction: GalleryAction?

    public init() {
        super.init(title: tr("Widget Gallery"))
        rootView.componentState = tr("Change any widget; what you did shows here.")
    }

    public override func act(on action: GalleryAction) {
        lastAction = action
        switch action {
        case .edited(let widget, let value):
            rootView.componentState = Localization.fill(tr("%@: %@"), widget, value)
        }
    }
}

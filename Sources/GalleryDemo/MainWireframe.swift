import Reactant

/// The gallery is one screen: its controller in a navigation window (for the header bar).
public final class MainWireframe: Wireframe {
    public init() {}

    public func entrypoint() -> Controller {
        NavigationController(root: galleryController())
    }

    func galleryController() -> GalleryController {
        create { _ in GalleryController() }
    }
}

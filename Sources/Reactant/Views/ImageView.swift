import FoundationEssentials

/// A picture: a named icon from the desktop's icon theme, an image file, or an image bundled
/// with the app as a SwiftPM resource (`setResource(_:in:)`, with `import ReactantFoundation`)
/// (GtkImage).
@MainActor
public final class ImageView: View {
    private let image: any NativeImage

    /// An empty image view; give it a picture with `setIcon(named:size:)` or `setFile(_:)`.
    public init() {
        image = Backends.current.makeImage()
        super.init(native: image)
    }

    /// An icon from the icon theme, e.g. `ImageView(iconName: "document-open-symbolic")`.
    public convenience init(iconName: String, size: IconSize = .button) {
        self.init()
        setIcon(named: iconName, size: size)
    }

    /// What the image shows now.
    public var source: ImageSource? { image.source }

    /// Shows the icon `name` from the desktop's icon theme, at `size`.
    public func setIcon(named name: String, size: IconSize = .button) {
        image.source = .iconName(name, size: size)
    }

    /// Shows an image file. A file that doesn't exist is reported through `Diagnostics` and
    /// the theme's "image-missing" icon is shown instead, as GTK itself would.
    public func setFile(_ url: URL) {
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            Diagnostics.error("ImageView: no readable image at \(url.path); showing image-missing.")
            image.source = .iconName("image-missing", size: .button)
            return
        }
        image.source = .file(path: url.path)
    }
}

#if GTK3 // GTK 3 only: scripts/guard-gtk3-sources.sh
import CGtk

/// A GtkImage showing a themed icon or a file.
@MainActor
final class GtkImageWrapper: GtkWidgetWrapper, NativeImage {
    /// A file GTK could not load. GTK then shows the "image-missing" icon and forgets the
    /// path, but the source is still that file (a person sees its placeholder, not an icon
    /// the app chose), so the path is kept for as long as GTK shows that placeholder.
    private var unloadableFile: String?

    init() {
        super.init(widget: gtk_image_new(), kind: .image)
    }

    private var image: UnsafeMutablePointer<GtkImage> { GObjectBridge.cast(widget) }

    var source: ImageSource? {
        get {
            if let file = loadedFile { return .file(path: file) }
            guard let icon = iconName else { return nil }
            if let unloadableFile, icon == Self.missingIcon { return .file(path: unloadableFile) }
            return .iconName(icon, size: Self.iconSize(pixels: Int(gtk_image_get_pixel_size(image))))
        }
        set {
            unloadableFile = nil
            switch newValue {
            case .iconName(let name, let size):
                // The pixel size overrides the GtkIconSize, so the icon gets exactly `size` pixels.
                gtk_image_set_from_icon_name(image, name, GTK_ICON_SIZE_BUTTON)
                gtk_image_set_pixel_size(image, gint(size.rawValue))
            case .file(let path):
                gtk_image_set_pixel_size(image, -1)
                gtk_image_set_from_file(image, path)
                if loadedFile == nil { unloadableFile = path }
            case nil:
                gtk_image_clear(image)
            }
        }
    }

    private static let missingIcon = "image-missing"

    /// The file GTK loaded the image from ("file" property; set only when loading worked).
    private var loadedFile: String? {
        GObjectBridge.property("file", of: widget, type: GObjectBridge.stringType) {
            GObjectBridge.string(g_value_get_string($0))
        }
    }

    private var iconName: String? {
        guard gtk_image_get_storage_type(image) == GTK_IMAGE_ICON_NAME else { return nil }
        var name: UnsafePointer<gchar>?
        gtk_image_get_icon_name(image, &name, nil)
        return GObjectBridge.string(name)
    }

    /// The named size nearest to a pixel size (exact for sizes this wrapper set).
    private static func iconSize(pixels: Int) -> IconSize {
        let sizes: [IconSize] = [.small, .button, .large, .dialog, .statusPage]
        return sizes.min { abs($0.rawValue - pixels) < abs($1.rawValue - pixels) } ?? .button
    }
}
#endif // GTK3

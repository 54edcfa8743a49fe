#if GTK3 || GTK4 // both GTK backends (GtkWidgetWrapper and GtkBackend name GTK 4's in a GTK 4 build)
import GtkC

/// A GtkImage showing a themed icon at a pixel size, or a file.
@MainActor
final class GtkImageWrapper: GtkWidgetWrapper, NativeImage {
#if GTK4
    /// GTK 4's GtkImage keeps no file name, so the one given is kept here.
    private var file: String?
#else
    /// A file GTK could not load. GTK then shows the "image-missing" icon and forgets the
    /// path, but the source is still that file (a person sees its placeholder, not an icon
    /// the app chose), so the path is kept for as long as GTK shows that placeholder.
    private var unloadableFile: String?
#endif

    init() {
        super.init(widget: gtk_image_new(), kind: .image)
    }

    var source: ImageSource? {
        get {
            if let file = shownFile { return .file(path: file) }
            guard let icon = iconName else { return nil }
            return .iconName(icon, size: Self.iconSize(pixels: Int(gtk_image_get_pixel_size(typed()))))
        }
        set {
#if GTK4
            file = nil
#else
            unloadableFile = nil
#endif
            switch newValue {
            case .iconName(let name, let size):
#if GTK4
                gtk_image_set_from_icon_name(typed(), name)
#else
                // The pixel size overrides the GtkIconSize, so the icon gets exactly `size` pixels.
                gtk_image_set_from_icon_name(typed(), name, GTK_ICON_SIZE_BUTTON)
#endif
                gtk_image_set_pixel_size(typed(), gint(size.rawValue))
            case .file(let path):
                gtk_image_set_pixel_size(typed(), -1)
                gtk_image_set_from_file(typed(), path)
#if GTK4
                file = path
#else
                if loadedFile == nil { unloadableFile = path }
#endif
            case nil:
                gtk_image_clear(typed())
            }
        }
    }

#if GTK4
    private var shownFile: String? { file }

    private var iconName: String? {
        guard gtk_image_get_storage_type(typed()) == GTK_IMAGE_ICON_NAME else { return nil }
        return GObjectBridge.string(gtk_image_get_icon_name(typed()))
    }
#else
    /// The file GTK loaded, or one it could not load while it shows the placeholder for it.
    private var shownFile: String? {
        loadedFile ?? (iconName == Self.missingIcon ? unloadableFile : nil)
    }

    private static let missingIcon = "image-missing"

    /// The file GTK loaded the image from ("file" property; set only when loading worked).
    private var loadedFile: String? {
        GObjectBridge.property("file", of: widget, type: GObjectBridge.stringType) {
            GObjectBridge.string(g_value_get_string($0))
        }
    }

    private var iconName: String? {
        guard gtk_image_get_storage_type(typed()) == GTK_IMAGE_ICON_NAME else { return nil }
        var name: UnsafePointer<gchar>?
        gtk_image_get_icon_name(typed(), &name, nil)
        return GObjectBridge.string(name)
    }
#endif

    /// The named size nearest to a pixel size (exact for sizes this wrapper set).
    private static func iconSize(pixels: Int) -> IconSize {
        let sizes: [IconSize] = [.small, .button, .large, .dialog, .statusPage]
        return sizes.min { abs($0.rawValue - pixels) < abs($1.rawValue - pixels) } ?? .button
    }
}

extension GtkBackend {
    public func makeImage() -> any NativeImage { GtkImageWrapper() }
}
#endif // GTK3 || GTK4

#if GTK4 // GTK 4 only: scripts/guard-gtk3-sources.sh
import CGtk4

/// A GtkImage showing a themed icon at a pixel size, or a file.
@MainActor
final class Gtk4ImageWrapper: Gtk4WidgetWrapper, NativeImage {
    /// GTK 4's GtkImage keeps no file name, so the one given is kept here.
    private var file: String?

    init() {
        super.init(widget: gtk_image_new(), kind: .image)
    }

    private var image: OpaquePointer { OpaquePointer(widget) }

    var source: ImageSource? {
        get {
            if let file { return .file(path: file) }
            guard gtk_image_get_storage_type(image) == GTK_IMAGE_ICON_NAME,
                  let name = Gtk4Object.string(gtk_image_get_icon_name(image)) else { return nil }
            return .iconName(name, size: Self.iconSize(pixels: Int(gtk_image_get_pixel_size(image))))
        }
        set {
            file = nil
            switch newValue {
            case .iconName(let name, let size):
                gtk_image_set_from_icon_name(image, name)
                gtk_image_set_pixel_size(image, gint(size.rawValue))
            case .file(let path):
                gtk_image_set_pixel_size(image, -1)
                gtk_image_set_from_file(image, path)
                file = path
            case nil:
                gtk_image_clear(image)
            }
        }
    }

    private static func iconSize(pixels: Int) -> IconSize {
        let sizes: [IconSize] = [.small, .button, .large, .dialog, .statusPage]
        return sizes.min { abs($0.rawValue - pixels) < abs($1.rawValue - pixels) } ?? .button
    }
}
#endif // GTK4

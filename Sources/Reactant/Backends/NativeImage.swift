/// Where an image's pixels come from.
public enum ImageSource: Equatable, Sendable {
    /// A named icon from the icon theme (such as "document-open"), at `size`.
    case iconName(String, size: IconSize)
    /// An image file GTK loads from `path` (gtk_image_set_from_file); a file it can't load
    /// shows the "image-missing" icon, and `source` still reads the file.
    case file(path: String)
}

/// A widget that shows an icon or a picture (GtkImage).
@MainActor
public protocol NativeImage: NativeWidget {
    /// What the image shows; nil clears it (gtk_image_clear). The headless image only keeps the
    /// value.
    var source: ImageSource? { get set }
}

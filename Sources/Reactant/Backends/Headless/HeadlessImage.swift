/// A GtkImage stand-in; it records where the pixels would come from and loads nothing.
@MainActor
public final class HeadlessImage: HeadlessWidget, NativeImage {
    /// What the image shows, kept as set; no file is read and no icon looked up.
    public var source: ImageSource?

    init(backend: HeadlessBackend) {
        super.init(kind: .image, backend: backend)
    }
}

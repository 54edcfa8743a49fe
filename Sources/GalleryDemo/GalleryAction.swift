/// What the gallery's pages report: a person's edit of some widget, described for the
/// status line.
public enum GalleryAction: Equatable, Sendable {
    case edited(widget: String, value: String)
}

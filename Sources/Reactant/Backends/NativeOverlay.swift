/// A widget with others drawn over it (GtkOverlay): the content fills it, each overlay widget
/// is placed by its own alignment (a toast: centred at the top) and takes input only where
/// it is. Its children are the content, then the overlays in the order added.
@MainActor
public protocol NativeOverlay: NativeWidget {
    /// The widget underneath that fills the overlay (GtkOverlay's child); setting another takes the
    /// old one out.
    var content: (any NativeWidget)? { get set }
    /// Widgets over the content, bottom first.
    var overlays: [any NativeWidget] { get }
    /// Puts `widget` over the content and the overlays already there (gtk_overlay_add_overlay); a
    /// widget that already has a parent is refused with an error.
    func addOverlay(_ widget: any NativeWidget)
    /// Takes an overlay widget out; the content or any other widget is left alone.
    func removeOverlay(_ widget: any NativeWidget)
}

/// A widget with others drawn over it (GtkOverlay): the content fills it, each overlay widget
/// is placed by its own alignment (a toast: centred at the top) and takes input only where
/// it is. Its children are the content, then the overlays in the order added.
@MainActor
public protocol NativeOverlay: NativeWidget {
    var content: (any NativeWidget)? { get set }
    /// Widgets over the content, bottom first.
    var overlays: [any NativeWidget] { get }
    func addOverlay(_ widget: any NativeWidget)
    func removeOverlay(_ widget: any NativeWidget)
}

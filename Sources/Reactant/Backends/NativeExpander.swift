/// A title that shows or hides the widget under it when clicked (GtkExpander). A collapsed
/// expander's content keeps its own visible flag but is not on screen (GTK unmaps it), so it
/// is not effectively visible. Space and Enter on the focused title toggle it.
@MainActor
public protocol NativeExpander: NativeWidget {
    /// The text of the clickable title (GtkExpander's label).
    var title: String { get set }
    /// Whether the content is shown (GtkExpander's expanded); setting it from code calls no
    /// `onExpandedChanged` handler.
    var isExpanded: Bool { get set }
    /// The widget shown under the title while expanded; setting another takes the old one out.
    var content: (any NativeWidget)? { get set }
    /// Called when a person expands or collapses it.
    func onExpandedChanged(_ handler: @escaping @MainActor (Bool) -> Void) -> SignalConnection
    /// A person's click on the title; returns why a person couldn't click it, or nil.
    func simulateToggle() -> String?
}

/// The focus a window gives itself when it is shown without a focus widget.
extension HeadlessWidget {
    /// The first widget Tab would reach from here, walked as gtk_widget_child_focus walks:
    /// hidden and insensitive widgets are skipped with everything inside them, a focusable
    /// widget takes the focus itself without looking inside, others are searched in
    /// `focusOrder`.
    func firstFocusable() -> HeadlessWidget? {
        guard isVisible, isSensitive else { return nil }
        if canFocus { return self }
        for child in focusOrder {
            if let found = child.firstFocusable() { return found }
        }
        return nil
    }
}

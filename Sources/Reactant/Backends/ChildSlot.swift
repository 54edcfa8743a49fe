/// A parent's slot for one child (a bin's child, an overlay's content, a paned's side), the
/// same rule in both backends as in GTK's setters of such a slot.
@MainActor
enum ChildSlot {
    /// Puts `replacement` in the place of `current`: the widget already there changes nothing,
    /// nor does one `adopt` refuses (the old child stays); else `takeOut` removes `current`
    /// and `putIn` places the adopted widget (nil: the slot is left empty).
    static func replace<Child: AnyObject>(_ current: Child?, with replacement: (any NativeWidget)?,
                                          adopt: (any NativeWidget) -> Child?,
                                          takeOut: (Child) -> Void, putIn: (Child?) -> Void) {
        if let current, current === replacement { return }
        var adopted: Child?
        if let replacement {
            guard let accepted = adopt(replacement) else { return }
            adopted = accepted
        }
        if let current { takeOut(current) }
        putIn(adopted)
    }
}

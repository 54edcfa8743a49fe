/// Moving widgets in and out of the tree, with GTK's refusals reported instead of performed.
extension HeadlessWidget {
    /// This widget, its parent, its parent's parent, … up to the top of the tree.
    var lineage: UnfoldFirstSequence<HeadlessWidget> {
        sequence(first: self) { $0.parent }
    }

    /// The top of the tree this widget is in (itself when it has no parent).
    var root: HeadlessWidget {
        var widget = self
        while let parent = widget.parent { widget = parent }
        return widget
    }

    /// The window this widget is inside; nil for a window itself, as GTK's focus rules want.
    var enclosingWindow: HeadlessWindow? {
        let top = root
        return top === self ? nil : top as? HeadlessWindow
    }

    /// The window at the top of this widget's tree, which may be this widget.
    var rootWindow: HeadlessWindow? { root as? HeadlessWindow }

    /// True when this widget is `other` or somewhere inside it.
    func isInside(_ other: HeadlessWidget) -> Bool {
        lineage.contains { $0 === other }
    }

    /// `widget` as a headless widget that may be put inside this one, or nil after reporting
    /// why not; callers then leave the tree as it was. GTK refuses a widget that has a parent
    /// or is a window with a critical warning; a loop it doesn't check, and would not survive.
    func adoptable(_ widget: any NativeWidget) -> HeadlessWidget? {
        guard let child = widget as? HeadlessWidget else {
            Diagnostics.error("Can't add a widget of another backend to a headless \(displayName).")
            return nil
        }
        if child is HeadlessWindow {
            Diagnostics.error("Can't add a window to a \(displayName): a window can't have a parent.")
            return nil
        }
        if let parent = child.parent {
            Diagnostics.error("""
                Can't add a \(child.displayName) to a \(displayName): it is already inside a \
                \(parent.displayName). Remove it from there first.
                """)
            return nil
        }
        if isInside(child) {
            Diagnostics.error("Can't add a \(child.displayName) to a \(displayName) inside it.")
            return nil
        }
        return child
    }

    /// Appends a child that `adoptable` accepted.
    func attach(_ child: HeadlessWidget) {
        children.append(child)
        child.parent = self
    }

    /// Takes a child out; as in GTK, the window loses its focus when it was in that subtree.
    func detach(_ child: HeadlessWidget) {
        rootWindow?.unsetFocus(inside: child)
        children.removeAll { $0 === child }
        child.parent = nil
    }

    /// Makes `widget` the only child (nil: none), as GtkBin-like widgets hold one.
    func setSoleChild(_ widget: (any NativeWidget)?) {
        replaceChild(children.first, with: widget) { adopted in
            if let adopted { attach(adopted) }
        }
    }

    /// GTK's rule for a child slot (`ChildSlot.replace`): `place` puts the adopted widget
    /// (nil: none) where the slot keeps it.
    func replaceChild(_ current: HeadlessWidget?, with widget: (any NativeWidget)?, place: (HeadlessWidget?) -> Void) {
        ChildSlot.replace(current, with: widget, adopt: adoptable, takeOut: detach, putIn: place)
    }
}

extension HeadlessWidget {
    /// GTK's route for a key press from the focus widget (gtk_window_propagate_key_event):
    /// this widget and then its ancestors, until one handles it. At each, as in its
    /// "key-press-event" emission, the handlers connected to it run first, then what the widget
    /// itself does with the key (an entry's editing keys, a list's cursor keys).
    func offerKeyPress(_ key: KeyPress) -> Bool {
        for widget in lineage {
            if widget is HeadlessWindow { return false }
            if widget.runKeyHandlers(key) { return true }
            // GtkWidget's own binding, on every widget: Ctrl+F1 emits show-help for the focus
            // widget's tooltip, which takes the key (Shift+F1's "what's this" doesn't).
            if widget === self, key == KeyPress(.f1, modifiers: .control) { return true }
            if widget.handleKey(key) { return true }
            if let shell = backend.shell as? HeadlessShell,
               shell.contextMenus.offerKey(key, to: widget, focus: self) { return true }
        }
        return false
    }
}

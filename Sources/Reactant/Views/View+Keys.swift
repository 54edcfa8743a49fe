extension View {
    /// Called for a key press while the keyboard focus is on this view or inside it; return
    /// true when the key is handled, which stops it there. GTK's order: the focused widget's
    /// handlers first, then what it does itself (an entry keeps Delete, Home, End, Ctrl+A and
    /// the characters it types), then the same for each view around it, outward; then the
    /// controller's `keyCommands`, then the window's accelerators (`Command`).
    ///
    /// The handler lives as long as the view; capture the view or its owner weakly in it.
    @discardableResult
    public func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) -> SignalConnection {
        native.onKeyPress(handler)
    }
}

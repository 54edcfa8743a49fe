import Reactant

/// Driving collection views as a person would.
extension Interact {
    /// Clicks item `index`; it must be on screen (`visibleItems`): scroll to it first.
    public static func tapItem(_ index: Int, in collection: some CollectionViewWidgets) throws {
        try checkCollection(collection, doing: "tap an item of")
        guard (0..<collection.itemCount).contains(index) else {
            throw InteractionError("can't tap item \(index) of \(Swift.type(of: collection)): it has \(collection.itemCount)")
        }
        let visible = collection.visibleItems
        guard visible.contains(index), let item = collection.flowItem(at: index) else {
            throw InteractionError("""
                can't tap item \(index) of \(Swift.type(of: collection)): it is not on screen (items \
                \(visible.lowerBound)..<\(visible.upperBound) are); scroll to it first
                """)
        }
        collection.flowBox.simulateItemClick(item)
        settle()
    }

    /// Presses a key with the focus on an item of the collection: the focused one, else the
    /// selected or first item on screen (as Tab into it would). Needs a shown window.
    public static func press(_ key: KeyPress, in collection: some CollectionViewWidgets) throws {
        try checkCollection(collection, doing: "press \(key) in")
        var top: any NativeWidget = collection.native
        while let parent = top.nativeParent { top = parent }
        guard let window = top as? any NativeWindow, window.isShown else {
            throw InteractionError("can't press \(key) in \(Swift.type(of: collection)): it is not in a shown window")
        }
        let items = collection.flowBox.items
        if !items.contains(where: \.isFocus) {
            guard let item = collection.flowBox.selectedItem ?? items.first else {
                throw InteractionError("can't press \(key) in \(Swift.type(of: collection)): it has no items to take the focus")
            }
            item.grabFocus()
        }
        window.simulateKeyPress(key)
        settle()
    }

    /// Swipes across the pager's page with a finger (or drags with the mouse), quickly enough
    /// to turn it: `.left` moves the finger to the left. On GTK this emits the pager's
    /// GtkGestureSwipe "swipe" signal with the velocity a flick ends with (1,000 px/s), so the
    /// handler a real swipe runs is the one that runs; no pointer events are synthesized.
    /// Headless the stack's swipe handlers run with the same velocity.
    public static func swipe<Cell>(_ direction: SwipeDirection, in pager: PagingCollectionView<Cell>) throws {
        try checkReachable(pager.swipeArea, label: "the pages of \(Swift.type(of: pager))", doing: "swipe across")
        let velocity = direction == .left ? -1_000.0 : 1_000.0
        pager.swipeArea.simulateSwipe(velocityX: velocity, velocityY: 0)
        settle()
    }

    private static func checkCollection(_ collection: some CollectionViewWidgets, doing verb: String) throws {
        guard collection.native.isEffectivelyVisible, collection.flowBox.isEffectivelyVisible else {
            throw InteractionError("can't \(verb) \(Swift.type(of: collection)): it (or a container of it) is hidden")
        }
        guard collection.native.isEffectivelySensitive else {
            throw InteractionError("can't \(verb) \(Swift.type(of: collection)): it (or a container of it) is insensitive")
        }
    }
}

/// Which way a finger moves across the screen.
public enum SwipeDirection: Sendable, Equatable {
    case left, right
}

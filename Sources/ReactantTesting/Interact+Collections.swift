import Reactant

/// Driving collection views as a person would.
extension Interact {
    /// Clicks item `index`; it must be on screen (`visibleItems`): scroll to it first.
    public static func tapItem(_ index: Int, in collection: some CollectionViewWidgets) throws {
        try checkItemView(collection, box: collection.flowBox, doing: "tap an item of")
        try tapBoxItem(index, of: collection, noun: "item", count: collection.itemCount, visible: collection.visibleItems,
                       item: collection.flowItem(at:), in: collection.flowBox)
    }

    /// Presses a key with the focus on an item of the collection: the focused one, else the
    /// selected or first item on screen (as Tab into it would). Needs a shown window.
    public static func press(_ key: KeyPress, in collection: some CollectionViewWidgets) throws {
        try checkItemView(collection, box: collection.flowBox, doing: "press \(key) in")
        guard let window = topWindow(of: collection), window.isShown else {
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
}

/// Which way a finger moves across the screen.
public enum SwipeDirection: Sendable, Equatable {
    /// Right to left: turns to the next page (to the previous one in a right-to-left locale).
    case left
    /// Left to right: turns to the previous page (to the next one in a right-to-left locale).
    case right
}

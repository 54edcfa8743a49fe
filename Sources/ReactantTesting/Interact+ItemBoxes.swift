import Reactant

/// The one reach into item boxes (`NativeItemBox`): a table's rows and a collection's items
/// are clicked, checked and found on screen the same way.
extension Interact {
    /// Clicks the box item showing `index` of `view`, which has `count` of them, `visible` on
    /// screen; `noun` names them in errors ("row", "item").
    static func tapBoxItem(
        _ index: Int, of view: View, noun: String, count: Int, visible: Range<Int>,
        item: (Int) -> (any NativeBoxItem)?, in box: any NativeItemBox
    ) throws {
        guard (0..<count).contains(index) else {
            throw InteractionError("can't tap \(noun) \(index) of \(Swift.type(of: view)): it has \(count) \(noun)(s)")
        }
        guard visible.contains(index), let item = item(index) else {
            throw InteractionError("""
                can't tap \(noun) \(index) of \(Swift.type(of: view)): it is not on screen (\(noun)s \
                \(visible.lowerBound)..<\(visible.upperBound) are); scroll to it first
                """)
        }
        box.simulateItemClick(item)
        settle()
    }

    /// Refuses a table or collection (and its `box`, when given) that a person can't reach.
    static func checkItemView(_ view: View, box: (any NativeWidget)? = nil, doing verb: String) throws {
        guard view.native.isEffectivelyVisible, box?.isEffectivelyVisible ?? true else {
            throw InteractionError("can't \(verb) \(Swift.type(of: view)): it (or a container of it) is hidden")
        }
        guard view.native.isEffectivelySensitive else {
            throw InteractionError("can't \(verb) \(Swift.type(of: view)): it (or a container of it) is insensitive")
        }
    }

    /// The window at the top of `view`'s tree, if it is in one.
    static func topWindow(of view: View) -> (any NativeWindow)? {
        var top: any NativeWidget = view.native
        while let parent = top.nativeParent { top = parent }
        return top as? any NativeWindow
    }
}

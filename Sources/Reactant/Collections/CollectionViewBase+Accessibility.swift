/// What screen readers hear of the items: their content and their place.
extension CollectionViewBase {
    /// Screen readers announce an item by its content and its place ("document-open",
    /// "Item 2 of 44"), as table rows; the flow box holds only the items on screen. An item
    /// is named again when its cell was bound to another model or it holds another cell, and
    /// told its place again when that or the count changed: naming and placing every item on
    /// every update cost a change of one item most of its time.
    func nameItems(rebound: Set<ObjectIdentifier>) {
        var told: [ObjectIdentifier: ToldItem] = [:]
        told.reserveCapacity(cells.count)
        let parallel = cellItems.count == cells.count
        for (offset, item) in (parallel ? cellItems : flowBox.items).enumerated() {
            guard let content = item.content else { continue }
            let cell = parallel ? ObjectIdentifier(cells[offset]) : ObjectIdentifier(content)
            let index = first + (parallel ? offset : item.index)
            let before = toldItems[ObjectIdentifier(item)]
            if before?.cell != cell || rebound.contains(cell) || !parallel {
                let name = ContentName.of(content)
                if item.accessibleLabel != name { item.accessibleLabel = name }
            }
            // The position as the locale writes it is kept: a count that changes (an insertion
            // anywhere) tells every item again, but formats only the count anew.
            var position = before?.index == index ? before?.position : nil
            if position == nil || before?.count != models.count {
                let written = position ?? CountFormat.string(from: index + 1)
                position = written
                // TRANSLATORS: a screen reader says where an item of a grid is: "Item 5 of 40".
                let place = placeDescriptions.text(rtr("Item %@ of %@"), position: written, count: models.count)
                if item.accessibleDescription != place { item.accessibleDescription = place }
            }
            told[ObjectIdentifier(item)] = ToldItem(cell: cell, index: index, count: models.count, position: position ?? "")
        }
        toldItems = told
    }
}

/// What an item was last told for screen readers (`CollectionViewBase.nameItems`): which
/// cell's content named it, and its place, with the position as the locale writes it.
struct ToldItem {
    let cell: ObjectIdentifier
    let index: Int
    let count: Int
    let position: String
}

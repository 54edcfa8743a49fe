import Reactant
import ReactantTesting
import Testing

/// An icon with a name, as the gallery's icon grid.
struct Icon: Identifiable, Equatable {
    let id: Int
    var name: String
}

enum IconCellAction: Equatable { case favourite }

final class IconCell: ViewBase<Icon, IconCellAction> {
    let label = Label()
    let star = Button(title: "☆")
    override var actions: [Observable<IconCellAction>] { [star.tap.rewrite(with: .favourite)] }
    override func loadView() { children(label, star) }
    override func update() { label.text = componentState.name }
}

extension UITests {
    @Suite @MainActor struct CollectionViewTests {
        init() throws { try TestBackend.start() }

        func icons(_ count: Int) -> [Icon] { (0..<count).map { Icon(id: $0, name: "Icon \($0)") } }

        @Test func statesShowItemsAMessageOrASpinner() {
            let collection = SimpleCollectionView<IconCell>(cellFactory: IconCell.init)
            collection.componentState = .items(icons(3))
            #expect(collection.itemCount == 3)
            #expect(collection.flowBox.items.count == 3)
            #expect(collection.flowBox.isEffectivelyVisible)
            collection.componentState = .empty(message: "No icons")
            #expect(collection.flowBox.items.isEmpty)
            #expect(!collection.flowBox.isEffectivelyVisible)
            // A status page as a table's: icon, title in the text colour, a status for readers.
            #expect(WidgetTree.render(collection).contains("image icon=view-grid-symbolic size=96 .status-page-icon .dim-label"))
            #expect(WidgetTree.render(collection).contains(#"label "No icons" .status-page-title"#))
            #expect(collection.statusPage.accessibleRole == .status)
            #expect(collection.statusPage.accessibleLabel == "No icons")
            collection.componentState = .loading
            #expect(WidgetTree.render(collection).contains("spinner spinning .status-page-spinner"))
            #expect(collection.statusPage.accessibleLabel == "Loading…")
            #expect(collection.statusPage.spinner.accessibleLabel == "Loading")
            collection.componentState = .items(icons(2))
            #expect(collection.flowBox.items.count == 2)
        }

        /// A screen reader hears an item by its content and where it is, as a table row.
        @Test func itemsAreNamedByTheirContentAndPlace() throws {
            let collection = FlowCollectionView<IconCell>(cellFactory: IconCell.init, itemSize: (width: 96, height: 48), spacing: 6)
            let window = showInWindow(collection)
            defer { window.close() }
            collection.componentState = .items(icons(3))
            Interact.settleLayout()
            #expect(collection.flowBox.items.map(\.accessibleLabel) == ["Icon 0", "Icon 1", "Icon 2"])
            #expect(collection.flowBox.items.map(\.accessibleDescription) == ["Item 1 of 3", "Item 2 of 3", "Item 3 of 3"])
            collection.componentState = .items(icons(1000))
            collection.scrollToItem(500)
            Interact.settleLayout()
            let item = try #require(collection.flowItem(at: 500))
            #expect(item.accessibleLabel == "Icon 500")
            #expect(item.accessibleDescription == "Item 501 of 1000")
        }

        /// An update names again the items whose model changed and tells every item a place
        /// or a count that changed, and leaves the others as they were.
        @Test func updatesKeepTheItemsNamesAndPlacesRight() throws {
            let collection = FlowCollectionView<IconCell>(cellFactory: IconCell.init, itemSize: (width: 96, height: 48), spacing: 6)
            let window = showInWindow(collection)
            defer { window.close() }
            collection.componentState = .items(icons(4))
            Interact.settleLayout()
            collection.updateItems { $0[2].name = "Changed" }
            #expect(collection.flowBox.items.map(\.accessibleLabel) == ["Icon 0", "Icon 1", "Changed", "Icon 3"])
            #expect(collection.flowBox.items.map(\.accessibleDescription) == ["Item 1 of 4", "Item 2 of 4", "Item 3 of 4", "Item 4 of 4"])
            collection.updateItems { $0.insert(Icon(id: 10, name: "New"), at: 1) }
            #expect(collection.flowBox.items.map(\.accessibleLabel) == ["Icon 0", "New", "Icon 1", "Changed", "Icon 3"])
            #expect(collection.flowBox.items.map(\.accessibleDescription) == ["Item 1 of 5", "Item 2 of 5", "Item 3 of 5", "Item 4 of 5", "Item 5 of 5"])
            // A caller's own array, one model changed: the same.
            var models = icons(3)
            collection.componentState = .items(models)
            models[0].name = "First"
            collection.componentState = .items(models)
            #expect(collection.flowBox.items.map(\.accessibleLabel) == ["First", "Icon 1", "Icon 2"])
            #expect(collection.flowBox.items.map(\.accessibleDescription) == ["Item 1 of 3", "Item 2 of 3", "Item 3 of 3"])
            #expect(collection.flowBox.accessibleDescription == "3 items")
        }

        @Test func aHundredThousandItemsMakeOnlyTheCellsOnScreen() throws {
            let made = FactoryCounter(IconCell.init)
            let collection = FlowCollectionView<IconCell>(cellFactory: made.callAsFunction, itemSize: (width: 96, height: 48), spacing: 6)
            let window = showInWindow(collection)
            defer { window.close() }
            collection.componentState = .items(icons(100_000))
            Interact.settleLayout()
            let held = collection.materializedItems.count
            #expect(held > 0 && held < 200)
            #expect(made.count <= held + 1)
            collection.scrollToItem(99_999)
            Interact.settleLayout()
            #expect(collection.materializedItems.contains(99_999))
            #expect(collection.flowItem(at: 99_999) != nil)
            #expect(made.count <= held + 2 * collection.columns + 1)
            // One item changes: only its cell is bound again.
            let before = made.made.map(\.componentState)
            collection.updateItems { $0[99_999].name = "Last" }
            #expect(WidgetTree.render(collection.flowItem(at: 99_999)!).contains("Last"))
            #expect(made.made.map(\.componentState).filter { !before.contains($0) }.count == 1)
        }

        /// As tables: once shown and idle, the collection no longer shares the caller's array,
        /// so a caller changing one model changes it in place.
        @Test func aCallersArrayIsChangedInPlaceOnceTheCollectionWasIdle() throws {
            let collection = FlowCollectionView<IconCell>(cellFactory: IconCell.init, itemSize: (width: 96, height: 48), spacing: 6)
            let window = showInWindow(collection)
            defer { window.close() }
            var models = icons(10_000)
            collection.componentState = .items(models)
            Interact.settleLayout()
            for index in [0, 4] {
                let storage = models.withUnsafeBufferPointer { $0.baseAddress }
                models[index].name = "Changed \(index)"
                #expect(models.withUnsafeBufferPointer { $0.baseAddress } == storage, "item \(index): the array was copied")
                collection.componentState = .items(models)
                #expect(WidgetTree.render(collection.flowItem(at: index)!).contains("Changed \(index)"))
                Interact.settleLayout()
            }
            guard case .items(let shown) = collection.componentState else { Issue.record("not .items"); return }
            #expect(shown == models)
        }

        @Test func selectionFollowsItsModel() throws {
            let collection = SimpleCollectionView<IconCell>(cellFactory: IconCell.init)
            let log = ActionLog(collection)
            let window = showInWindow(collection)
            defer { window.close() }
            collection.componentState = .items(icons(6))
            Interact.settleLayout()
            try Interact.tapItem(2, in: collection)
            #expect(log.actions == [.selected(Icon(id: 2, name: "Icon 2"))])
            #expect(collection.selectedItemIndex == 2)
            collection.componentState = .items([Icon(id: 99, name: "New")] + icons(6))
            #expect(collection.selectedItemIndex == 3)
            #expect(collection.flowItem(at: 3)?.isSelected == true)
            collection.deselectsAutomatically = true
            try Interact.tapItem(0, in: collection)
            #expect(log.actions.last == .selected(Icon(id: 99, name: "New")))
            #expect(collection.selectedItemIndex == nil)
        }

        @Test func cellsSendRowActionsWithTheirModels() throws {
            let collection = SimpleCollectionView<IconCell>(cellFactory: IconCell.init)
            let log = ActionLog(collection)
            collection.componentState = .items(icons(4))
            let cell = try #require(collection.flowItem(at: 1)?.content)
            let star = try #require(cell.nativeChildren.compactMap { $0 as? any NativeButton }.first)
            star.simulateClick()
            #expect(log.actions == [.rowAction(Icon(id: 1, name: "Icon 1"), .favourite)])
        }

        /// The items per line follow the width the collection gets, and never hold its window
        /// wider than it was made: it can be narrowed, and the lines wrap again.
        @Test func aCollectionKeepsItsWindowsWidthAndWrapsWhenNarrowed() throws {
            let collection = FlowCollectionView<IconCell>(cellFactory: IconCell.init, itemSize: (width: 80, height: 40))
            let window = showInWindow(collection)
            defer { window.close() }
            collection.componentState = .items(icons(200))
            Interact.settleLayout()
            func itemsFit(_ width: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
                let frame = try #require(collection.native.frame(in: window), sourceLocation: sourceLocation)
                #expect(frame.width == width, sourceLocation: sourceLocation)
                for index in collection.visibleItems {
                    let item = try #require(collection.flowItem(at: index)?.frame(in: collection.native), sourceLocation: sourceLocation)
                    #expect(item.maxX <= frame.width, "item \(index) at \(item)", sourceLocation: sourceLocation)
                }
            }
            try itemsFit(320)
            let wide = collection.columns
            window.resize(width: 200, height: 300)
            Interact.settleLayout()
            try itemsFit(200)
            #expect(collection.columns <= wide)
            // The keyboard moves by the lines as they are now.
            try Interact.press(KeyPress(.right), in: collection)
            try Interact.press(KeyPress(.down), in: collection)
            #expect(collection.selectedItemIndex == 1 + collection.columns)
        }

        /// The lines follow the width the window gives the collection, on both backends alike:
        /// an item is its size plus Adwaita's 3 px padding a side (86 px), and as many fit a
        /// line as the width allows with the 6 px spacing between. The item frames show it,
        /// narrowing (320 → 200) and widening (200 → 480) the window.
        @Test func theLinesFollowTheWindowsWidthOnBothBackends() throws {
            let collection = FlowCollectionView<IconCell>(cellFactory: IconCell.init, itemSize: (width: 80, height: 40), spacing: 6)
            let window = showInWindow(collection)
            defer { window.close() }
            collection.componentState = .items(icons(40))
            Interact.settleLayout()
            for (width, columns) in [(320, 3), (200, 2), (480, 5)] {
                window.resize(width: width, height: 300)
                Interact.settleLayout()
                #expect(collection.columns == columns, "at \(width) px")
                let frames = try (0..<(columns + 1)).map { index in
                    try #require(collection.flowItem(at: index)?.frame(in: collection.native))
                }
                // One line of `columns` items left to right, the next item starting line two.
                #expect(frames.prefix(columns).map(\.y) == Array(repeating: frames[0].y, count: columns))
                #expect(zip(frames.prefix(columns), frames.dropFirst().prefix(columns - 1)).allSatisfy { $0.maxX < $1.x })
                #expect(frames[columns].x == frames[0].x && frames[columns].y > frames[0].y)
                #expect(frames.allSatisfy { $0.maxX <= width })
                ParityRecorder.record("lines", "\(width) px: \(collection.columns) columns, item \(collection.flowItem(at: 0)!.naturalSize.width) wide")
            }
        }

        @Test func theArrowKeysMoveInTwoDimensions() throws {
            let collection = FlowCollectionView<IconCell>(cellFactory: IconCell.init, itemSize: (width: 80, height: 40))
            let log = ActionLog(collection)
            let window = showInWindow(collection)
            defer { window.close() }
            collection.componentState = .items(icons(500))
            Interact.settleLayout()
            let columns = collection.columns
            #expect(columns > 1)
            try Interact.press(.right, in: collection)
            #expect(collection.selectedItemIndex == 1)
            try Interact.press(KeyPress(.down), in: collection)
            #expect(collection.selectedItemIndex == 1 + columns)
            try Interact.press(.left, in: collection)
            #expect(collection.selectedItemIndex == columns)
            try Interact.press(KeyPress(.end), in: collection)
            #expect(collection.selectedItemIndex == 499)
            #expect(collection.visibleItems.contains(499))
            #expect(collection.flowItem(at: 499)?.isFocus == true)
            try Interact.press(KeyPress(.down), in: collection)  // past the end: nothing moves
            #expect(collection.selectedItemIndex == 499)
            try Interact.press(KeyPress(.home), in: collection)
            #expect(collection.selectedItemIndex == 0)
            try Interact.press(KeyPress(.right, modifiers: .control), in: collection)  // the cursor only
            #expect(collection.selectedItemIndex == 0)
            #expect(collection.flowItem(at: 1)?.isFocus == true)
            try Interact.press(KeyPress(.enter), in: collection)
            #expect(log.actions == [.selected(Icon(id: 1, name: "Icon 1"))])
        }

        @Test func aReloadableCollectionRefreshesFromItsButtonAndKeys() throws {
            let collection = SimpleCollectionView<IconCell>(cellFactory: IconCell.init, reloadable: true)
            let log = ActionLog(collection)
            let window = showInWindow(collection)
            defer { window.close() }
            collection.componentState = .items(icons(3))
            try Interact.tap(collection.refreshButton!)
            try Interact.press(KeyPress(.f5), in: collection)
            #expect(log.actions == [.refresh, .refresh])
        }

        @Test func aPagerShowsItsEmptyAndLoadingStatesAsAStatusPage() {
            let pager = PagingCollectionView<IconCell>(cellFactory: IconCell.init)
            pager.componentState = .empty(message: "No pages")
            #expect(WidgetTree.render(pager).contains("image icon=view-paged-symbolic size=96 .status-page-icon .dim-label"))
            #expect(pager.statusPage.accessibleLabel == "No pages")
            pager.componentState = .loading
            #expect(WidgetTree.render(pager).contains("spinner spinning .status-page-spinner"))
            pager.componentState = .items(icons(2))
            #expect(pager.statusPage.isHidden)
        }

        @Test func aPagerShowsOnePageWithTwoCellsWhateverTheCount() throws {
            let made = FactoryCounter(IconCell.init)
            let pager = PagingCollectionView<IconCell>(cellFactory: made.callAsFunction)
            let log = ActionLog(pager)
            let window = showInWindow(pager)
            defer { window.close() }
            pager.componentState = .items(icons(1_000))
            #expect(made.count == 2)
            #expect(pager.currentPage == 0)
            #expect(!pager.previousButton.isEnabled)
            try Interact.tap(pager.nextButton)
            #expect(pager.currentPage == 1)
            #expect(pager.currentCell?.componentState == Icon(id: 1, name: "Icon 1"))
            try Interact.press(KeyPress(.end), on: pager.nextButton)
            #expect(pager.currentPage == 999)
            try Interact.press(.left, on: pager.previousButton)
            #expect(pager.currentPage == 998)
            pager.showPage(5)  // from code: no action
            #expect(log.actions == [.selected(Icon(id: 1, name: "Icon 1")), .selected(Icon(id: 999, name: "Icon 999")),
                                    .selected(Icon(id: 998, name: "Icon 998"))])
            #expect(made.count == 2)
            // A few pages show dots; a tap on one turns to it.
            pager.componentState = .items(icons(4))
            #expect(pager.dotButtons.count == 4)
            #expect(pager.currentPage == 3)  // the page's model went: the position, clamped
            try Interact.tap(pager.dotButtons[1])
            #expect(pager.currentPage == 1)
            #expect(pager.dotButtons[1].accessibleLabel == "Page 2 of 4")
            pager.currentCell?.star.native.isVisible = true
            try Interact.tap(try #require(pager.currentCell).star)
            #expect(log.actions.last == .rowAction(Icon(id: 1, name: "Icon 1"), .favourite))
        }
    }
}


/// One item at a time, a page each, with previous/next buttons, page dots and the keyboard
/// (Reactant's PagingCollectionView; libhandy's carousel in GNOME's words), on a GtkStack
/// that slides between pages.
///
///     let onboarding = PagingCollectionView<SlideCell>(cellFactory: SlideCell.init)
///     onboarding.componentState = .items(slides)
///
/// Only two cells exist, whatever the number of items: the page shown, and the one the next
/// page is bound to before it slides in. A person turning the page (the buttons, a dot, a
/// horizontal swipe, Left/Right, Page Up/Down, Home/End while the focus is inside) sends `.selected(model)`
/// with the page's model; cells' own actions arrive as `.rowAction`; a reloadable pager adds
/// a Refresh button, Ctrl+R and F5 (`.refresh`). Up to 12 pages show a dot each (a button
/// named "Page 3 of 5" for screen readers); more show "3 / 40".
///
/// Right to left (Hebrew, Arabic), the pages run from right to left as the buttons and dots
/// do: the next page slides in from the left, Left and a swipe to the right turn to it.
///
/// The states, the status page and the refresh are `ItemsViewBase`'s, as a table's; the
/// pages are not an item box (`ItemBoxViewBase`): two cells on a stack, nothing to scroll or
/// recycle, no selection to keep, and the models stay the caller's.
@MainActor
open class PagingCollectionView<Cell: View & Component>:
    ItemsViewBase<Cell.StateType, Cell.StateType, Cell.ActionType>
{
    /// The state each page's cell shows: one model a page.
    public typealias Model = Cell.StateType

    /// The button that turns to the previous page; insensitive on the first page.
    public let previousButton = Button(iconName: "go-previous-symbolic", accessibleLabel: rtr("Previous page"))
    /// The button that turns to the next page; insensitive on the last page.
    public let nextButton = Button(iconName: "go-next-symbolic", accessibleLabel: rtr("Next page"))
    let stack = Stack()
    let cells: [Cell]
    let controls = Container(layout: .horizontal(spacing: 6))
    let dots = Container(layout: .horizontal(spacing: 2))
    let counter = Label()
    open override var emptyIconName: String { "view-paged-symbolic" }
    /// The dot buttons shown now, one per page.
    public private(set) var dotButtons: [Button] = []
    private var dotSubscriptions: [AnyCancellable] = []
    private var cellSubscriptions: [AnyCancellable] = []

    var models: [Model] = []
    /// The page shown, nil without items.
    public private(set) var currentPage: Int?
    /// Which of the two cells shows the current page.
    private var shownCell = 0
    static var maximumDots: Int { 12 }

    /// A pager whose two cells come from `cellFactory` (called twice, now); `reloadable` adds a
    /// Refresh button, Ctrl+R and F5 (`.refresh`). It starts with no items.
    public init(cellFactory: @escaping @MainActor () -> Cell, reloadable: Bool = false) {
        cells = [cellFactory(), cellFactory()]
        super.init(reloadable: reloadable)
        componentState = .items([])
    }

    open override func loadView() {
        addStyleClass("paging-collection-view")
        if let refreshButton { children(refreshButton) }
        children(stack, controls.children(previousButton, dots, counter, nextButton), statusPage)
        statusPage.addStyleClass("collection-placeholder")
        for cell in cells { stack.add(cell) }
        for (index, cell) in cells.enumerated() {
            cellSubscriptions.append(cell.action.sink { [weak self] action in
                guard let self, index == shownCell, currentPage != nil else { return }
                perform(action: .rowAction(cell.componentState, action))
            })
        }
        cellSubscriptions.append(previousButton.tap.sink { [weak self] in self?.turn(by: -1) })
        cellSubscriptions.append(nextButton.tap.sink { [weak self] in self?.turn(by: 1) })
        // Kept as long as the stack, which holds the handler; it holds this view weakly.
        _ = stack.swipeArea.onSwipe { [weak self] velocityX, velocityY in
            self?.swiped(velocityX: velocityX, velocityY: velocityY)
        }
        _ = content.onKeyPress { [weak self] key in self?.keyPressed(key) ?? false }
    }

    open override func setupConstraints() {
        stack.layout.expand(horizontally: true, vertically: true)
        controls.layout.centerX().margins(EdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6))
        refreshButton?.layout.align(horizontal: .end).margins(EdgeInsets(all: 6))
        statusPage.layout.center().expand(horizontally: true, vertically: true)
    }

    /// The stack and the controls hide without items, leaving the view to the status page.
    override func showItems(_ models: [Model]?) {
        show(models ?? [])
    }

    /// How many pages the current `.items` state has (0 in the other states).
    public var itemCount: Int { models.count }

    /// Where swipes turn the page: the pages' stack (a GtkGestureSwipe on it on GTK).
    public var swipeArea: any NativeSwipeArea { stack.swipeArea }

    /// The cell showing the current page.
    public var currentCell: Cell? { currentPage == nil ? nil : cells[shownCell] }

    /// Shows page `index` (clamped) from code: no action is sent.
    public func showPage(_ index: Int, animated: Bool = true) {
        guard !models.isEmpty else { return }
        go(to: min(max(0, index), models.count - 1), animated: animated)
    }

    /// A new list keeps the page's model in view when it is still there (by identity), else
    /// the same position (clamped).
    func show(_ newModels: [Model]) {
        let previous = currentPage.map { models[$0] }
        models = newModels
        stack.isHidden = newModels.isEmpty
        controls.isHidden = newModels.isEmpty
        guard !newModels.isEmpty else {
            currentPage = nil
            updateControls()
            return
        }
        var page = min(currentPage ?? 0, newModels.count - 1)
        if let previous, let identity = TableRowItem.identity(of: previous),
           let found = newModels.firstIndex(where: { TableRowItem.identity(of: $0) == identity }) {
            page = found
        }
        currentPage = page
        cells[shownCell].componentState = newModels[page]
        stack.show(cells[shownCell], transition: .none)
        updateControls()
    }

    private func go(to page: Int, animated: Bool) {
        guard let current = currentPage, page != current else { return }
        let incoming = 1 - shownCell
        cells[incoming].componentState = models[page]
        // The next page comes from where the following pages are: the right, or the left in RTL.
        let forward = (page > current) != isRightToLeft
        let transition: StackTransition = animated ? (forward ? .slideLeft : .slideRight) : .none
        shownCell = incoming
        currentPage = page
        stack.show(cells[incoming], transition: transition)
        updateControls()
    }

    /// A person turning the page.
    func turn(to page: Int) {
        guard !models.isEmpty else { return }
        let target = min(max(0, page), models.count - 1)
        guard target != currentPage else { return }
        go(to: target, animated: true)
        perform(action: .selected(models[target]))
    }

    func turn(by step: Int) {
        guard let currentPage else { return }
        turn(to: currentPage + step)
    }

    var isRightToLeft: Bool { native.textDirection == .rightToLeft }

    /// The slowest flick that turns a page, in pixels per second: slower drags (a click that
    /// moved a little, a hesitant drag) leave the page alone.
    static var minimumSwipeVelocity: Double { 200 }

    /// A mostly horizontal swipe turns one page: the pages follow the finger, so a swipe to
    /// the left brings in the page on the right (the next one; the previous one right to
    /// left). At the first or last page nothing happens (no wrapping).
    func swiped(velocityX: Double, velocityY: Double) {
        guard abs(velocityX) > abs(velocityY), abs(velocityX) >= Self.minimumSwipeVelocity else { return }
        let bringsInRightPage = velocityX < 0
        turn(by: bringsInRightPage != isRightToLeft ? 1 : -1)
    }

    func keyPressed(_ key: KeyPress) -> Bool {
        if refreshKeyPressed(key) { return true }
        guard key.modifiers.isEmpty, let currentPage else { return false }
        // Left and Right follow the pages on screen, mirrored right to left; Page keys don't.
        let rightStep = isRightToLeft ? -1 : 1
        switch key.key {
        case .left: turn(to: currentPage - rightStep)
        case .right: turn(to: currentPage + rightStep)
        case .pageUp: turn(to: currentPage - 1)
        case .pageDown: turn(to: currentPage + 1)
        case .home: turn(to: 0)
        case .end: turn(to: models.count - 1)
        default: return false
        }
        return true
    }

    private func updateControls() {
        let count = models.count
        previousButton.isEnabled = (currentPage ?? 0) > 0
        nextButton.isEnabled = (currentPage ?? 0) < count - 1
        let wantsDots = count <= Self.maximumDots
        counter.isHidden = wantsDots
        dots.isHidden = !wantsDots
        if wantsDots {
            if dotButtons.count != count {
                for button in dotButtons { dots.remove(button) }
                dotSubscriptions.removeAll()
                dotButtons = (0..<count).map { index in
                    let button = Button(title: "○")
                    button.addStyleClass("flat")
                    button.accessibleLabel = Localization.fill(rtr("Page %@ of %@"), index + 1, count)
                    dotSubscriptions.append(button.tap.sink { [weak self] in self?.turn(to: index) })
                    return button
                }
                dots.children(dotButtons)
            }
            for (index, button) in dotButtons.enumerated() { button.title = index == currentPage ? "●" : "○" }
        } else {
            counter.text = Localization.fill(rtr("%@ / %@"), (currentPage ?? 0) + 1, count)
        }
    }
}

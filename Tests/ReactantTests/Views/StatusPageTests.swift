import Reactant
import ReactantTesting
import Testing

/// Tables' and collections' status pages: no results, an error with "Try Again", and back.
@Suite(.uiSerialized) @MainActor
struct StatusPageTests {
    init() throws { try TestBackend.start() }

    private func statusLines(_ view: View) -> [String] {
        let lines = WidgetTree.render(view).split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.contains(".status-page ") }) else { return [] }
        let indent = lines[start].prefix { $0 == " " }.count
        let rest = lines[(start + 1)...].prefix { $0.prefix { $0 == " " }.count > indent }
        return ([lines[start]] + rest).map { String($0.dropFirst(indent)) }
    }

    @Test func aSearchWithoutResultsSaysSoWithTheSearchIcon() {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        table.componentState = .items(["Ann"])
        table.componentState = .noResults(for: "zz")
        #expect(table.listBox.rows.isEmpty)
        #expect(statusLines(table) == [
            "box vertical spacing=12 .status-page .table-placeholder",
            "  image icon=edit-find-symbolic size=96 .status-page-icon .dim-label",
            "  spinner .status-page-spinner hidden",
            #"  label "No Results Found" .status-page-title"#,
            #"  label "Nothing matches “zz”. Try a different search." .status-page-description"#,
        ])
        #expect(table.statusPage.accessibleRole == .status)
        #expect(table.statusPage.accessibleLabel == "No Results Found")
        #expect(table.statusPage.accessibleDescription == "Nothing matches “zz”. Try a different search.")
        #expect(TableViewState<String>.noResults() == .status(StatusPageContent(
            iconName: "edit-find-symbolic", title: "No Results Found", description: "Try a different search.")))
    }

    /// An error offers "Try Again", which sends `.refresh` (a table needn't be reloadable).
    @Test func anErrorOffersToTryAgainWhichRefreshes() throws {
        let table = PlainTableView<TextCell>(cellFactory: TextCell.init)
        let shown = ShownView(table)
        defer { shown.close() }
        var actions: [TableViewAction<String, Void>] = []
        let subscription = table.action.sink { actions.append($0) }
        defer { subscription.cancel() }
        table.componentState = .error(description: "The server didn't answer.")
        #expect(statusLines(table) == [
            "box vertical spacing=12 .status-page .table-placeholder",
            "  image icon=dialog-warning-symbolic size=96 .status-page-icon .dim-label",
            "  spinner .status-page-spinner hidden",
            #"  label "Could Not Load" .status-page-title"#,
            #"  label "The server didn't answer." .status-page-description"#,
            #"  button "Try Again" .status-page-button .suggested-action"#,
        ])
        try Interact.tap(table.statusPage.actionButton)
        #expect(actions == [.refresh])
        // Loading, then rows: the button goes with the error.
        table.componentState = .loading
        #expect(statusLines(table).last == #"  button "Try Again" .status-page-button .suggested-action hidden"#)
        #expect(throws: InteractionError.self) { try Interact.tap(table.statusPage.actionButton) }
        table.componentState = .items(["Ann"])
        #expect(statusLines(table).first == "box vertical spacing=12 .status-page .table-placeholder hidden")
        #expect(actions == [.refresh])
        // Without a retry there is no button; a title of one's own replaces the default.
        table.componentState = .error(title: "Offline", showsRetry: false)
        #expect(statusLines(table).contains(#"  label "Offline" .status-page-title"#))
        #expect(statusLines(table).last == #"  button "Try Again" .status-page-button .suggested-action hidden"#)
    }

    @Test func collectionsShowTheSameStatusPages() throws {
        let collection = SimpleCollectionView<IconCell>(cellFactory: IconCell.init)
        let shown = ShownView(collection)
        defer { shown.close() }
        var actions: [CollectionViewAction<Icon, IconCellAction>] = []
        let subscription = collection.action.sink { actions.append($0) }
        defer { subscription.cancel() }
        collection.componentState = .status(.empty(title: "No Icons", description: "Icons you add are shown here."))
        #expect(statusLines(collection) == [
            "box vertical spacing=12 .status-page .collection-placeholder",
            "  image icon=view-list-symbolic size=96 .status-page-icon .dim-label",
            "  spinner .status-page-spinner hidden",
            #"  label "No Icons" .status-page-title"#,
            #"  label "Icons you add are shown here." .status-page-description"#,
        ])
        collection.componentState = .error(retryTitle: "Reload")
        try Interact.tap(collection.statusPage.actionButton)
        #expect(actions == [.refresh])
        let pager = PagingCollectionView<IconCell>(cellFactory: IconCell.init)
        pager.componentState = .noResults()
        #expect(pager.statusPage.accessibleLabel == "No Results Found")
        #expect(!pager.statusPage.isHidden)
    }
}

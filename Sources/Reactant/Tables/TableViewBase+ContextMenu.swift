/// Context menus on table rows: a right click on a row, or the Menu key or Shift+F10 while a
/// row has the focus, opens the menu `provider` gives for that row's model. Items usually
/// name a `performWith` command with the row's identity as target:
///
///     table.setRowContextMenu { name in
///         Menu([MenuItem(copyName, target: name)])
///     }
extension TableViewBase {
    /// Gives every cell row a context menu: `provider` gets the row's model each time a person
    /// asks, and returns the menu, or nil for no menu on that row. Header and footer rows get none.
    /// Calling it again replaces the provider.
    public func setRowContextMenu(_ provider: @escaping @MainActor (SelectedModel) -> Menu?) {
        boxView.setContextMenu { [weak self] request in
            guard let self, let native = request.row, let row = rowsByNative[ObjectIdentifier(native)],
                  row.kind == .cell, let model = selectedModel(row.model) else { return nil }
            return provider(model)
        }
    }

    /// The context menu open on one of the rows, if any.
    public var openRowContextMenu: Popover? { boxView.openContextMenu }
}

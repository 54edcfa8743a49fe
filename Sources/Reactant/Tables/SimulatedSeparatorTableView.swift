/// A plain table with a separator of a chosen height and colour between its rows (below
/// every row but the last), drawn as a coloured box inside each row.
@MainActor
open class SimulatedSeparatorTableView<Cell: View & Component>: TableViewBase<Cell.StateType, Cell.StateType, Cell.ActionType> {
    /// The separator's height in pixels; a negative height given at init is taken as 0.
    public let separatorHeight: Int
    /// A CSS colour ("#d0d0d0", "rgba(0,0,0,0.2)", "@borders").
    public let separatorColor: String

    /// A table of `cellFactory`'s cells with a `separatorHeight`-pixel line of `separatorColor`
    /// below each row but the last. A negative height is taken as 0; a colour GTK's CSS parser
    /// rejects is reported as a `Diagnostics` error and leaves the separator unpainted.
    public init(cellFactory: @escaping @MainActor () -> Cell,
                separatorHeight: Int = 8, separatorColor: String = "#deddda",
                style: TableViewStyle = .plain, reloadable: Bool = false, options: TableViewOptions = []) {
        self.separatorHeight = max(0, separatorHeight)
        self.separatorColor = separatorColor
        let styleClass = SeparatorStyles.styleClass(height: max(0, separatorHeight), color: separatorColor)
        super.init(style: style, reloadable: reloadable, options: options, rows: .cells {
            let cell = cellFactory()
            let separator = Container()
            separator.addStyleClass(styleClass)
            separator.layout.height(max(0, separatorHeight))
            let root = Container().children(cell, separator)
            return TableRowViews(
                root: root,
                bind: { cell.componentState = $0 as! Cell.StateType },
                placed: { isLast in separator.isHidden = isLast },
                cellActions: cell.action.map { $0 as Any }.eraseToAnyPublisher())
        })
    }
}

/// One stylesheet rule per separator look, added once per process.
@MainActor
enum SeparatorStyles {
    private static var added: [String: String] = [:]

    static func styleClass(height: Int, color: String) -> String {
        let key = "\(height)|\(color)"
        if let existing = added[key] { return existing }
        let name = "table-separator-\(added.count + 1)"
        do {
            try Backends.current.addStyleSheet(".\(name) { background-color: \(color); min-height: \(height)px; }")
        } catch {
            Diagnostics.error("SimulatedSeparatorTableView: the separator colour \"\(color)\" is not valid CSS (\(error)).")
        }
        added[key] = name
        return name
    }
}

/// How a table behaves, as Reactant's `TableViewOptions`: passed as `options:` to a table's
/// init (`PlainTableView<NoteCell>(options: [.reloadable, .deselectsAutomatically])`).
public struct TableViewOptions: OptionSet, Sendable {
    /// The options as bits: `reloadable` is 1, `deselectsAutomatically` 2.
    public let rawValue: Int
    /// Options from their bits; bits without a named option are kept and mean nothing.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A Refresh button, and Ctrl+R and F5 send `.refresh` (the same as `reloadable: true`).
    public static let reloadable = TableViewOptions(rawValue: 1 << 0)
    /// The selection clears right after a row sends `.selected` (`deselectsAutomatically`).
    public static let deselectsAutomatically = TableViewOptions(rawValue: 1 << 1)
    /// No options: no Refresh button, and a selected row stays selected.
    public static let none: TableViewOptions = []
}

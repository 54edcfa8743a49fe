/// The solver's internal unknowns. External ones stand for `SolverVariable`s; slack, error and
/// dummy ones are made for constraints (an inequality's slack, a non-required constraint's
/// error, a required equation's marker). Ids grow with creation, which gives every choice
/// the solver makes a fixed order (Bland's rule), so one system always gets one solution
/// whatever the process's hash seed is. Id and kind share one integer (`raw`), the key of
/// the tableau's maps.
struct SolverSymbol: Hashable, Comparable {
    enum Kind: UInt8 { case external, slack, error, dummy }
    let raw: Int

    init(id: Int, kind: Kind) {
        raw = id << 2 | Int(kind.rawValue)
    }

    init(raw: Int) {
        self.raw = raw
    }

    var id: Int { raw >> 2 }

    var kind: Kind {
        switch raw & 3 {
        case 0: .external
        case 1: .slack
        case 2: .error
        default: .dummy
        }
    }

    /// Slack and error symbols may leave and enter the basis; dummies and externals don't.
    var isPivotable: Bool { let kind = raw & 3; return kind == 1 || kind == 2 }
    /// Basic symbols that must stay non-negative (every one but externals).
    var isRestricted: Bool { raw & 3 != 0 }

    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.raw < rhs.raw }
}

/// One row of the tableau: `constant + Σ coefficient·symbol`, which is either the value of the
/// row's basic symbol or (while a constraint is turned into a row) an expression equal to 0.
/// A class so the solver can change the rows it keeps in a dictionary in place.
///
/// `@exclusivity(unchecked)`: only the solver changes a row, one access at a time on the main
/// thread; the run-time check of each access (a thread-local access set) cost about a sixth
/// of a first layout's solving (constraint-bench).
final class SolverRow {
    @exclusivity(unchecked) private(set) var cells: SymbolMap
    @exclusivity(unchecked) private(set) var constant: Double

    static let epsilon = 1.0e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    init(constant: Double = 0, cells: SymbolMap = SymbolMap()) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> SolverRow { SolverRow(constant: constant, cells: cells) }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// What `insert` did to the row's set of symbols, for the solver's column index.
    enum CellChange { case added, removed, changed }

    @discardableResult
    func insert(_ symbol: SolverSymbol, _ coefficient: Double = 1) -> CellChange {
        cells.add(coefficient, to: symbol)
    }

    /// Takes `symbol` out and returns its coefficient (nil when it wasn't in the row).
    func take(_ symbol: SolverSymbol) -> Double? {
        cells.removeValue(forKey: symbol)
    }

    /// Adds `coefficient` times `row` (its constant and every cell).
    func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    func remove(_ symbol: SolverSymbol) {
        cells[symbol] = nil
    }

    func reverseSign() {
        constant = -constant
        cells.scale(by: -1)
    }

    func coefficient(of symbol: SolverSymbol) -> Double { cells[symbol] ?? 0 }

    /// Makes `symbol` the row's subject: from `0 = constant + a·symbol + rest` to
    /// `symbol = -constant/a - rest/a`. `symbol` must be in the row.
    func solve(for symbol: SolverSymbol) {
        let factor = -1 / cells.removeValue(forKey: symbol)!
        constant *= factor
        cells.scale(by: factor)
    }

    /// From `lhs = … + a·rhs + …` to `rhs = …`: a pivot between two symbols.
    func solve(for lhs: SolverSymbol, becoming rhs: SolverSymbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right side of `row` (its definition), if the row holds it.
    func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}

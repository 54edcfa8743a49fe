/// Values by symbol in an array indexed by the symbol's id: the tableau's rows by their basic
/// symbol and the column index by parametric symbol, looked up without hashing. Ids only grow,
/// so the array is as long as the number of symbols the solver has made (a few per constraint
/// ever added).
struct SymbolTable<Value> {
    private var storage: [Value?] = []

    subscript(symbol: SolverSymbol) -> Value? {
        get { symbol.id < storage.count ? storage[symbol.id] : nil }
        set {
            if symbol.id >= storage.count {
                guard newValue != nil else { return }
                storage.append(contentsOf: repeatElement(nil, count: symbol.id - storage.count + 1))
            }
            storage[symbol.id] = newValue
        }
    }

    /// The same table with every value transformed (a solver's copy copies its rows).
    func mapValues(_ transform: (Value) -> Value) -> SymbolTable<Value> {
        var table = SymbolTable<Value>()
        table.storage = storage.map { $0.map(transform) }
        return table
    }

    @discardableResult
    mutating func removeValue(forKey symbol: SolverSymbol) -> Value? {
        guard symbol.id < storage.count, let value = storage[symbol.id] else { return nil }
        storage[symbol.id] = nil
        return value
    }
}

extension SymbolTable where Value == SymbolSet {
    /// Adds `member` to the set at `symbol` in place (no copy of the set).
    mutating func insert(_ member: SolverSymbol, at symbol: SolverSymbol) {
        if symbol.id >= storage.count {
            storage.append(contentsOf: repeatElement(nil, count: symbol.id - storage.count + 1))
        }
        if storage[symbol.id] == nil { storage[symbol.id] = SymbolSet() }
        storage[symbol.id]!.insert(member)
    }

    mutating func remove(_ member: SolverSymbol, at symbol: SolverSymbol) {
        guard symbol.id < storage.count else { return }
        storage[symbol.id]?.remove(member)
    }
}

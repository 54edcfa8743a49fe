/// A hash map from solver symbols to coefficients: open addressing with linear probing over
/// a power-of-two table, hashed by multiplying the symbol's bits (Fibonacci hashing).
///
/// The tableau's rows and the solver's column index are all such maps and sets, and a solve
/// spends most of its time looking symbols up in them; Swift's `Dictionary` hashes every key
/// with SipHash, which cost more than all the arithmetic. Symbols are small distinct integers,
/// for which this is enough. Removal leaves a tombstone, cleared at the next resize.
struct SymbolMap: Sequence {
    /// Key and coefficient side by side, so a lookup touches one block of memory (rows are
    /// many and scattered, and a resize visits most of them: memory, not arithmetic, is what
    /// a solve waits for).
    fileprivate struct Entry {
        var key: Int
        var value: Double
    }

    private var entries: [Entry] = []
    private(set) var count = 0
    /// Live entries plus tombstones.
    private var used = 0
    private var shift = 64

    static let empty = -1
    static let deleted = -2

    var isEmpty: Bool { count == 0 }

    /// Where `key` is (found), or the slot to put it in (not found). The table is never full.
    @inline(__always)
    private func find(_ key: Int) -> (index: Int, found: Bool) {
        entries.withUnsafeBufferPointer { table in
            let mask = table.count - 1
            var index = Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
            var tombstone = -1
            while true {
                let probe = table[index].key
                if probe == key { return (index, true) }
                if probe == Self.empty { return (tombstone >= 0 ? tombstone : index, false) }
                if probe == Self.deleted && tombstone < 0 { tombstone = index }
                index = (index + 1) & mask
            }
        }
    }

    subscript(symbol: SolverSymbol) -> Double? {
        get {
            guard count > 0 else { return nil }
            let (index, found) = find(symbol.raw)
            return found ? entries[index].value : nil
        }
        set {
            if let newValue { set(symbol, newValue) } else { _ = removeValue(forKey: symbol) }
        }
    }

    /// Adds `value` to the symbol's coefficient, dropping the cell when the sum is near zero
    /// (and not adding a near-zero one): one probe for what `SolverRow.insert` needs.
    mutating func add(_ value: Double, to symbol: SolverSymbol) -> SolverRow.CellChange {
        if entries.isEmpty || (used + 1) * 4 > entries.count * 3 { grow() }
        let (index, found) = find(symbol.raw)
        if found {
            let sum = entries[index].value + value
            if SolverRow.isNearZero(sum) {
                entries[index].key = Self.deleted
                count -= 1
                return .removed
            }
            entries[index].value = sum
            return .changed
        }
        if SolverRow.isNearZero(value) { return .changed }
        if entries[index].key == Self.empty { used += 1 }
        entries[index] = Entry(key: symbol.raw, value: value)
        count += 1
        return .added
    }

    private mutating func set(_ symbol: SolverSymbol, _ value: Double) {
        if entries.isEmpty || (used + 1) * 4 > entries.count * 3 { grow() }
        let (index, found) = find(symbol.raw)
        if !found {
            if entries[index].key == Self.empty { used += 1 }
            count += 1
        }
        entries[index] = Entry(key: symbol.raw, value: value)
    }

    @discardableResult
    mutating func removeValue(forKey symbol: SolverSymbol) -> Double? {
        guard count > 0 else { return nil }
        let (index, found) = find(symbol.raw)
        guard found else { return nil }
        entries[index].key = Self.deleted
        count -= 1
        return entries[index].value
    }

    /// Multiplies every coefficient by `factor`.
    mutating func scale(by factor: Double) {
        for index in entries.indices where entries[index].key >= 0 { entries[index].value *= factor }
    }

    /// Rebuilds the table for the live entries (twice as large when it is more than half
    /// full of them), which also clears the tombstones.
    private mutating func grow() {
        var capacity = 8
        while capacity * 3 < (count + 1) * 4 * 2 { capacity *= 2 }
        let old = entries
        entries = Array(repeating: Entry(key: Self.empty, value: 0), count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        used = count
        for entry in old where entry.key >= 0 {
            entries[find(entry.key).index] = entry
        }
    }

    /// The symbols, in table order.
    var symbols: [SolverSymbol] {
        entries.compactMap { $0.key >= 0 ? SolverSymbol(raw: $0.key) : nil }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let entries: [Entry]
        fileprivate var index = 0

        mutating func next() -> (symbol: SolverSymbol, coefficient: Double)? {
            while index < entries.count {
                let entry = entries[index]
                index += 1
                if entry.key >= 0 { return (SolverSymbol(raw: entry.key), entry.value) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(entries: entries) }
}

/// A set of solver symbols, hashed as `SymbolMap` hashes them: the column index's sets of
/// basic symbols.
struct SymbolSet: Sequence {
    private var keys: [Int] = []
    private(set) var count = 0
    private var used = 0
    private var shift = 64

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private func find(_ key: Int) -> (index: Int, found: Bool) {
        let mask = keys.count - 1
        var index = Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
        var tombstone = -1
        while true {
            let probe = keys[index]
            if probe == key { return (index, true) }
            if probe == SymbolMap.empty { return (tombstone >= 0 ? tombstone : index, false) }
            if probe == SymbolMap.deleted && tombstone < 0 { tombstone = index }
            index = (index + 1) & mask
        }
    }

    mutating func insert(_ symbol: SolverSymbol) {
        if keys.isEmpty || (used + 1) * 4 > keys.count * 3 { grow() }
        let (index, found) = find(symbol.raw)
        guard !found else { return }
        if keys[index] == SymbolMap.empty { used += 1 }
        keys[index] = symbol.raw
        count += 1
    }

    mutating func remove(_ symbol: SolverSymbol) {
        guard count > 0 else { return }
        let (index, found) = find(symbol.raw)
        guard found else { return }
        keys[index] = SymbolMap.deleted
        count -= 1
    }

    private mutating func grow() {
        var capacity = 8
        while capacity * 3 < (count + 1) * 4 * 2 { capacity *= 2 }
        let old = keys
        keys = Array(repeating: SymbolMap.empty, count: capacity)
        shift = 64 - capacity.trailingZeroBitCount
        used = count
        for key in old where key >= 0 { keys[find(key).index] = key }
    }

    struct Iterator: IteratorProtocol {
        fileprivate let keys: [Int]
        fileprivate var index = 0

        mutating func next() -> SolverSymbol? {
            while index < keys.count {
                let key = keys[index]
                index += 1
                if key >= 0 { return SolverSymbol(raw: key) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(keys: keys) }
}

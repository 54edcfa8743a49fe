#if canImport(Glibc)
import Glibc
#endif

/// The array of models a table or collection view keeps, in storage of its own.
///
/// Why: a caller usually keeps the array it shows and changes one model of it
/// (`models[i] = x; table.componentState = .items(models)`, as a seed controller would). As
/// long as the view shares the caller's storage, that `models[i] = x` copies every model
/// (Swift's copy on write: milliseconds for 100,000 of them), between a person's action and
/// the frame that shows it. So once the main loop is idle after a new array was shown, the
/// view brings its own storage up to date with the caller's array and lets go of the
/// caller's: the caller's next change is made in place.
///
/// Bringing it up to date is cheap for what callers do between two states: elements whose
/// bits are identical are the same values (the same references), so the common beginning
/// and end are found by comparing memory, and only what lies between them is assigned (one
/// element for one changed model; an insertion moves the tail). An array with more than a
/// few changes, or a new one (built for the call), is taken over as it is instead, copied
/// only if the caller still holds it.
struct ModelStorage<Model> {
    private(set) var models: [Model] = []

    /// At most this many elements are assigned one by one; more differing ones take the
    /// array over.
    static func changeLimit(count: Int) -> Int { max(64, count / 16) }

    /// Makes the storage equal to `shown` (which only the caller may still hold besides this
    /// call) and returns the array to keep instead of it.
    mutating func take(_ shown: consuming [Model]) -> [Model] {
        var shown = shown
        if shown.isEmpty || models.isEmpty {
            models = []
            shown.makeUnique()
            models = shown
            return shown
        }
        if shown.withUnsafeBufferPointer({ $0.baseAddress }) == models.withUnsafeBufferPointer({ $0.baseAddress }) {
            return shown
        }
        let (prefix, suffix) = Self.commonEnds(models, shown)
        let oldChanged = models.count - prefix - suffix
        let newChanged = shown.count - prefix - suffix
        if max(oldChanged, newChanged) <= Self.changeLimit(count: shown.count) {
            if oldChanged > 0 || newChanged > 0 {
                models.replaceSubrange(prefix..<(prefix + oldChanged), with: shown[prefix..<(prefix + newChanged)])
            }
            return models
        }
        models = []
        shown.makeUnique()
        models = shown
        return shown
    }

    mutating func removeAll() { models = [] }

    /// Keeps `models`, an array no caller holds (`updateItems` changed the view's own in
    /// place): the view's state shares it, and idle time finds nothing to bring up to date
    /// (taking it over would copy every model, as the state still holds it).
    mutating func adopt(_ models: [Model]) { self.models = models }

    /// Whether two models are bit for bit the same (then they are the same value; equal
    /// values may still differ in their bits, as in the padding, and count as different).
    static func sameBits(_ a: Model, _ b: Model) -> Bool {
        let size = MemoryLayout<Model>.size
        guard size > 0 else { return true }
        return withUnsafeBytes(of: a) { a in
            withUnsafeBytes(of: b) { b in memcmp(a.baseAddress!, b.baseAddress!, size) == 0 }
        }
    }

    /// How many elements at the start, and then at the end, the two arrays have bit for bit
    /// in common (never overlapping).
    static func commonEnds(_ a: [Model], _ b: [Model]) -> (prefix: Int, suffix: Int) {
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                let stride = MemoryLayout<Model>.stride
                let size = MemoryLayout<Model>.size
                let countA = a.count / max(1, stride), countB = b.count / max(1, stride)
                let limit = min(countA, countB)
                guard size > 0, let baseA = a.baseAddress, let baseB = b.baseAddress else { return (limit, 0) }
                func same(_ i: Int, _ j: Int, _ n: Int) -> Bool {
                    // A run of whole elements compares their padding too: a mismatch there only
                    // sends the search down to single elements, which compare `size` bytes.
                    memcmp(baseA + i * stride, baseB + j * stride, n == 1 ? size : n * stride) == 0
                }
                let block = 256
                var prefix = 0
                forward: while prefix < limit {
                    let run = min(block, limit - prefix)
                    if same(prefix, prefix, run) { prefix += run; continue }
                    for _ in 0..<run {
                        guard same(prefix, prefix, 1) else { break forward }
                        prefix += 1
                    }
                }
                var suffix = 0
                let room = limit - prefix
                backward: while suffix < room {
                    let run = min(block, room - suffix)
                    if same(countA - suffix - run, countB - suffix - run, run) { suffix += run; continue }
                    for _ in 0..<run {
                        guard same(countA - suffix - 1, countB - suffix - 1, 1) else { break backward }
                        suffix += 1
                    }
                }
                return (prefix, suffix)
            }
        }
    }
}

extension Array {
    /// Makes this variable the only holder of its storage: copies it when anything else
    /// holds it too (a no-op otherwise).
    mutating func makeUnique() {
        guard !isEmpty else { return }
        reserveCapacity(count)
    }
}

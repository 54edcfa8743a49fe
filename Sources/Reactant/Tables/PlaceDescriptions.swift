/// What a screen reader hears of where a row or an item is ("Row 5 of 13", "Item 2 of 44"),
/// and of how many there are ("13 rows"), for the many rows or items of one list. A
/// translated message is cut once at its `%@` placeholders, and each text is the pieces with
/// the position and the count put between them (what `Localization.fill` gives); numbers are
/// written by `CountFormat`. Translating and filling the message for each row cost an
/// insertion (which tells every row on screen its new count) nearly half of its time, and
/// filling it again for each new count and writing the count through ICU most of what was left.
@MainActor
struct PlaceDescriptions {
    private var count: (count: Int, text: String)?
    private var place: Pieces?
    private var total: Pieces?

    /// A message cut at its first two placeholders; `middle` and `after` are nil where it
    /// has fewer (`Localization.fill` then leaves the value out).
    private struct Pieces {
        let message: String
        let before: String
        let middle: String?
        let after: String?

        init(_ message: String) {
            self.message = message
            let whole = Substring(message)
            guard let first = whole.firstRange(of: "%@") else {
                (before, middle, after) = (message, nil, nil)
                return
            }
            before = String(whole[..<first.lowerBound])
            let rest = whole[first.upperBound...]
            if let second = rest.firstRange(of: "%@") {
                (middle, after) = (String(rest[..<second.lowerBound]), String(rest[second.upperBound...]))
            } else {
                (middle, after) = (String(rest), nil)
            }
        }

        /// `Localization.fill(message, first, second)`.
        func filled(_ first: String, _ second: @autoclosure () -> String) -> String {
            guard let middle else { return before }
            var text = before
            text += first
            text += middle
            guard let after else { return text }
            text += second()
            text += after
            return text
        }
    }

    /// The count as the locale writes it, formatted once per count.
    mutating func formattedCount(_ count: Int) -> String {
        if let known = self.count, known.count == count { return known.text }
        let text = CountFormat.string(from: count)
        self.count = (count, text)
        return text
    }

    /// `message` ("Row %@ of %@", translated) filled with `position` and `count`, as
    /// `Localization.fill(message, position, count)`.
    mutating func text(_ message: String, position: String, count: Int) -> String {
        if place?.message != message { place = Pieces(message) }
        return place!.filled(position, formattedCount(count))
    }

    /// `message` ("%@ rows", translated for `count`) filled with `count`, as
    /// `Localization.fill(message, count)`.
    mutating func countText(_ message: String, count: Int) -> String {
        if total?.message != message { total = Pieces(message) }
        let pieces = total!
        // One placeholder: the count goes where the position would.
        guard let middle = pieces.middle else { return pieces.before }
        return pieces.before + formattedCount(count) + middle + (pieces.after.map { "%@" + $0 } ?? "")
    }
}

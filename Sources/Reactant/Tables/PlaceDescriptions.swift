/// What a screen reader hears of where a row or an item is ("Row 5 of 13", "Item 2 of 44"),
/// for the many rows or items of one list: the message is translated and filled once per
/// count, with a marker where the position goes, and each row's text is that with its
/// position put in. Translating and filling the message for each row cost an insertion
/// (which tells every row on screen its new count) nearly half of its time.
struct PlaceDescriptions {
    private var count: (count: Int, text: String)?
    private var template: (count: Int, message: String, before: String, after: String?)?

    /// The count as the locale writes it, formatted once per count.
    mutating func formattedCount(_ count: Int) -> String {
        if let known = self.count, known.count == count { return known.text }
        let text = LocaleFormats.string(from: count)
        self.count = (count, text)
        return text
    }

    /// `message` ("Row %@ of %@", translated) filled with `position` and `count`.
    mutating func text(_ message: String, position: String, count: Int) -> String {
        if template == nil || template?.count != count || template?.message != message {
            // U+FFFC (object replacement) is not a character a translation writes.
            let marker = "\u{FFFC}"
            let filled = Localization.fill(message, marker, formattedCount(count))
            let parts = filled.split(separator: marker, maxSplits: 1, omittingEmptySubsequences: false)
            template = parts.count == 2 ? (count, message, String(parts[0]), String(parts[1])) : (count, message, filled, nil)
        }
        guard let template else { return message }
        // A message without a place for the position (a translation's choice) is said as it is.
        return template.after.map { template.before + position + $0 } ?? template.before
    }
}

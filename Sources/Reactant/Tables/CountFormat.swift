import Glibc

/// Row positions and counts ("Row 5 of 100,001") written exactly as
/// `LocaleFormats.string(from:)` writes them, without a trip through ICU for each one: that
/// cost a table a tenth of a millisecond each time its count changed (every insertion) and
/// for each row a scroll brought in. A locale writes a whole number's digits one by one and
/// groups them by how many there are, so the way it writes each digit and one number of each
/// length (1, 10, 100, …) is learned once per numeric locale, and a number is written by
/// putting its digits in place of that length's. Where the locale writes a number otherwise
/// (a digit that is more than one character, a length whose digits can't be told apart), it
/// is asked as before.
@MainActor
enum CountFormat {
    /// One numeric locale's writing: each digit (nil: ask `LocaleFormats` for every number),
    /// and per length the number 10^(length - 1) as written, cut into its digits and what
    /// lies between them (nil: ask `LocaleFormats` for numbers of that length).
    private final class Writing {
        let digits: [String]?
        var lengths: [Int: [Piece]?] = [:]

        init(digits: [String]?) { self.digits = digits }
    }

    private enum Piece {
        case digit
        case text(String)
    }

    private static var writings: [String: Writing] = [:]
    /// The writing last looked up: a table writes many numbers in a row.
    private static var last: Writing?

    /// `number` as `LocaleFormats.string(from:)` writes it in the current numeric locale.
    static func string(from number: Int) -> String {
        guard number >= 0 else { return LocaleFormats.string(from: number) }
        let writing = currentWriting()
        guard let digits = writing.digits else { return LocaleFormats.string(from: number) }
        let decimal = String(number).utf8
        let pieces: [Piece]?
        if let known = writing.lengths[decimal.count] {
            pieces = known
        } else {
            pieces = Self.pieces(length: decimal.count, digits: digits)
            writing.lengths[decimal.count] = pieces
        }
        guard let pieces else { return LocaleFormats.string(from: number) }
        var result = ""
        var next = decimal.startIndex
        for piece in pieces {
            switch piece {
            case .digit:
                result += digits[Int(decimal[next] &- UInt8(ascii: "0"))]
                next = decimal.index(after: next)
            case .text(let text):
                result += text
            }
        }
        return result
    }

    /// The variables that name the numeric locale, in the order `LocaleEnvironment` reads
    /// them, and what they said when a writing was last looked up.
    private static let variables = ["LC_ALL", LocaleEnvironment.Category.numeric.rawValue, "LANG"]
    private static var lastValues: [[CChar]?] = []

    /// The writing of the numeric locale as `LocaleFormats` finds it now (an environment
    /// changed since the last number counts). The variables are compared with what they
    /// said last time, as looking the locale up by its name cost more than writing the number.
    private static func currentWriting() -> Writing {
        // Plain loops: a closure here (in main-actor code) checks at its entry that it runs on
        // the main actor, which with the arrays made for it cost as much as writing the number.
        var values: [UnsafeMutablePointer<CChar>?] = []
        values.reserveCapacity(variables.count)
        var same = last != nil && lastValues.count == variables.count
        for (index, variable) in variables.enumerated() {
            let value = getenv(variable)
            values.append(value)
            guard same else { continue }
            switch (value, lastValues[index]) {
            case (nil, nil): break
            case let (value?, known?): same = strcmp(value, known) == 0
            default: same = false
            }
        }
        if same, let last { return last }
        lastValues = values.map { $0.map { Array(UnsafeBufferPointer(start: $0, count: strlen($0) + 1)) } }
        var named: [String: String] = [:]
        for (name, value) in zip(variables, values) {
            if let value { named[name] = String(cString: value) }
        }
        let name = LocaleEnvironment(named).name(for: .numeric)
        let writing = writings[name] ?? Writing(digits: digits())
        writings[name] = writing
        last = writing
        return writing
    }

    /// How the locale writes 0 to 9, when each is one character of its own.
    private static func digits() -> [String]? {
        var digits: [String] = []
        for digit in 0...9 {
            let written = LocaleFormats.string(from: digit)
            guard written.count == 1, !digits.contains(written) else { return nil }
            digits.append(written)
        }
        return digits
    }

    /// 10^(length - 1) as the locale writes it, cut into digits and the text between them,
    /// when its digits are exactly a one and `length - 1` zeros.
    private static func pieces(length: Int, digits: [String]) -> [Piece]? {
        guard length <= 18 else { return nil }
        var power = 1
        for _ in 1..<max(1, length) { power *= 10 }
        var pieces: [Piece] = []
        var text = ""
        var found: [String] = []
        for character in LocaleFormats.string(from: power) {
            let written = String(character)
            if digits.contains(written) {
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                pieces.append(.digit)
                found.append(written)
            } else {
                text.append(character)
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        guard found.count == length, found.first == digits[1], found.dropFirst().allSatisfy({ $0 == digits[0] }) else { return nil }
        return pieces
    }
}

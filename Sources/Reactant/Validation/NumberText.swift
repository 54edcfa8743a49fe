/// The grammar behind `StringRules.number(in:)`, `integer(in:)` and `digits`.
enum NumberText {
    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// `[+-]? digits`, with at least one digit.
    static func isInteger(_ text: String) -> Bool {
        var scanner = Scanner(text.utf8)
        scanner.skipSign()
        return scanner.skipDigits() > 0 && scanner.isAtEnd
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    static func isDecimal(_ text: String) -> Bool {
        var scanner = Scanner(text.utf8)
        scanner.skipSign()
        var mantissaDigits = scanner.skipDigits()
        if scanner.skip(UInt8(ascii: ".")) {
            mantissaDigits += scanner.skipDigits()
        }
        guard mantissaDigits > 0 else {
            return false
        }
        if scanner.skip(UInt8(ascii: "e")) || scanner.skip(UInt8(ascii: "E")) {
            scanner.skipSign()
            guard scanner.skipDigits() > 0 else {
                return false
            }
        }
        return scanner.isAtEnd
    }

    private struct Scanner {
        let bytes: String.UTF8View
        var position: String.UTF8View.Index

        init(_ bytes: String.UTF8View) {
            self.bytes = bytes
            self.position = bytes.startIndex
        }

        var isAtEnd: Bool { position == bytes.endIndex }

        mutating func skip(_ byte: UInt8) -> Bool {
            guard !isAtEnd, bytes[position] == byte else {
                return false
            }
            bytes.formIndex(after: &position)
            return true
        }

        mutating func skipSign() {
            _ = skip(UInt8(ascii: "+")) || skip(UInt8(ascii: "-"))
        }

        mutating func skipDigits() -> Int {
            var count = 0
            while !isAtEnd, NumberText.isDigit(bytes[position]) {
                bytes.formIndex(after: &position)
                count += 1
            }
            return count
        }
    }
}

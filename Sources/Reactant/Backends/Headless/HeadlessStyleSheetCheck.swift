/// The one stylesheet check the headless backend can honestly make: braces must balance.
///
/// Braces inside comments and strings don't count, as GTK's tokenizer skips them. GTK's CSS
/// parser is much stricter (unknown properties, bad selectors and values are errors there
/// too), so a stylesheet this accepts can still be refused by the GTK backend.
enum HeadlessStyleSheetCheck {
    static func validate(_ css: String) throws {
        var depth = 0
        var line = 1
        var scalars = css.unicodeScalars.makeIterator()
        // The scalar before this one, outside strings; nil right after a comment opens or
        // closes, so "/*/" doesn't close the comment it opens.
        var previous: Unicode.Scalar?
        var quote: Unicode.Scalar?
        var inComment = false
        while let scalar = scalars.next() {
            if scalar == "\n" { line += 1 }
            if inComment {
                if previous == "*" && scalar == "/" {
                    inComment = false
                    previous = nil
                } else {
                    previous = scalar
                }
                continue
            }
            if let open = quote {
                if scalar == "\\" {
                    if scalars.next() == "\n" { line += 1 }  // an escaped character never ends a string
                } else if scalar == open {
                    quote = nil
                }
                continue
            }
            switch scalar {
            case "\"", "'":
                quote = scalar
            case "*" where previous == "/":
                inComment = true
                previous = nil
                continue
            case "{":
                depth += 1
            case "}":
                guard depth > 0 else {
                    throw BackendError.invalidStyleSheet("line \(line): '}' without a matching '{'")
                }
                depth -= 1
            default:
                break
            }
            previous = scalar
        }
        guard depth == 0 else {
            throw BackendError.invalidStyleSheet("\(depth) '{' never closed with '}'")
        }
    }
}

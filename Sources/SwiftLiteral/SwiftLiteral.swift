/// How a string is written as a Swift string literal. Two places print Swift source text: the
/// ReactantUI generator (code that must compile) and the test trees of ReactantTesting (one
/// widget a line, read as Swift). They once kept their own copies of these rules and drifted: the
/// generator let a raw DEL through, which Swift's lexer refuses. This small module is the one
/// copy both reach (the generator can't depend on Reactant, which needs GTK).
public enum SwiftLiteral {
    /// `text` in double quotes: `\\`, `\"`, `\n`, `\r`, `\t`, and every other control character
    /// as `\u{…}` (Swift refuses a raw one, "unprintable ASCII character"), so the literal
    /// compiles and stays on one line.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.properties.generalCategory == .control:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

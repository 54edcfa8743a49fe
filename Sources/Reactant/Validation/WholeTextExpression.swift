/// A regular expression that must match the whole text, matched scalar by scalar as ICU
/// (and so NSRegularExpression) matches, with `\X` for a whole character.
struct WholeTextExpression: @unchecked Sendable {
    // Regex isn't Sendable; this one is built once and only read afterwards.
    private let expression: Regex<AnyRegexOutput>

    init(_ pattern: String, options: PatternOptions) throws(InvalidPatternError) {
        var source = pattern
        // Literal text: every character escaped, so the pattern means itself.
        if options.contains(.ignoreMetacharacters) {
            source = pattern.unicodeScalars.map { scalar in
                let character = Character(scalar)
                return character.isLetter || character.isNumber || scalar == "_" ? String(scalar) : "\\" + String(scalar)
            }.joined()
        }
        if options.contains(.allowCommentsAndWhitespace) { source = "(?x)" + source }
        guard var expression = try? Regex(source) else {
            throw InvalidPatternError(pattern: pattern)
        }
        expression = expression.matchingSemantics(.unicodeScalar)
        if options.contains(.caseInsensitive) { expression = expression.ignoresCase() }
        if options.contains(.dotMatchesLineSeparators) { expression = expression.dotMatchesNewlines() }
        if options.contains(.anchorsMatchLines) { expression = expression.anchorsMatchLineEndings() }
        self.expression = expression
    }

    func matches(_ text: String) -> Bool {
        (try? expression.wholeMatch(in: text)) != nil
    }
}

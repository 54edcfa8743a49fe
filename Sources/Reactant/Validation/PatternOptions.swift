/// How `StringRules.pattern` reads its pattern: the options of `NSRegularExpression` that a
/// whole-text rule can use, under their names, so that code written for it compiles as is.
public struct PatternOptions: OptionSet, Sendable {
    /// The options as bits, in the order they are declared below.
    public let rawValue: UInt
    /// Creates the set whose bits are `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Letters match regardless of case (`(?i)`).
    public static let caseInsensitive = PatternOptions(rawValue: 1 << 0)
    /// Spaces in the pattern are ignored and `#` starts a comment (`(?x)`).
    public static let allowCommentsAndWhitespace = PatternOptions(rawValue: 1 << 1)
    /// The pattern is literal text.
    public static let ignoreMetacharacters = PatternOptions(rawValue: 1 << 2)
    /// `.` matches a line break too.
    public static let dotMatchesLineSeparators = PatternOptions(rawValue: 1 << 3)
    /// `^` and `$` match at line breaks too.
    public static let anchorsMatchLines = PatternOptions(rawValue: 1 << 4)
}

/// ReactantUI's `<attributedText>` (a label's), `<attributedTitle>` (a button's) or a
/// template's: text with tagged runs (`Welcome <b>{{name}}</b>`) styled by an
/// `<attributedTextStyle>` and the element's own attributes.
public struct AttributedTextDefinition: Equatable, Sendable {
    public var style: StyleReference?
    /// The attributes of the element itself: the whole text's.
    public var attributes: TextAttributesDefinition
    public var parts: [AttributedTextPart]
    /// `state="selected|highlighted"` of an `<attributedTitle>` ("normal" when left out).
    public var states: [String] = ["normal"]
    /// A template's name (`<templates><attributedText name="greeting">`).
    public var templateName: String?
    public var position: SourcePosition

    /// `{{name}}` parameters in order of first use (a template's function arguments).
    public var parameters: [String] {
        var names: [String] = []
        func walk(_ parts: [AttributedTextPart]) {
            for part in parts {
                switch part {
                case .text(let text): text.parameters.forEach { if !names.contains($0) { names.append($0) } }
                case .tagged(_, _, let inner): walk(inner)
                }
            }
        }
        walk(parts)
        return names
    }
}

/// A piece of attributed text: text, or a tag with its own attributes around more parts.
public indirect enum AttributedTextPart: Equatable, Sendable {
    case text(TextExpression)
    case tagged(String, TextAttributesDefinition, [AttributedTextPart])
}

/// Text as ReactantUI writes it: literal, `:localized(key)`, `:uppercased(…)` and friends,
/// `{{parameter}}` (templates), or pieces of these one after another.
public indirect enum TextExpression: Equatable, Sendable {
    case literal(String)
    case parameter(String)
    case localized(String)
    /// uppercased, lowercased, capitalized.
    case transformed(String, TextExpression)
    case joined([TextExpression])

    var parameters: [String] {
        switch self {
        case .parameter(let name): [name]
        case .transformed(_, let inner): inner.parameters
        case .joined(let pieces): pieces.flatMap(\.parameters)
        case .literal, .localized: []
        }
    }
}

/// NSAttributedString's keys GTK's Pango can draw; nil leaves the surrounding run's.
public struct TextAttributesDefinition: Equatable, Sendable {
    /// `.font` or `.themed(.fonts, …)`.
    public var font: AttributeValue?
    /// `.color` or `.themed(.colors, …)`.
    public var foregroundColor: AttributeValue?
    public var backgroundColor: AttributeValue?
    /// none, single, double, thick.
    public var underline: String?
    public var underlineColor: AttributeValue?
    public var strikethrough: Bool?
    public var strikethroughColor: AttributeValue?
    public var kern: Double?
    public var baselineOffset: Double?

    public init() {}
}

/// `<attributedTextStyle name="…" extend="…">`: attributes for the whole text and, in child
/// elements named after tags, for each tag's runs.
public struct AttributedTextStyleDefinition: Equatable, Sendable {
    public var base: TextAttributesDefinition
    public var tags: [(name: String, attributes: TextAttributesDefinition)]

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.base == rhs.base && lhs.tags.map(\.name) == rhs.tags.map(\.name) && lhs.tags.map(\.attributes) == rhs.tags.map(\.attributes)
    }
}

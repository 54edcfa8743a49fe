/// Text whose runs each have their own font and colours: UIKit's NSAttributedString as
/// ReactantUI's `<attributedText>` writes it. GTK draws it with Pango markup
/// (`Label.attributedText`, `Button.attributedTitle`); `string` is the text without the styling.
///
///     let title = AttributedText([
///         .text("Welcome "),
///         .tagged("b", TextAttributes(fontWeight: 700), [.text(name)]),
///     ], attributes: TextAttributes(foregroundColor: .white))
public struct AttributedText: Equatable, Sendable {
    /// A piece of the text: plain (styled as what it sits in) or a tag (`<b>…</b>` in
    /// ReactantUI's XML) whose attributes apply to the parts inside it.
    public indirect enum Part: Equatable, Sendable {
        /// Plain text, styled as the tag or text it sits in.
        case text(String)
        /// A tag named by the first value (the style's `tags` key), whose attributes apply to the parts
        /// inside it, over what the surrounding text has.
        case tagged(String, TextAttributes, [Part])
    }

    /// The text as a person reads it.
    public let string: String
    /// The text as GtkLabel takes it (gtk_label_set_markup): every run in a `<span>`.
    public let markup: String

    /// `attributes` style the whole text; a tag's run takes, innermost winning, the style's
    /// attributes for that tag name, then the tag's own.
    public init(_ parts: [Part], attributes: TextAttributes = TextAttributes(), style: AttributedTextStyle? = nil) {
        var plain = ""
        var markup = ""
        func add(_ parts: [Part], _ inherited: TextAttributes) {
            for part in parts {
                switch part {
                case .text(let text):
                    plain += text
                    let span = inherited.spanAttributes
                    markup += span.isEmpty ? Self.escape(text) : "<span \(span)>\(Self.escape(text))</span>"
                case .tagged(let name, let own, let inner):
                    let styled = style?.tags[name].map { $0.merged(over: inherited) } ?? inherited
                    add(inner, own.merged(over: styled))
                }
            }
        }
        add(parts, attributes.merged(over: style?.base ?? TextAttributes()))
        string = plain
        self.markup = markup
    }

    /// One run of text.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        self.init([.text(string)], attributes: attributes)
    }

    /// Text as Pango markup must carry it: `&`, `<`, `>` and quotes as entities.
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.append(character)
            }
        }
        return result
    }
}

/// How a run of attributed text looks; nil leaves what the run sits in (or the widget's
/// theme) in charge. NSAttributedString's keys that Pango has a counterpart for.
public struct TextAttributes: Equatable, Sendable {
    /// A font family name as fontconfig knows it ("Cantarell", "Monospace"); a family that is not
    /// installed falls back to the closest one Pango finds, without an error.
    public var fontFamily: String?
    /// A CSS weight: 100 (thin) … 400 (regular) … 700 (bold) … 900 (black).
    public var fontWeight: Int?
    /// In pixels, as CSS's `font-size: 20px`.
    public var fontSize: Double?
    /// The text's colour.
    public var foregroundColor: Color?
    /// The colour painted behind the run's letters (not the whole widget).
    public var backgroundColor: Color?
    /// The line drawn under the run; nil keeps the surrounding text's.
    public var underline: Underline?
    /// The underline's colour; nil draws it in the text's colour.
    public var underlineColor: Color?
    /// Whether a line is drawn through the run.
    public var strikethrough: Bool?
    /// The strikethrough line's colour; nil draws it in the text's colour.
    public var strikethroughColor: Color?
    /// Extra space between letters, in pixels (NSAttributedString's kern).
    public var kern: Double?
    /// How far the run is raised above the baseline, in pixels.
    public var baselineOffset: Double?

    /// NSUnderlineStyle's lines, as Pango draws them.
    public enum Underline: String, Sendable {
        /// `none` removes an underline the surrounding text has; `thick` is drawn as Pango's low
        /// underline, the heaviest it has.
        case none, single, double, thick
    }

    /// Attributes with only the given values set; the others stay nil and follow the surrounding
    /// text.
    public init(fontFamily: String? = nil, fontWeight: Int? = nil, fontSize: Double? = nil,
                foregroundColor: Color? = nil, backgroundColor: Color? = nil,
                underline: Underline? = nil, underlineColor: Color? = nil,
                strikethrough: Bool? = nil, strikethroughColor: Color? = nil,
                kern: Double? = nil, baselineOffset: Double? = nil) {
        self.fontFamily = fontFamily
        self.fontWeight = fontWeight
        self.fontSize = fontSize
        self.foregroundColor = foregroundColor
        self.backgroundColor = backgroundColor
        self.underline = underline
        self.underlineColor = underlineColor
        self.strikethrough = strikethrough
        self.strikethroughColor = strikethroughColor
        self.kern = kern
        self.baselineOffset = baselineOffset
    }

    /// These attributes, with `base`'s where these have none.
    public func merged(over base: TextAttributes) -> TextAttributes {
        TextAttributes(
            fontFamily: fontFamily ?? base.fontFamily, fontWeight: fontWeight ?? base.fontWeight,
            fontSize: fontSize ?? base.fontSize, foregroundColor: foregroundColor ?? base.foregroundColor,
            backgroundColor: backgroundColor ?? base.backgroundColor, underline: underline ?? base.underline,
            underlineColor: underlineColor ?? base.underlineColor, strikethrough: strikethrough ?? base.strikethrough,
            strikethroughColor: strikethroughColor ?? base.strikethroughColor, kern: kern ?? base.kern,
            baselineOffset: baselineOffset ?? base.baselineOffset)
    }

    /// Pango's `<span>` attributes. Sizes are pixels: `font_desc="20px"` is an absolute size,
    /// as GTK's CSS font-size in px; letter spacing and rise are Pango units (1/1024 of a
    /// point, 0.75 px at GTK's 96 dpi).
    var spanAttributes: String {
        var result: [String] = []
        func pangoUnits(_ pixels: Double) -> Int { Int((pixels * 0.75 * 1024).rounded()) }
        /// Pango has alpha for the text and its background only (fgalpha, bgalpha): a line's
        /// colour (`alphaName` nil) is drawn opaque.
        func color(_ name: String, _ alphaName: String?, _ value: Color?) {
            guard let value else { return }
            let hex = [value.red, value.green, value.blue].map { channel -> String in
                let byte = String(Int((channel * 255).rounded()), radix: 16)
                return byte.count == 1 ? "0" + byte : byte
            }.joined()
            result.append("\(name)=\"#\(hex)\"")
            if value.alpha < 1, let alphaName { result.append("\(alphaName)=\"\(Int((value.alpha * 100).rounded()))%\"") }
        }
        if let fontFamily { result.append("font_family=\"\(AttributedText.escape(fontFamily))\"") }
        if let fontWeight { result.append("weight=\"\(fontWeight)\"") }
        if let fontSize { result.append("font_desc=\"\(fontSize == fontSize.rounded() ? String(Int(fontSize)) : String(fontSize))px\"") }
        color("foreground", "fgalpha", foregroundColor)
        color("background", "bgalpha", backgroundColor)
        switch underline {
        case .none?: result.append("underline=\"none\"")
        case .single?: result.append("underline=\"single\"")
        case .double?: result.append("underline=\"double\"")
        // Pango has no thick line; `low` draws a single line below the descenders, the
        // closest to UIKit's heavier one.
        case .thick?: result.append("underline=\"low\"")
        case nil: break
        }
        color("underline_color", nil, underlineColor)
        if let strikethrough { result.append("strikethrough=\"\(strikethrough)\"") }
        color("strikethrough_color", nil, strikethroughColor)
        if let kern { result.append("letter_spacing=\"\(pangoUnits(kern))\"") }
        if let baselineOffset { result.append("rise=\"\(pangoUnits(baselineOffset))\"") }
        return result.joined(separator: " ")
    }
}

/// ReactantUI's `<attributedTextStyle>`: attributes for the whole text (`base`) and for each
/// tag name; a style extending others takes theirs, its own winning.
public struct AttributedTextStyle: Equatable, Sendable {
    /// Attributes for the whole text, under every tag's.
    public var base: TextAttributes
    /// Attributes for each tag name, applied to a `.tagged` part with that name.
    public var tags: [String: TextAttributes]

    /// A style of `base` and `tags` over those of `parents`, later parents over earlier ones, and
    /// this style's own values over all of them.
    public init(base: TextAttributes = TextAttributes(), tags: [String: TextAttributes] = [:], extending parents: [AttributedTextStyle] = []) {
        var resolvedBase = TextAttributes()
        var resolvedTags: [String: TextAttributes] = [:]
        for parent in parents {
            resolvedBase = parent.base.merged(over: resolvedBase)
            for (name, attributes) in parent.tags { resolvedTags[name] = attributes.merged(over: resolvedTags[name] ?? TextAttributes()) }
        }
        self.base = base.merged(over: resolvedBase)
        for (name, attributes) in tags { resolvedTags[name] = attributes.merged(over: resolvedTags[name] ?? TextAttributes()) }
        self.tags = resolvedTags
    }
}

import Foundation

/// The kinds of values view attributes take, and their parsed forms.
public enum AttributeKind: Sendable {
    case string, bool, integer, number, color, font, alignment
    /// ReactantUI's `visibility`: visible, hidden or collapsed; becomes `isHidden`.
    case visibility
    /// `StackView`'s `axis`: horizontal or vertical; parsed to `.string`.
    case axis
}

/// A CSS rule a view gets through a style class of its own (GTK sets fonts and the colours of
/// a widget's parts with CSS, not with properties): `selector` follows the class
/// (`" progress"` for a progress bar's filled part).
public struct CSSRule: Equatable, Sendable {
    public var styleClass: String
    public var selector: String
    public var declarations: String

    public init(styleClass: String, selector: String = "", declarations: String) {
        self.styleClass = styleClass
        self.selector = selector
        self.declarations = declarations
    }

    /// The rule as the style sheet takes it.
    public var css: String { ".\(styleClass)\(selector) { \(declarations) }" }

    /// `progressTintColor`/`trackTintColor`: the colour of a progress bar's filled part or of
    /// its trough (GTK's `progress` and `trough` nodes; the theme's gradient image is removed,
    /// or it would cover the colour).
    public static func progressBar(part: String, red: Double, green: Double, blue: Double, alpha: Double) -> CSSRule {
        let channels = [red, green, blue].map { String(Int(($0 * 255).rounded())) }.joined(separator: ",")
        let name = [red, green, blue, alpha].map { String(Int(($0 * 255).rounded()), radix: 16) }.joined(separator: "-")
        return CSSRule(styleClass: "rui-\(part)-\(name)", selector: " \(part)",
                       declarations: "background-color: rgba(\(channels),\(formatNumber(alpha))); background-image: none; border-color: rgba(\(channels),\(formatNumber(alpha)));")
    }
}

/// A font as ReactantUI writes it: `":bold@20"` (system font, weight, size), `"@14"`, or
/// `"Family@12"`.
public struct FontValue: Equatable, Sendable {
    public var family: String?
    public var weight: String?
    public var size: Double

    /// The CSS for it, applied through a style class (GTK has no per-widget font property).
    public var css: String {
        var rules = ["font-size: \(formatNumber(size))px;"]
        if let weight { rules.append("font-weight: \(FontValue.cssWeights[weight] ?? "normal");") }
        if let family { rules.append("font-family: \"\(family)\";") }
        return rules.joined(separator: " ")
    }

    /// A style class name unique to this font.
    public var styleClass: String {
        let parts = [family ?? "system", weight ?? "regular", formatNumber(size)]
        return "rui-font-" + parts.map { part in part.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined() }.joined(separator: "-")
    }

    /// The CSS weight as a number (`weight` is one of `cssWeights`' names).
    public var numericWeight: Int? {
        weight.flatMap { FontValue.numericWeights[$0] }
    }

    static let numericWeights: [String: Int] = [
        "ultraLight": 200, "thin": 100, "light": 300, "regular": 400, "medium": 500,
        "semibold": 600, "bold": 700, "heavy": 800, "black": 900,
    ]

    static let cssWeights: [String: String] = [
        "ultraLight": "200", "thin": "100", "light": "300", "regular": "normal", "medium": "500",
        "semibold": "600", "bold": "bold", "heavy": "800", "black": "900",
    ]
}

/// A parsed attribute value.
public enum AttributeValue: Equatable, Sendable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case number(Double)
    /// Red, green, blue, alpha in 0...1.
    case color(Double, Double, Double, Double)
    case font(FontValue)
    /// `theme.name`: the current theme's value (`ApplicationTheme.current.colors.name`).
    case themed(ThemeCategory, String)

    /// Parses `text` as `kind`, or returns why it can't.
    public static func parse(_ text: String, as kind: AttributeKind) -> Result<AttributeValue, ValueError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch kind {
        case .string:
            return .success(.string(text))
        case .bool:
            switch trimmed {
            case "true", "yes": return .success(.bool(true))
            case "false", "no": return .success(.bool(false))
            default: return .failure(ValueError("'\(text)' is not a boolean (true or false)"))
            }
        case .integer:
            guard let value = Int(trimmed) else { return .failure(ValueError("'\(text)' is not a whole number")) }
            return .success(.integer(value))
        case .number:
            guard let value = Double(trimmed) else { return .failure(ValueError("'\(text)' is not a number")) }
            return .success(.number(value))
        case .visibility:
            switch trimmed {
            case "visible": return .success(.bool(false))
            case "hidden", "collapsed": return .success(.bool(true))
            default: return .failure(ValueError("'\(text)' is not a visibility (visible, hidden or collapsed)"))
            }
        case .axis:
            guard trimmed == "horizontal" || trimmed == "vertical" else { return .failure(ValueError("'\(text)' is not an axis (horizontal or vertical)")) }
            return .success(.string(trimmed))
        case .alignment:
            let positions: [String: Double] = ["left": 0, "natural": 0, "leading": 0, "justified": 0, "center": 0.5, "right": 1, "trailing": 1]
            guard let value = positions[trimmed] else {
                return .failure(ValueError("'\(text)' is not a text alignment (left, center, right, natural, justified)"))
            }
            return .success(.number(value))
        case .color:
            return parseColor(trimmed).map { .success($0) } ?? .failure(ValueError("'\(text)' is not a color (#RGB, #RRGGBB, #RRGGBBAA or a name such as red)"))
        case .font:
            return parseFont(trimmed).map { .success(.font($0)) } ?? .failure(ValueError("'\(text)' is not a font (for example \":bold@20\", \"@14\" or \"Family@12\")"))
        }
    }

    static let namedColors: [String: (Double, Double, Double, Double)] = [
        "black": (0, 0, 0, 1), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1), "gray": (0.5, 0.5, 0.5, 1),
        "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1), "white": (1, 1, 1, 1), "clear": (0, 0, 0, 0),
        "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1), "cyan": (0, 1, 1, 1),
        "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1), "orange": (1, 0.5, 0, 1),
        "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1),
    ]

    /// `red@darker(by: 40%)@fadedOut(0.3)`: a colour and ReactantUI's modifiers, applied left
    /// to right.
    static func parseColor(_ text: String) -> AttributeValue? {
        let pieces = text.split(separator: "@", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard case .color(var red, var green, var blue, var alpha)? = parsePlainColor(pieces[0]) else { return nil }
        for modifier in pieces.dropFirst() {
            guard let open = modifier.firstIndex(of: "("), modifier.hasSuffix(")") else { return nil }
            let name = String(modifier[..<open])
            var argument = modifier[modifier.index(after: open)..<modifier.index(before: modifier.endIndex)].trimmingCharacters(in: .whitespaces)
            let label = name == "alpha" ? "at:" : "by:"
            if argument.hasPrefix(label) { argument = argument.dropFirst(label.count).trimmingCharacters(in: .whitespaces) }
            let amount: Double
            if argument.hasSuffix("%"), let percent = Double(argument.dropLast()) { amount = percent / 100 } else if let value = Double(argument) { amount = value } else { return nil }
            // ReactantUI's modifiers work on hue, saturation and brightness, each changed by
            // a fraction of itself and kept in 0…1.
            var (hue, saturation, brightness) = hsb(red, green, blue)
            func adjust(_ value: Double, _ by: Double) -> Double { min(max(0, value + value * by), 1) }
            switch name {
            case "lighter": brightness = adjust(brightness, amount)
            case "darker": brightness = adjust(brightness, -amount)
            case "saturated": saturation = adjust(saturation, amount)
            case "desaturated": saturation = adjust(saturation, -amount)
            case "fadedIn": alpha = adjust(alpha, amount)
            case "fadedOut": alpha = adjust(alpha, -amount)
            case "alpha": alpha = min(max(0, amount), 1)
            default: return nil
            }
            (red, green, blue) = rgb(hue, saturation, brightness)
        }
        return .color(red, green, blue, alpha)
    }

    static func hsb(_ red: Double, _ green: Double, _ blue: Double) -> (Double, Double, Double) {
        let maximum = max(red, green, blue), minimum = min(red, green, blue), delta = maximum - minimum
        var hue = 0.0
        if delta > 0 {
            if maximum == red { hue = (green - blue) / delta } else if maximum == green { hue = 2 + (blue - red) / delta } else { hue = 4 + (red - green) / delta }
            hue = (hue / 6).truncatingRemainder(dividingBy: 1)
            if hue < 0 { hue += 1 }
        }
        return (hue, maximum == 0 ? 0 : delta / maximum, maximum)
    }

    static func rgb(_ hue: Double, _ saturation: Double, _ brightness: Double) -> (Double, Double, Double) {
        let sector = hue * 6, index = Int(sector) % 6, fraction = sector - Double(Int(sector))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * fraction), t = brightness * (1 - saturation * (1 - fraction))
        switch index {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }

    static func parsePlainColor(_ text: String) -> AttributeValue? {
        if let named = namedColors[text] { return .color(named.0, named.1, named.2, named.3) }
        guard text.hasPrefix("#") else { return nil }
        var hex = String(text.dropFirst())
        if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
        guard hex.count == 6 || hex.count == 8, let value = UInt64(hex, radix: 16) else { return nil }
        let channels = hex.count == 8 ? value : (value << 8) | 0xFF
        func channel(_ shift: UInt64) -> Double { Double((channels >> shift) & 0xFF) / 255 }
        return .color(channel(24), channel(16), channel(8), channel(0))
    }

    static func parseFont(_ text: String) -> FontValue? {
        // "20": the system font at that size.
        if let size = Double(text), size > 0 { return FontValue(family: nil, weight: nil, size: size) }
        guard let at = text.lastIndex(of: "@"), let size = Double(text[text.index(after: at)...].trimmingCharacters(in: .whitespaces)), size > 0 else { return nil }
        let name = text[..<at].trimmingCharacters(in: .whitespaces)
        // ":bold@20" (and "bold@20", which ReactantUI's attributed text styles write).
        if name.hasPrefix(":") || FontValue.cssWeights[name] != nil {
            let weight = name.hasPrefix(":") ? String(name.dropFirst()) : name
            guard FontValue.cssWeights[weight] != nil else { return nil }
            return FontValue(family: nil, weight: weight, size: size)
        }
        return FontValue(family: name.isEmpty ? nil : name, weight: nil, size: size)
    }
}

/// What a `theme.name` value names: a colour, a font or an image of the application's themes
/// (`*.hyperdrive.xml`).
public enum ThemeCategory: String, Sendable {
    case colors, fonts, images
}

/// Why a value didn't parse.
public struct ValueError: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}

/// `20` rather than `20.0`, for CSS and generated code.
func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

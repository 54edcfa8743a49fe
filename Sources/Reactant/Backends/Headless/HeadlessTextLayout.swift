/// A label's text as the headless backend measures it: each character with its font size,
/// broken into lines as GtkLabel breaks them.
///
/// The model is the font GTK 3 draws with under Xvfb here: GTK's default "Sans 10" (no settings
/// daemon sets gtk-font-name), which fontconfig resolves to DejaVu Sans at 13⅓ px, and the same
/// family at other sizes, set by a CSS `font-size` (px or pt) in a `.class { … }` rule on the
/// label or a widget around it (CSS font-size inherits), or by a Pango markup span's
/// `font_desc="…px"` (what `AttributedText` writes).
///
/// - A line is as high as its largest text: Pango rounds a hinted font's ascent and descent up
///   to whole pixels, DejaVu Sans's being 1901/2048 and 483/2048 of its size, so a line at
///   size s is ⌈0.928 s⌉ + ⌈0.236 s⌉ px: 17 at the default size, 21 at 17 px, 24 at 20 px,
///   29 at 24 px.
/// - A character is 8 px wide at the default size (a–z A–Z average 8.1 there) and 0.6 px for
///   each pixel of size at other sizes (1.2 % to 4 % narrower than GTK's average, weight not
///   counted).
///
/// Measured once with a C program under `xvfb-run`: a shown GtkLabel holding
/// `<span font_desc="Npx">a…zA…Z</span>`, read with gtk_widget_get_preferred_width/height, for
/// sizes 4, 6, 8, 10–18, 20, 22, …, 32, 36, 40, 48, 50, 60 and 72 px: every height is the
/// formula's; widths 129 px at 4 px … 2314 px at 72 px.
@MainActor
struct HeadlessTextLayout {
    /// A character of the text and its font size in pixels (nil: GTK's default font).
    typealias Letter = (character: Character, size: Double?)
    /// The text, a letter a character.
    let characters: [Letter]
    /// The label's own font size, for a line without text.
    let baseSize: Double?

    init(_ label: HeadlessLabel) {
        let base = label.cssFontSize
        baseSize = base
        let sizes = label.markup.flatMap { Self.spanSizes(in: $0, base: base) }
        // Markup whose text is not the label's plain text (not as `AttributedText` writes it)
        // counts as all in the label's font.
        if let sizes, sizes.count == label.text.count {
            characters = zip(label.text, sizes).map { ($0, $1) }
        } else {
            characters = label.text.map { ($0, base) }
        }
    }

    static func lineHeight(_ size: Double?) -> Int {
        guard let size else { return HeadlessWidget.lineHeight }
        return Int((size * 1901 / 2048).rounded(.up)) + Int((size * 483 / 2048).rounded(.up))
    }

    static func characterWidth(_ size: Double?) -> Double {
        guard let size else { return Double(HeadlessWidget.characterWidth) }
        return size * 0.6
    }

    private static func width(of run: some Sequence<Letter>) -> Double {
        run.reduce(0) { $0 + characterWidth($1.size) }
    }

    /// Unwrapped: as wide as the widest paragraph, one line each.
    var size: LayoutSize {
        let widest = paragraphs.map { Self.width(of: $0.lazy.filter { $0.character != "\n" }) }.max() ?? 0
        return LayoutSize(width: Int(widest.rounded()), height: lineHeights(forWidth: nil).reduce(0, +))
    }

    /// As narrow as a wrapping GtkLabel gets: its longest word.
    var longestWordWidth: Int {
        let widest = characters.split { $0.character.isWhitespace }.map { Self.width(of: $0) }.max() ?? 0
        return Int(widest.rounded())
    }

    /// The first line's height (an ellipsized label's least).
    var firstLineHeight: Int { lineHeights(forWidth: nil)[0] }

    /// The lines' heights at `width` (nil: unwrapped, a line a paragraph): lines broken between
    /// words, a word longer than a line getting a line of its own, each line as high as its
    /// largest text.
    func lineHeights(forWidth width: Int?) -> [Int] {
        var heights: [Int] = []
        for paragraph in paragraphs {
            guard let width else {
                heights.append(height(of: paragraph))
                continue
            }
            var used = 0.0
            var line: [Letter] = []
            for word in paragraph.split(whereSeparator: { $0.character == " " }) {
                let wordWidth = Self.width(of: word)
                let needed = line.isEmpty ? wordWidth : used + Self.characterWidth(word.first?.size) + wordWidth
                if !line.isEmpty && needed > Double(width) {
                    heights.append(height(of: line))
                    line = Array(word)
                    used = wordWidth
                } else {
                    line += word
                    used = needed
                }
            }
            heights.append(height(of: line.isEmpty ? paragraph : line))
        }
        return heights
    }

    /// The text split at each "\n"; an empty paragraph holds the "\n" before it (the first, the
    /// one after it), whose font sizes that line.
    private var paragraphs: [[Letter]] {
        var result: [[Letter]] = []
        var current: [Letter] = []
        var newline: Letter?
        for entry in characters {
            guard entry.character == "\n" else {
                current.append(entry)
                continue
            }
            result.append(current.isEmpty ? [newline ?? entry] : current)
            current = []
            newline = entry
        }
        result.append(current.isEmpty ? newline.map { [$0] } ?? [] : current)
        return result
    }

    private func height(of run: [Letter]) -> Int {
        run.map { Self.lineHeight($0.size) }.max() ?? Self.lineHeight(baseSize)
    }

    /// The font size of each character of Pango markup's text: a span's `font_desc` size
    /// ("20px", "15pt"), else the enclosing one's, else `base`; nil when a tag is not closed.
    static func spanSizes(in markup: String, base: Double?) -> [Double?]? {
        var sizes: [Double?] = []
        var open: [Double?] = []
        var rest = Substring(markup)
        while let next = rest.first {
            if next == "<" {
                guard let end = rest.firstIndex(of: ">") else { return nil }
                let tag = rest[rest.index(after: rest.startIndex)..<end]
                rest = rest[rest.index(after: end)...]
                if tag.hasPrefix("/") {
                    guard !open.isEmpty else { return nil }
                    open.removeLast()
                } else {
                    open.append(fontSize(inSpan: tag) ?? open.last ?? base)
                }
            } else {
                // An entity (&amp;) is one character.
                if next == "&", let end = rest.firstIndex(of: ";") { rest = rest[rest.index(after: end)...] } else { rest = rest.dropFirst() }
                sizes.append(open.last ?? base)
            }
        }
        return sizes
    }

    /// The size of a `<span … font_desc="…">` tag's font description (its last word), in pixels.
    private static func fontSize(inSpan tag: Substring) -> Double? {
        let key = "font_desc=\""
        guard tag.hasPrefix("span "), let start = tag.indices.first(where: { tag[$0...].hasPrefix(key) }) else { return nil }
        let value = tag[tag.index(start, offsetBy: key.count)...].prefix { $0 != "\"" }
        return value.split(separator: " ").last.flatMap { cssPixels($0) }
    }

    /// A CSS length in pixels: `20px`, or `15pt` at GTK's 96 dpi; nil for other units.
    static func cssPixels(_ text: Substring) -> Double? {
        if text.hasSuffix("px") { return Double(text.dropLast(2)) }
        if text.hasSuffix("pt") { return Double(text.dropLast(2)).map { $0 * 96 / 72 } }
        return nil
    }
}

extension HeadlessLabel {
    /// The CSS font-size the label draws with: that of a `.class { font-size: … }` rule of the
    /// backend's style sheets for a class of the label or, as font-size inherits, of the nearest
    /// widget around it with one (the last such rule added winning); nil for GTK's default font.
    var cssFontSize: Double? {
        for widget in lineage where !widget.styleClasses.isEmpty {
            let rules = widget.styleClasses.compactMap { backend.classFontSize($0) }
            if let last = rules.max(by: { $0.order < $1.order }) { return last.size }
        }
        return nil
    }
}

extension HeadlessBackend {
    /// The font-size of the last rule of the style sheets whose selector is `.styleClass`
    /// (alone or in a selector list), with the rule's place in the order they were added; nil
    /// when none sets one. Other selectors and the `font` shorthand are not read.
    func classFontSize(_ styleClass: String) -> (order: Int, size: Double)? {
        if classFontSizes == nil {
            var sizes: [String: (order: Int, size: Double)] = [:]
            var order = 0
            for sheet in styleSheets {
                for rule in Self.withoutComments(sheet).split(separator: "}") {
                    order += 1
                    let parts = rule.split(separator: "{", maxSplits: 1)
                    guard parts.count == 2, let size = Self.fontSize(declaredIn: parts[1]) else { continue }
                    for selector in parts[0].split(separator: ",") {
                        let name = selector.trimmingWhitespace
                        if name.hasPrefix("."), !name.dropFirst().contains(where: { " .:#>[".contains($0) }) {
                            sizes[String(name.dropFirst())] = (order, size)
                        }
                    }
                }
            }
            classFontSizes = sizes
        }
        return classFontSizes?[styleClass]
    }

    private static func fontSize(declaredIn declarations: Substring) -> Double? {
        var size: Double?
        for declaration in declarations.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingWhitespace == "font-size" {
                size = HeadlessTextLayout.cssPixels(parts[1].trimmingWhitespace) ?? size
            }
        }
        return size
    }

    private static func withoutComments(_ css: String) -> String {
        var result = ""
        var rest = Substring(css)
        while let open = rest.firstRange(of: "/*") {
            result += rest[..<open.lowerBound]
            rest = rest[open.upperBound...]
            guard let close = rest.firstRange(of: "*/") else { return result }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}

private extension Substring {
    var trimmingWhitespace: Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return self[endIndex...] }
        return self[first...last]
    }
}

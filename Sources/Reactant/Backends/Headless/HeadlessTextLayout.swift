/// A label's text as the headless backend measures it: its paragraphs and words, sized by
/// their characters' fonts, broken into lines as GtkLabel breaks them.
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
///   each pixel of size at other sizes (2 % to 5 % narrower than a–z A–Z's average; lower-case
///   words with spaces are narrower still, about 0.49 px a pixel of size; weight not counted),
///   so where a line wraps is an estimate.
///
/// Measured once with a C program under `xvfb-run`: a shown GtkLabel holding
/// `<span font_desc="Npx">a…zA…Z</span>`, read with gtk_widget_get_preferred_width/height, for
/// sizes 4, 6, 8, 10–18, 20, 22, …, 32, 36, 40, 48, 50, 60 and 72 px: every height is the
/// formula's; widths 129 px at 4 px … 2314 px at 72 px.
@MainActor
struct HeadlessTextLayout {
    /// The characters between two spaces (tabs included): a line may break before it.
    struct Word {
        var width = 0.0
        var height = 0
        /// The space before it, which the word's line holds unless the word starts the line.
        var spaceBefore = 0.0
    }

    /// The text between two "\n"s.
    struct Paragraph {
        var words: [Word] = []
        /// On one line, spaces included.
        var width = 0.0
        /// On one line: its tallest character's; an empty paragraph's "\n"'s (the one before it;
        /// the first paragraph's, the one after it).
        var height: Int?
    }

    let paragraphs: [Paragraph]
    /// Unwrapped: as wide as the widest paragraph, one line each.
    let size: LayoutSize
    /// As narrow as a wrapping GtkLabel gets: its longest word (tabs part words here).
    let longestWordWidth: Int
    /// The label's own font size in pixels (nil: GTK's default font), which `HeadlessLabel`'s
    /// cached layout is valid for.
    let baseSize: Double?

    /// The label's text, measured in one pass (a label can hold a pasted megabyte, and the
    /// layout pass asks for its size many times).
    init(_ label: HeadlessLabel, baseSize base: Double?) {
        baseSize = base
        var sizes = label.markup.flatMap { Self.spanSizes(in: $0, base: base) }
        // Markup whose text is not the label's plain text (not as `AttributedText` writes it)
        // counts as all in the label's font.
        if sizes?.count != label.text.count { sizes = nil }
        // Measured once a size: a text mostly has one or two.
        var font: (size: Double?, width: Double, height: Int) = (base, Self.characterWidth(base), Self.lineHeight(base))
        var paragraphs: [Paragraph] = []
        var paragraph = Paragraph(), word: Word?
        var space = 0.0, letters = 0.0, longest = 0.0
        var newlineHeight: Int?
        for (index, character) in label.text.enumerated() {
            if let sizes, sizes[index] != font.size { font = (sizes[index], Self.characterWidth(sizes[index]), Self.lineHeight(sizes[index])) }
            if character == "\n" {
                if let word { paragraph.words.append(word) }
                if paragraph.height == nil { paragraph.height = newlineHeight ?? font.height }
                paragraphs.append(paragraph)
                (paragraph, word, space, letters, newlineHeight) = (Paragraph(), nil, 0, 0, font.height)
                continue
            }
            paragraph.width += font.width
            paragraph.height = max(paragraph.height ?? 0, font.height)
            letters = character.isWhitespace ? 0 : letters + font.width
            longest = max(longest, letters)
            if character == " " {
                if let finished = word { paragraph.words.append(finished) }
                word = nil
                space = font.width
            } else {
                var current = word ?? Word(spaceBefore: space)
                current.width += font.width
                current.height = max(current.height, font.height)
                word = current
            }
        }
        if let word { paragraph.words.append(word) }
        if paragraph.height == nil { paragraph.height = newlineHeight ?? Self.lineHeight(base) }
        paragraphs.append(paragraph)
        self.paragraphs = paragraphs
        size = LayoutSize(width: Int((paragraphs.map(\.width).max() ?? 0).rounded()),
                          height: paragraphs.reduce(0) { $0 + ($1.height ?? 0) })
        longestWordWidth = Int(longest.rounded())
    }

    static func lineHeight(_ size: Double?) -> Int {
        guard let size else { return HeadlessWidget.lineHeight }
        return Int((size * 1901 / 2048).rounded(.up)) + Int((size * 483 / 2048).rounded(.up))
    }

    static func characterWidth(_ size: Double?) -> Double {
        guard let size else { return Double(HeadlessWidget.characterWidth) }
        return size * 0.6
    }

    /// The first line's height (an ellipsized label's least).
    var firstLineHeight: Int { paragraphs[0].height ?? 0 }

    /// The lines' heights at `width`: lines broken at spaces, a word longer than a line getting
    /// a line of its own, each line as high as its tallest word (one space between words:
    /// GtkLabel keeps them all, too rare to model).
    func lineHeights(forWidth width: Int) -> [Int] {
        var heights: [Int] = []
        for paragraph in paragraphs {
            // The line being filled: its width and height (nil while it has no word).
            var used = 0.0
            var lineHeight: Int?
            for word in paragraph.words {
                guard let height = lineHeight else {
                    (used, lineHeight) = (word.width, word.height)
                    continue
                }
                let needed = used + word.spaceBefore + word.width
                if needed > Double(width) {
                    heights.append(height)
                    (used, lineHeight) = (word.width, word.height)
                } else {
                    (used, lineHeight) = (needed, max(height, word.height))
                }
            }
            heights.append(lineHeight ?? paragraph.height ?? 0)
        }
        return heights
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

    /// The size of a `<span … font_desc="…">` tag's font description (its last word: "20px",
    /// or points, "Sans 12"), in pixels.
    private static func fontSize(inSpan tag: Substring) -> Double? {
        let key = "font_desc=\""
        guard tag.hasPrefix("span "), let start = tag.indices.first(where: { tag[$0...].hasPrefix(key) }),
              let size = tag[tag.index(start, offsetBy: key.count)...].prefix(while: { $0 != "\"" }).split(separator: " ").last
        else { return nil }
        return Double(size).map { $0 * 96 / 72 } ?? cssPixels(size)
    }

    /// A CSS length in pixels: `20px`, or `15pt` at GTK's 96 dpi; nil for other units.
    static func cssPixels(_ text: Substring) -> Double? {
        if text.hasSuffix("px") { return Double(text.dropLast(2)) }
        if text.hasSuffix("pt") { return Double(text.dropLast(2)).map { $0 * 96 / 72 } }
        return nil
    }
}

extension HeadlessLabel {
    /// The text's layout (`HeadlessTextLayout`), kept until the text, the markup or the font
    /// size changes.
    var textLayout: HeadlessTextLayout {
        let base = cssFontSize
        if let cached = cachedTextLayout, cached.baseSize == base { return cached }
        let layout = HeadlessTextLayout(self, baseSize: base)
        cachedTextLayout = layout
        return layout
    }

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

#if GTK3 || GTK4 // both GTK backends: the result, the same on GTK 3 and GTK 4
/// One label's text against what is drawn behind it.
public struct LabelContrast: Equatable, Sendable, CustomStringConvertible {
    /// The text the label shows.
    public let text: String
    /// Where the label is: its CSS path from the window, e.g. `window headerbar label.title`.
    public let path: String
    /// The text colour as drawn: the CSS colour with its alpha and every opacity above it,
    /// over the background.
    public let foreground: ContrastColor
    /// The colour behind the text, read from a rendering without the text (see `ContrastCheck`).
    public let background: ContrastColor

    /// The WCAG contrast ratio of `foreground` to `background`, from 1 (none) to 21.
    public var ratio: Double { ContrastColor.ratio(foreground, background) }

    /// Whether it meets WCAG AA for text (4.5:1).
    public var meetsAA: Bool { ratio >= ContrastCheck.minimumRatio }

    /// "'Name to greet' #2e3436 on #ffffff: 12.6:1 (window box label.greeter-label)".
    public var description: String {
        "'\(text)' \(foreground) on \(background): \((ratio * 10).rounded() / 10):1 (\(path))"
    }
}
#endif // GTK3 || GTK4

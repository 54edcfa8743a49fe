/// Colours set on one widget from code (UIKit's `backgroundColor`, `textColor`), above the
/// theme and the app's stylesheets: on GTK a CSS provider of the widget's own. Children
/// inherit the text colour (CSS `color`), not the background. Nil: what the theme says.
public struct WidgetColors: Equatable, Sendable {
    public var background: Color?
    public var foreground: Color?

    public init(background: Color? = nil, foreground: Color? = nil) {
        self.background = background
        self.foreground = foreground
    }

    /// The CSS of a provider on the widget's own style context (`*` matches only that widget
    /// there). Themes draw buttons with a gradient image over the colour, so it goes.
    var css: String {
        var rules: [String] = []
        if let background { rules += ["background-color: \(background.css);", "background-image: none;"] }
        if let foreground { rules.append("color: \(foreground.css);") }
        return "* { \(rules.joined(separator: " ")) }"
    }
}

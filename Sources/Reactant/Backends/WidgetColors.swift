/// Colours set on one widget from code (UIKit's `backgroundColor`, `textColor`), above the
/// theme and the app's stylesheets: on GTK a CSS provider of the widget's own. Children
/// inherit the text colour (CSS `color`), not the background. Nil: what the theme says.
public struct WidgetColors: Equatable, Sendable {
    /// The background colour (CSS `background-color`, with the theme's background image removed);
    /// nil: the theme's.
    public var background: Color?
    /// The text colour (CSS `color`), inherited by children; nil: the theme's.
    public var foreground: Color?
    /// Colours while the widget is in a state (UIKit's `setTitleColor(_:for:)`), over the ones
    /// above: GTK's pseudo-classes, `.highlighted` :active (pressed), `.disabled` :disabled,
    /// `.selected` :checked, `.focused` :focus; a combined state needs all of them.
    public var states: [ControlState: StateColors] = [:]

    /// A state's background and text colours; nil: the widget's own (or the theme's).
    public struct StateColors: Equatable, Sendable {
        /// The background colour in that state.
        public var background: Color?
        /// The text colour in that state.
        public var foreground: Color?

        /// Makes a state's colours; a colour not given is left to the widget's own.
        public init(background: Color? = nil, foreground: Color? = nil) {
            self.background = background
            self.foreground = foreground
        }
    }

    /// Makes colours for the widget; a colour not given is left to the theme.
    public init(background: Color? = nil, foreground: Color? = nil) {
        self.background = background
        self.foreground = foreground
    }

    /// The CSS of a provider on the widget's own style context (`*` matches only that widget
    /// there). Themes draw buttons with a gradient image over the colour, so it goes.
    /// A state's rule follows, its pseudo-classes making it the more specific one while the
    /// widget is in that state.
    var css: String {
        func declarations(_ background: Color?, _ foreground: Color?) -> String {
            var rules: [String] = []
            if let background { rules += ["background-color: \(background.css);", "background-image: none;"] }
            if let foreground { rules.append("color: \(foreground.css);") }
            return rules.joined(separator: " ")
        }
        var css = "* { \(declarations(background, foreground)) }"
        let pseudoClasses: [(ControlState, String)] = [(.highlighted, ":active"), (.disabled, ":disabled"), (.selected, ":checked"), (.focused, ":focus")]
        for (state, colors) in states.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where state != .normal {
            let selector = pseudoClasses.filter { state.contains($0.0) }.map(\.1).joined()
            css += " *\(selector) { \(declarations(colors.background, colors.foreground)) }"
        }
        return css
    }
}

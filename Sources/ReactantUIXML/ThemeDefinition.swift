/// ReactantUI's application description (`*.hyperdrive.xml`, `<Application>`): the themes
/// and each one's colours, fonts and images, which components refer to as `theme.name`.
public struct ThemeDefinition: Sendable {
    public var file: String
    /// Theme names in file order; `defaultTheme` is the one an app starts with.
    public var themes: [String]
    public var defaultTheme: String
    /// Category → value name → theme name (or "shared", for every theme) → value.
    public var values: [ThemeCategory: [String: [String: AttributeValue]]] = [:]

    /// The value `theme` gives `name`, its own or the shared one.
    public func value(_ category: ThemeCategory, _ name: String, theme: String) -> AttributeValue? {
        values[category]?[name].flatMap { $0[theme] ?? $0["shared"] }
    }
}

/// Reading `<Application>`.
extension UIDocumentParser.Context {
    func application(_ node: XMLNode) throws(UIDiagnostic) -> ThemeDefinition {
        guard let themesNode = node.children.first(where: { $0.name == "Themes" }) else {
            throw error(node, "<Application> needs <Themes default=\"name\"> listing its themes")
        }
        let themes = themesNode.children.map(\.name)
        guard !themes.isEmpty, themes.allSatisfy(isIdentifier), themes.allSatisfy({ $0 != "shared" }) else {
            throw error(themesNode, "<Themes> lists each theme as an element (<day/>), named as a Swift identifier other than shared")
        }
        let defaultTheme = themesNode.attribute("default") ?? themes[0]
        guard themes.contains(defaultTheme) else {
            throw error(themesNode, attribute: "default", "default=\"\(defaultTheme)\" is not one of the themes (\(themes.joined(separator: ", ")))")
        }
        var definition = ThemeDefinition(file: file, themes: themes, defaultTheme: defaultTheme)
        let kinds: [String: (ThemeCategory, AttributeKind?)] = ["Colors": (.colors, .color), "Fonts": (.fonts, .font), "Images": (.images, nil)]
        for group in node.children where group.name != "Themes" {
            guard let (category, kind) = kinds[group.name] else {
                throw error(group, "<Application> holds <Themes>, <Colors>, <Fonts> and <Images>, not <\(group.name)>")
            }
            var values: [String: [String: AttributeValue]] = [:]
            var positions: [String: XMLNode] = [:]
            for themeNode in group.children {
                guard themeNode.name == "shared" || themes.contains(themeNode.name) else {
                    throw error(themeNode, "<\(themeNode.name)> is not a theme (\(themes.joined(separator: ", "))) nor shared")
                }
                for (name, text) in themeNode.attributes {
                    guard isIdentifier(name) else { throw error(themeNode, attribute: name, "'\(name)' is not a Swift identifier") }
                    let value: AttributeValue
                    if let kind {
                        switch AttributeValue.parse(text, as: kind) {
                        case .success(let parsed): value = parsed
                        case .failure(let failure):
                            // Asset catalog colours (UIColor(named:)) have no GTK counterpart.
                            throw error(themeNode, attribute: name, "\(name): \(failure.message)")
                        }
                    } else {
                        value = .string(text)
                    }
                    values[name, default: [:]][themeNode.name] = value
                    positions[name] = themeNode
                }
            }
            // Every theme needs every value (its own or the shared one).
            for (name, perTheme) in values where perTheme["shared"] == nil {
                if let missing = themes.first(where: { perTheme[$0] == nil }) {
                    throw error(positions[name]!, attribute: name, "\(group.name.lowercased()) '\(name)' has no value in the theme \(missing) (give it there or in <shared>)")
                }
            }
            definition.values[category] = values
        }
        return definition
    }
}

extension SwiftGenerator {
    /// `enum ApplicationTheme`: a case per theme, `current` (the default theme until the app
    /// sets another), and its colours, fonts and images as properties.
    public static func generate(_ theme: ThemeDefinition) -> String {
        var lines = [header(theme.file)]
        lines.append("/// The application's themes (\(theme.file.split(separator: "/").last.map(String.init) ?? "")). Components read")
        lines.append("/// `current` when they are built: set it before building them.")
        lines.append("enum ApplicationTheme: String, Sendable {")
        for name in theme.themes { lines.append("    case \(name)") }
        lines.append("")
        lines.append("    @MainActor static var current: ApplicationTheme = .\(theme.defaultTheme)")
        lines.append("")
        lines.append("    var colors: Colors { Colors(theme: self) }")
        lines.append("    var fonts: Fonts { Fonts(theme: self) }")
        lines.append("    var images: Images { Images(theme: self) }")
        lines.append("")
        lines.append("    /// A theme font: its parts (for attributed text) and its CSS (for a view).")
        lines.append("    struct Font: Sendable {")
        lines.append("        let family: String?")
        lines.append("        let weight: Int?")
        lines.append("        let size: Double")
        lines.append("        let styleClass: String")
        lines.append("        let css: String")
        lines.append("    }")
        let types: [(ThemeCategory, String, String)] = [(.colors, "Colors", "Color"), (.fonts, "Fonts", "Font"), (.images, "Images", "String")]
        for (category, structName, type) in types {
            lines.append("")
            lines.append("    struct \(structName): Sendable {")
            lines.append("        let theme: ApplicationTheme")
            for name in (theme.values[category] ?? [:]).keys.sorted() {
                lines.append("        var \(name): \(type) {")
                lines.append("            switch theme {")
                for themeName in theme.themes {
                    lines.append("            case .\(themeName): \(themeLiteral(theme.value(category, name, theme: themeName)!))")
                }
                lines.append("            }")
                lines.append("        }")
            }
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    static func themeLiteral(_ value: AttributeValue) -> String {
        guard case .font(let font) = value else { return literal(value) }
        return "Font(family: \(font.family.map(literal) ?? "nil"), weight: \(font.numericWeight.map(String.init) ?? "nil"), size: \(number(font.size)), styleClass: \(literal(font.styleClass)), css: \(literal(CSSRule(styleClass: font.styleClass, declarations: font.css).css)))"
    }
}

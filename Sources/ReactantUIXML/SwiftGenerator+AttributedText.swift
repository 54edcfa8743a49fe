/// The Swift for attributed text, its styles and templates: values of Reactant's
/// `AttributedText`, `TextAttributes` and `AttributedTextStyle`.
extension SwiftGenerator {
    /// `AttributedText([...], attributes: ..., style: ...)`.
    static func expression(_ text: AttributedTextDefinition) -> String {
        var arguments = ["[\(text.parts.map(expression).joined(separator: ", "))]"]
        if text.attributes != TextAttributesDefinition() { arguments.append("attributes: \(expression(text.attributes))") }
        if let style = text.style { arguments.append("style: \(StyleGroupDefinition.swiftName(of: style.group)).\(style.name)") }
        return "AttributedText(\(arguments.joined(separator: ", ")))"
    }

    static func expression(_ part: AttributedTextPart) -> String {
        switch part {
        case .text(let text): return ".text(\(expression(text)))"
        case .tagged(let name, let attributes, let parts):
            return ".tagged(\(literal(name)), \(expression(attributes)), [\(parts.map(expression).joined(separator: ", "))])"
        }
    }

    static func expression(_ text: TextExpression) -> String {
        switch text {
        case .literal(let value): return literal(value)
        case .parameter(let name): return name
        // The toolkit's gettext lookup (Localization/Translate.swift).
        case .localized(let key): return "tr(\(literal(key)))"
        case .transformed(let transform, let inner): return "(\(expression(inner))).\(transform)()"
        case .joined(let pieces): return "(" + pieces.map(expression).joined(separator: " + ") + ")"
        }
    }

    /// `TextAttributes(...)` with what the definition sets, in the init's order.
    static func expression(_ attributes: TextAttributesDefinition) -> String {
        var arguments: [String] = []
        switch attributes.font {
        case .font(let font)?:
            if let family = font.family { arguments.append("fontFamily: \(literal(family))") }
            if let weight = font.numericWeight { arguments.append("fontWeight: \(weight)") }
            arguments.append("fontSize: \(number(font.size))")
        case .themed(_, let name)?:
            let font = "ApplicationTheme.current.fonts.\(name)"
            arguments += ["fontFamily: \(font).family", "fontWeight: \(font).weight", "fontSize: \(font).size"]
        default: break
        }
        func add(_ label: String, _ value: AttributeValue?) { if let value { arguments.append("\(label): \(literal(value))") } }
        add("foregroundColor", attributes.foregroundColor)
        add("backgroundColor", attributes.backgroundColor)
        if let underline = attributes.underline { arguments.append("underline: .\(underline)") }
        add("underlineColor", attributes.underlineColor)
        if let strikethrough = attributes.strikethrough { arguments.append("strikethrough: \(strikethrough)") }
        add("strikethroughColor", attributes.strikethroughColor)
        if let kern = attributes.kern { arguments.append("kern: \(number(kern))") }
        if let offset = attributes.baselineOffset { arguments.append("baselineOffset: \(number(offset))") }
        return "TextAttributes(\(arguments.joined(separator: ", ")))"
    }

    /// An `<attributedTextStyle>` as a static property of its group's enum.
    static func textStyleLines(_ style: StyleDefinition, _ textStyle: AttributedTextStyleDefinition) -> [String] {
        let access = style.accessModifier == "public" ? "public " : ""
        var lines = ["    \(access)static var \(style.name): AttributedTextStyle {", "        AttributedTextStyle("]
        var arguments = ["            base: \(expression(textStyle.base))"]
        if !textStyle.tags.isEmpty {
            let tags = textStyle.tags.map { "                \(literal($0.name)): \(expression($0.attributes))," }
            arguments.append((["            tags: ["] + tags + ["            ]"]).joined(separator: "\n"))
        }
        if !style.extends.isEmpty {
            arguments.append("            extending: [\(style.extends.map { "\(StyleGroupDefinition.swiftName(of: $0.group)).\($0.name)" }.joined(separator: ", "))]")
        }
        lines.append(arguments.joined(separator: ",\n"))
        lines += ["        )", "    }"]
        return lines
    }

    /// `<templates name="Group">`: an enum with a function per template, its `{{parameters}}`
    /// as String arguments.
    static func templateLines(_ templates: (group: String, texts: [AttributedTextDefinition])) -> [String] {
        var lines = ["", "@MainActor", "enum \(templates.group) {"]
        for text in templates.texts {
            let parameters = text.parameters.map { "\($0): String" }.joined(separator: ", ")
            lines.append("    static func \(text.templateName!)(\(parameters)) -> AttributedText {")
            lines.append("        \(expression(text))")
            lines.append("    }")
        }
        lines.append("}")
        return lines
    }

    /// A label's attributed text, a button's attributed title (the normal state's: the parser
    /// warned about the others).
    static func attributedTextLines(_ view: ViewDefinition, _ target: String) -> [String] {
        view.attributedTexts.compactMap { text in
            if view.spec.swiftType == "Label" { return "\(target).attributedText = \(expression(text))" }
            guard text.states.contains("normal") else { return nil }
            return "\(target).setAttributedTitle(\(expression(text)), for: .normal)"
        }
    }
}

import Foundation

/// Reading attributed text (`<attributedText>`, `<attributedTitle>`, templates) and
/// `<attributedTextStyle>`.
extension UIDocumentParser.Context {
    /// NSAttributedString's keys with no Pango counterpart: accepted with a warning.
    static let textAttributesIgnored: [String: String] = [
        "ligature": "Pango chooses ligatures from the font", "strokeColor": "Pango draws no outlined text",
        "strokeWidth": "Pango draws no outlined text", "shadow": "Pango draws no text shadows",
        "attachmentImage": "a GtkLabel holds no images", "link": "use a LinkButton for links",
        "obliqueness": "Pango slants only with the font's italic", "expansion": "Pango has no glyph expansion",
        "writingDirection": "GTK takes the direction from the text and the locale",
        "verticalGlyphForm": "Pango draws horizontal text",
    ]

    func textAttributes(_ node: XMLNode, skipping: Set<String>) throws(UIDiagnostic) -> TextAttributesDefinition {
        var result = TextAttributesDefinition()
        for (name, text) in node.attributes where !skipping.contains(name) && !name.hasPrefix("xmlns") {
            func color() throws(UIDiagnostic) -> AttributeValue { try value(node, name, text, as: .color, theme: .colors) }
            switch name {
            case "font": result.font = try value(node, name, text, as: .font, theme: .fonts)
            case "foregroundColor": result.foregroundColor = try color()
            case "backgroundColor": result.backgroundColor = try color()
            case "underlineColor": result.underlineColor = try color()
            case "strikethroughColor": result.strikethroughColor = try color()
            case "underlineStyle", "strikethroughStyle", "striketroughStyle":
                let styles = ["none", "single", "double", "thick"]
                guard styles.contains(text) else {
                    throw error(node, attribute: name, "\(name)=\"\(text)\": use \(styles.joined(separator: ", "))")
                }
                if name == "underlineStyle" { result.underline = text } else { result.strikethrough = text != "none" }
            case "kern", "baselineOffset":
                guard let number = Double(text) else { throw error(node, attribute: name, "\(name)=\"\(text)\" is not a number of pixels") }
                if name == "kern" { result.kern = number } else { result.baselineOffset = number }
            default:
                if name.hasPrefix("paragraphStyle.") {
                    warn(node, attribute: name, "\(name) has no effect on GTK (a GtkLabel lays out its paragraphs itself: use the label's textAlignment and numberOfLines); ignored")
                } else if let reason = Self.textAttributesIgnored[name] {
                    warn(node, attribute: name, "\(name) has no effect on GTK (\(reason)); ignored")
                } else {
                    throw error(node, attribute: name, "<\(node.name)> has no text attribute '\(name)' (supported: font, foregroundColor, backgroundColor, underlineStyle, underlineColor, strikethroughStyle, strikethroughColor, kern, baselineOffset)")
                }
            }
        }
        return result
    }

    /// A value of `kind`, or `theme.name` naming one of the themes' values.
    func value(_ node: XMLNode, _ name: String, _ text: String, as kind: AttributeKind, theme category: ThemeCategory) throws(UIDiagnostic) -> AttributeValue {
        if let themed = try themeReference(node, name, text, category) { return themed }
        switch AttributeValue.parse(text, as: kind) {
        case .success(let parsed): return parsed
        case .failure(let failure): throw error(node, attribute: name, "\(name): \(failure.message)")
        }
    }

    /// `theme.name` as a reference to a theme value (checked by the Swift compiler against
    /// the generated `ApplicationTheme`), or nil for any other text.
    func themeReference(_ node: XMLNode, _ name: String, _ text: String, _ category: ThemeCategory?) throws(UIDiagnostic) -> AttributeValue? {
        guard text.hasPrefix("theme.") else { return nil }
        let valueName = String(text.dropFirst(6))
        guard let category else {
            throw error(node, attribute: name, "\(name)=\"\(text)\": themes give colours, fonts and images, and \(name) is none of these")
        }
        guard isIdentifier(valueName) else { throw error(node, attribute: name, "\(name)=\"\(text)\": theme.name needs a name") }
        return .themed(category, valueName)
    }

    /// `<attributedText>`/`<attributedTitle>`: its attributes and its text.
    func attributedText(_ node: XMLNode, localGroup: String, template: Bool = false) throws(UIDiagnostic) -> AttributedTextDefinition {
        var skipping: Set<String> = ["style"]
        if node.name == "attributedTitle" { skipping.insert("state") }
        if template { skipping.insert("name") }
        var definition = AttributedTextDefinition(
            style: try styleReferences(node, localGroup: localGroup).first, attributes: try textAttributes(node, skipping: skipping),
            parts: try textParts(trimmed(node.content), allowParameters: template, in: node), position: node.position)
        if let text = node.attribute("style"), text.split(separator: " ").count > 1 {
            throw error(node, attribute: "style", "attributed text takes one style (an attributedTextStyle may extend several)")
        }
        if let states = node.attribute("state") {
            definition.states = states.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let known = ["normal", "highlighted", "disabled", "selected", "focused"]
            if let unknown = definition.states.first(where: { !known.contains($0) }) {
                throw error(node, attribute: "state", "state \"\(unknown)\": use \(known.joined(separator: ", ")), joined with |")
            }
        }
        if template {
            guard let name = node.attribute("name"), isIdentifier(name) else { throw error(node, "a template needs name=\"functionName\"") }
            definition.templateName = name
        }
        return definition
    }

    func textParts(_ content: [XMLContent], allowParameters: Bool, in parent: XMLNode) throws(UIDiagnostic) -> [AttributedTextPart] {
        var parts: [AttributedTextPart] = []
        for piece in content {
            switch piece {
            case .text(let text):
                parts.append(.text(try expression(text, allowParameters: allowParameters, at: parent)))
            case .element(let node):
                guard isIdentifier(node.name) else { throw error(node, "<\(node.name)> is not a tag name attributed text can style") }
                parts.append(.tagged(node.name, try textAttributes(node, skipping: []), try textParts(node.content, allowParameters: allowParameters, in: node)))
            }
        }
        return parts
    }

    /// ReactantUI's whitespace: the text starts at its first character and ends at its last,
    /// and lines keep no more indentation than the first one had. The first line's indentation
    /// is what follows the last line break of all the leading whitespace, even when the text
    /// starts inside a tag (`<b>Name</b>` on the first line): the tag's own text, which starts
    /// at once, must not reset it to none.
    func trimmed(_ content: [XMLContent]) -> [XMLContent] {
        func trim(_ content: [XMLContent], leading: Bool, dropped: inout String) -> [XMLContent] {
            var content = content
            guard let index = leading ? content.indices.first : content.indices.last else { return content }
            switch content[index] {
            case .text(let text):
                let kept = leading ? String(text.drop(while: \.isWhitespace)) : String(text.reversed().drop(while: \.isWhitespace).reversed())
                if leading { dropped += text.prefix(text.count - kept.count) }
                if kept.isEmpty {
                    content.remove(at: index)
                    return trim(content, leading: leading, dropped: &dropped)
                }
                content[index] = .text(kept)
            case .element(let node):
                node.content = trim(node.content, leading: leading, dropped: &dropped)
            }
            return content
        }
        var leadingWhitespace = ""
        var result = trim(content, leading: true, dropped: &leadingWhitespace)
        var ignored = ""
        result = trim(result, leading: false, dropped: &ignored)
        let indentation = leadingWhitespace.reversed().prefix { $0 != "\n" }.count
        func dedent(_ content: [XMLContent]) -> [XMLContent] {
            content.map { piece in
                switch piece {
                case .text(let text):
                    return .text(text.replacingOccurrences(of: "\\n[ \\t]{0,\(indentation)}", with: "\n", options: .regularExpression))
                case .element(let node):
                    node.content = dedent(node.content)
                    return .element(node)
                }
            }
        }
        return dedent(result)
    }

    /// A piece of text: `:transform(…)`, `{{parameter}}`s and `\n`/`\t` escapes.
    func expression(_ text: String, allowParameters: Bool, at node: XMLNode?) throws(UIDiagnostic) -> TextExpression {
        for transform in ["uppercased", "lowercased", "capitalized", "localized"] where text.hasPrefix(":\(transform)(") && text.hasSuffix(")") {
            let inner = String(text.dropFirst(transform.count + 2).dropLast())
            if transform == "localized" { return .localized(unescaped(inner)) }
            return .transformed(transform, try expression(inner, allowParameters: allowParameters, at: node))
        }
        var pieces: [TextExpression] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{"), let close = rest[open.upperBound...].range(of: "}}") {
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            guard allowParameters else {
                throw UIDiagnostic(file: file, line: node?.position.line ?? 1, column: node?.position.column ?? 1,
                                   message: "{{\(name)}}: only a template (<templates><attributedText name=…>) takes parameters")
            }
            guard isIdentifier(name) else {
                throw UIDiagnostic(file: file, line: node?.position.line ?? 1, column: node?.position.column ?? 1, message: "{{\(name)}} is not a parameter name")
            }
            if open.lowerBound > rest.startIndex { pieces.append(.literal(unescaped(String(rest[..<open.lowerBound])))) }
            pieces.append(.parameter(name))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.literal(unescaped(String(rest)))) }
        return pieces.count == 1 ? pieces[0] : .joined(pieces)
    }

    /// ReactantUI writes the text into a Swift string literal, so `\n` and `\t` are escapes.
    func unescaped(_ text: String) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "\\", "\"", "'": result.append(character)
                default: result += "\\\(character)"
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        if escaping { result.append("\\") }
        return result
    }

    func attributedTextStyle(_ node: XMLNode) throws(UIDiagnostic) -> AttributedTextStyleDefinition {
        let base = try textAttributes(node, skipping: ["name", "extend", "accessModifier"])
        var tags: [(name: String, attributes: TextAttributesDefinition)] = []
        for child in node.children {
            guard isIdentifier(child.name) else { throw error(child, "<\(child.name)> is not a tag name") }
            if tags.contains(where: { $0.name == child.name }) { throw error(child, "the tag <\(child.name)> is styled twice") }
            tags.append((child.name, try textAttributes(child, skipping: [])))
        }
        return AttributedTextStyleDefinition(base: base, tags: tags)
    }
}

import Reactant
import ReactantUIXML

/// Attributed text re-applied by live reload: the same `AttributedText` values the generated
/// code makes, built from the parsed definition. Theme values (`theme.name`) are the app's
/// generated `ApplicationTheme`, which this library can't see: a run keeps the surrounding
/// attributes there.
@MainActor
enum LiveAttributedText {
    static func apply(_ view: ViewDefinition, to target: View, styleGroups: [String: StyleGroupDefinition]) {
        for text in view.attributedTexts {
            let value = make(text, styleGroups: styleGroups)
            if let label = target as? Label {
                label.attributedText = value
            } else if let button = target as? Button, text.states.contains("normal") {
                button.attributedTitle = value
            }
        }
    }

    static func make(_ text: AttributedTextDefinition, styleGroups: [String: StyleGroupDefinition]) -> AttributedText {
        AttributedText(text.parts.map(part), attributes: attributes(text.attributes),
                       style: text.style.flatMap { style($0, styleGroups: styleGroups, depth: 0) })
    }

    static func style(_ reference: StyleReference, styleGroups: [String: StyleGroupDefinition], depth: Int) -> AttributedTextStyle? {
        guard depth < 32, let definition = styleGroups[reference.group]?.styles.first(where: { $0.name == reference.name }),
              let textStyle = definition.textStyle else { return nil }
        let parents = definition.extends.compactMap { style($0, styleGroups: styleGroups, depth: depth + 1) }
        var tags: [String: TextAttributes] = [:]
        for tag in textStyle.tags { tags[tag.name] = attributes(tag.attributes) }
        return AttributedTextStyle(base: attributes(textStyle.base), tags: tags, extending: parents)
    }

    static func part(_ part: AttributedTextPart) -> AttributedText.Part {
        switch part {
        case .text(let text): .text(string(text))
        case .tagged(let name, let own, let inner): .tagged(name, attributes(own), inner.map(self.part))
        }
    }

    static func string(_ text: TextExpression) -> String {
        switch text {
        case .literal(let value): value
        case .parameter(let name): "{{\(name)}}"
        case .localized(let key): tr(key)
        case .transformed("uppercased", let inner): string(inner).uppercased()
        case .transformed(_, let inner): string(inner).lowercased()
        case .joined(let pieces): pieces.map(string).joined()
        }
    }

    static func attributes(_ definition: TextAttributesDefinition) -> TextAttributes {
        func color(_ value: AttributeValue?) -> Color? {
            guard case .color(let r, let g, let b, let a)? = value else { return nil }
            return Color(red: r, green: g, blue: b, alpha: a)
        }
        var result = TextAttributes(
            foregroundColor: color(definition.foregroundColor), backgroundColor: color(definition.backgroundColor),
            underline: definition.underline.flatMap(TextAttributes.Underline.init(rawValue:)), underlineColor: color(definition.underlineColor),
            strikethrough: definition.strikethrough, strikethroughColor: color(definition.strikethroughColor),
            kern: definition.kern, baselineOffset: definition.baselineOffset)
        if case .font(let font)? = definition.font {
            result.fontFamily = font.family
            result.fontWeight = font.numericWeight
            result.fontSize = font.size
        }
        return result
    }
}

/// Reading style groups (`<styleGroup>`, a component's `<styles>`) and style references.
extension UIDocumentParser.Context {
    /// `name` (the component's own `<styles>`), `:group:name` or `group:name`.
    func styleReferences(_ node: XMLNode, localGroup: String) throws(UIDiagnostic) -> [StyleReference] {
        guard let text = node.attribute("style") else { return [] }
        var result: [StyleReference] = []
        for part in text.split(separator: " ") {
            let trimmed = part.hasPrefix(":") ? part.dropFirst() : part
            let pieces = trimmed.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            if pieces.count == 1, !part.hasPrefix(":"), isIdentifier(pieces[0]) {
                result.append(StyleReference(group: localGroup, name: pieces[0]))
                continue
            }
            guard pieces.count == 2, isIdentifier(pieces[0]), isIdentifier(pieces[1]) else {
                throw error(node, attribute: "style", "style \"\(part)\": write name (a style of the component's <styles>) or :group:name")
            }
            result.append(StyleReference(group: pieces[0], name: pieces[1]))
        }
        return result
    }

    /// Local style names must exist (global ones are checked by the Swift compiler).
    func checkLocalStyles(_ component: ComponentDefinition) throws(UIDiagnostic) {
        let local = Set(component.localStyles?.styles.map(\.name) ?? [])
        let group = component.type + "Local"
        for view in component.allViews {
            for reference in view.styles where reference.group == group && !local.contains(reference.name) {
                let position = view.position(ofAttribute: "style")
                throw UIDiagnostic(file: file, line: position.line, column: position.column,
                                   message: "style '\(reference.name)' is not in this component's <styles> (a style group's style is written :group:name)")
            }
        }
    }

    /// A style element's name (an identifier not yet used in the group) and its `extend`
    /// list: `group:name` parts, and `name` parts of this group, which `checkLocal` is given
    /// (with the part as written) before they are taken.
    private func nameAndExtends(_ child: XMLNode, group: String, defined styles: [StyleDefinition],
                                checkLocal: (String, Substring) throws(UIDiagnostic) -> Void)
        throws(UIDiagnostic) -> (name: String, extends: [StyleReference]) {
        guard let styleName = child.attribute("name"), isIdentifier(styleName) else {
            throw error(child, "<\(child.name)> needs name=\"styleName\"")
        }
        if styles.contains(where: { $0.name == styleName }) { throw error(child, "style '\(styleName)' is defined twice") }
        var extends: [StyleReference] = []
        for part in (child.attribute("extend") ?? "").split(separator: " ") {
            let pieces = (part.hasPrefix(":") ? part.dropFirst() : part).split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            if pieces.count == 1, !part.hasPrefix(":"), isIdentifier(pieces[0]) {
                try checkLocal(pieces[0], part)
                extends.append(StyleReference(group: group, name: pieces[0]))
            } else if pieces.count == 2, isIdentifier(pieces[0]), isIdentifier(pieces[1]) {
                extends.append(StyleReference(group: pieces[0], name: pieces[1]))
            } else {
                throw error(child, attribute: "extend", "extend=\"\(part)\": write name or group:name")
            }
        }
        return (styleName, extends)
    }

    func styleGroup(_ node: XMLNode, name localName: String? = nil) throws(UIDiagnostic) -> StyleGroupDefinition {
        guard let name = localName ?? node.attribute("name"), isIdentifier(name) else {
            throw error(node, "<styleGroup> needs name=\"group\"")
        }
        var styles: [StyleDefinition] = []
        var forwardExtends: [(child: XMLNode, name: String)] = []
        for child in node.children {
            if child.name == "attributedTextStyle" {
                // Attributed text styles may extend one defined further down.
                let (styleName, extends) = try nameAndExtends(child, group: name, defined: styles) { parent, _ in
                    forwardExtends.append((child, parent))
                }
                let access = child.attribute("accessModifier")
                if let access, access != "public", access != "internal" {
                    throw error(child, attribute: "accessModifier", "accessModifier=\"\(access)\": use public or internal")
                }
                var style = StyleDefinition(name: styleName, element: "attributedText", spec: ElementCatalog.elements["View"]!, extends: extends,
                                            attributes: AppliedAttributes(), position: child.position, textStyle: try attributedTextStyle(child))
                style.accessModifier = access
                styles.append(style)
                continue
            }
            if let unsupported = unsupported(child) { throw unsupported }
            guard child.name.hasSuffix("Style"), let spec = styleSpec(child.name) else {
                throw error(child, "unknown style element <\(child.name)> (use ViewStyle, LabelStyle, ButtonStyle, TextFieldStyle, …)")
            }
            let (styleName, extends) = try nameAndExtends(child, group: name, defined: styles) { (local, part) throws(UIDiagnostic) in
                guard let parent = styles.first(where: { $0.name == local }) else {
                    throw error(child, attribute: "extend", "extend=\"\(part)\": no style '\(local)' is defined above it in this group")
                }
                guard parent.element == "View" || parent.element == spec.element else {
                    throw error(child, attribute: "extend", "extend=\"\(part)\": a \(spec.element)Style can extend a ViewStyle or a \(spec.element)Style, not a \(parent.element)Style")
                }
            }
            styles.append(StyleDefinition(
                name: styleName, element: spec.element, spec: spec, extends: extends,
                attributes: try attributes(child, spec: spec, skipping: ["name", "extend"]), position: child.position))
        }
        for (child, parent) in forwardExtends {
            guard let found = styles.first(where: { $0.name == parent }) else {
                throw error(child, attribute: "extend", "extend: no style '\(parent)' in this group")
            }
            guard found.element == "attributedText" else {
                throw error(child, attribute: "extend", "extend: '\(parent)' is a \(found.element)Style, not an attributedTextStyle")
            }
        }
        // A style extending itself, directly or not, would never resolve.
        func visit(_ style: String, _ path: [String]) -> [String]? {
            if path.contains(style) { return path + [style] }
            guard let definition = styles.first(where: { $0.name == style }) else { return nil }
            for parent in definition.extends where parent.group == name {
                if let cycle = visit(parent.name, path + [style]) { return cycle }
            }
            return nil
        }
        for style in styles where style.element == "attributedText" {
            if let cycle = visit(style.name, []) {
                throw UIDiagnostic(file: file, line: style.position.line, column: style.position.column, message: "the styles extend each other in a circle: \(cycle.joined(separator: " → "))")
            }
        }
        return StyleGroupDefinition(name: name, file: file, styles: styles)
    }

    func styleSpec(_ elementName: String) -> ElementSpec? {
        let element = String(elementName.dropLast(5))
        if element == "ActivityIndicator" { return ElementCatalog.elements["ActivityIndicator"] }
        return ElementCatalog.elements[element]
    }
}

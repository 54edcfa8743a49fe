import Foundation

/// Turns a ReactantUI XML file into a `UIDocument`, checking every element, attribute and
/// layout rule; the first mistake is thrown as a `UIDiagnostic` with its line and column.
public enum UIDocumentParser {
    public static let uiNamespace = "http://schema.reactant.tech/ui"
    public static let layoutNamespace = "http://schema.reactant.tech/layout"
    public static let stylesNamespace = "http://schema.reactant.tech/styles"

    public static func parse(contentsOf path: String) throws(UIDiagnostic) -> UIDocument {
        var warnings: [UIDiagnostic] = []
        return try parse(contentsOf: path, warnings: &warnings)
    }

    public static func parse(contentsOf path: String, warnings: inout [UIDiagnostic]) throws(UIDiagnostic) -> UIDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UIDiagnostic(file: path, line: 1, column: 1, message: "can't read the file")
        }
        return try parse(data: data, file: path, warnings: &warnings)
    }

    public static func parse(data: Data, file: String) throws(UIDiagnostic) -> UIDocument {
        var warnings: [UIDiagnostic] = []
        return try parse(data: data, file: file, warnings: &warnings)
    }

    /// `warnings` receives what has no effect on GTK (UIKit-only attributes).
    public static func parse(data: Data, file: String, warnings: inout [UIDiagnostic]) throws(UIDiagnostic) -> UIDocument {
        let root = try XMLTreeReader.read(data: data, file: file)
        let context = Context(file: file)
        defer { warnings += context.warnings.list }
        switch root.name {
        case "Component": return .component(try context.component(root))
        case "styleGroup": return .styleGroup(try context.styleGroup(root))
        default:
            throw context.error(root, "the root element is <\(root.name)>; a ReactantUI file holds a <Component> or a <styleGroup>")
        }
    }

    final class Warnings { var list: [UIDiagnostic] = [] }

    struct Context {
        let file: String
        let warnings = Warnings()

        /// ReactantUI names the component after its file when `type` is left out.
        var typeFromFileName: String {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            return name.hasSuffix(".ui.xml") ? String(name.dropLast(7)) : name
        }

        func error(_ node: XMLNode, _ message: String) -> UIDiagnostic {
            UIDiagnostic(file: file, line: node.position.line, column: node.position.column, message: message)
        }

        /// An error at one attribute of `node`.
        func error(_ node: XMLNode, attribute: String, _ message: String) -> UIDiagnostic {
            let position = node.position(ofAttribute: attribute)
            return UIDiagnostic(file: file, line: position.line, column: position.column, message: message)
        }

        func component(_ node: XMLNode) throws(UIDiagnostic) -> ComponentDefinition {
            let type = node.attribute("type") ?? typeFromFileName
            guard isIdentifier(type) else {
                throw error(node, "<Component> needs type=\"ClassName\" naming the component's Swift class (the file name '\(type)' is not one)")
            }
            let spec = ElementCatalog.elements["View"]!
            var names: Set<String> = []
            var children: [ViewDefinition] = []
            var localStyles: StyleGroupDefinition?
            let localGroup = type + "Local"
            for child in node.children {
                if child.name == "styles" {
                    // Component-local styles: a style group of its own, named after the type.
                    guard localStyles == nil else { throw error(child, "a component has one <styles> element") }
                    localStyles = try styleGroup(child, name: localGroup)
                    continue
                }
                children.append(try view(child, names: &names, localGroup: localGroup))
            }
            var component = ComponentDefinition(
                type: type, file: file,
                attributes: try attributes(node, spec: spec, skipping: ["type", "rootView"]),
                styles: try styleReferences(node, localGroup: localGroup), children: children)
            component.localStyles = localStyles
            try checkLocalStyles(component)
            try checkTargets(component.children, names: names)
            return component
        }

        func view(_ node: XMLNode, names: inout Set<String>, localGroup: String) throws(UIDiagnostic) -> ViewDefinition {
            let spec: ElementSpec
            if node.name == "Component" {
                if node.attribute("type") == nil, node.attribute("field") != nil {
                    // The field's own type: the generated code uses the property as it is.
                    spec = ElementCatalog.embedded(type: "")
                } else {
                    guard let type = node.attribute("type"), isIdentifier(type) else {
                        throw error(node, "an embedded <Component> needs type=\"ClassName\" (or field=\"name\" for a property)")
                    }
                    guard node.attribute("anonymous") == nil else {
                        throw error(node, "anonymous components (anonymous=\"true\") are not supported; declare the component in Swift")
                    }
                    spec = ElementCatalog.embedded(type: type)
                }
            } else if let known = ElementCatalog.elements[node.name] {
                spec = known
            } else {
                throw error(node, "unknown element <\(node.name)> (supported: \(ElementCatalog.elements.keys.sorted().joined(separator: ", ")), Component)")
            }
            let field = node.attribute("field")
            let id = node.attribute("id") ?? node.attribute("layout:id")
            for name in [field, id].compactMap({ $0 }) {
                let attribute = name == field ? "field" : (node.attribute("id") != nil ? "id" : "layout:id")
                guard isIdentifier(name), name != "super" else { throw error(node, attribute: attribute, "'\(name)' is not a valid field or id name") }
                guard names.insert(name).inserted else { throw error(node, attribute: attribute, "'\(name)' is used by two views of this component") }
            }
            var layout: [LayoutRule] = []
            for (name, value) in node.attributes where name.hasPrefix("layout:") && name != "layout:id" {
                switch LayoutRule.parse(attribute: String(name.dropFirst(7)), value: value) {
                case .success(let rules): layout += rules
                case .failure(let failure): throw error(node, attribute: name, failure.message)
                }
            }
            var horizontal = false
            var spacing = 0
            if node.name == "StackView" {
                switch node.attribute("axis") ?? "vertical" {
                case "horizontal": horizontal = true
                case "vertical": horizontal = false
                case let other: throw error(node, attribute: "axis", "axis=\"\(other)\": use horizontal or vertical")
                }
                if let text = node.attribute("spacing") {
                    guard let value = Int(text), value >= 0 else { throw error(node, attribute: "spacing", "spacing=\"\(text)\" is not a whole number of pixels") }
                    spacing = value
                }
            }
            var children: [ViewDefinition] = []
            for child in node.children { children.append(try view(child, names: &names, localGroup: localGroup)) }
            switch spec.children {
            case .none where !children.isEmpty:
                throw error(node.children[0], "<\(node.name)> can't hold other views")
            case .one where children.count > 1:
                throw error(node.children[1], "<\(node.name)> holds one view; wrap several in a <Container>")
            default: break
            }
            return ViewDefinition(
                element: node.name, spec: spec, field: field, id: id,
                attributes: try attributes(node, spec: spec, skipping: ["field", "id", "type", "axis", "spacing"]),
                styles: try styleReferences(node, localGroup: localGroup), layout: layout,
                axisHorizontal: horizontal, spacing: spacing, children: children, position: node.position,
                attributePositions: node.attributePositions)
        }

        /// Every layout target must be a field or id of the component.
        func checkTargets(_ views: [ViewDefinition], names: Set<String>) throws(UIDiagnostic) {
            for view in views {
                for rule in view.layout {
                    if case .view(let name) = rule.target, !names.contains(name) {
                        let position = view.position(ofAttribute: "layout:" + rule.attribute)
                        throw UIDiagnostic(file: file, line: position.line, column: position.column,
                                           message: "layout:\(rule.attribute) refers to '\(name)', which is no field or id of this component")
                    }
                }
                try checkTargets(view.children, names: names)
            }
        }

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

        func attributes(_ node: XMLNode, spec: ElementSpec, skipping: Set<String>) throws(UIDiagnostic) -> AppliedAttributes {
            var result = AppliedAttributes()
            for (name, value) in node.attributes {
                if name.hasPrefix("layout:") || skipping.contains(name) || name == "style" || name == "xmlns" { continue }
                // xsi:schemaLocation and friends: for XML editors only.
                if name.hasPrefix("xsi:") { continue }
                if ElementCatalog.ignoredWithWarning.contains(name) {
                    let position = node.position(ofAttribute: name)
                    warnings.list.append(UIDiagnostic(file: file, line: position.line, column: position.column,
                                                      message: "\(name) has no effect on GTK; ignored", isWarning: true))
                    continue
                }
                switch name {
                case "font":
                    switch AttributeValue.parse(value, as: .font) {
                    case .success(.font(let font)): result.font = font
                    case .failure(let failure): throw error(node, attribute: name, "font: \(failure.message)")
                    default: break
                    }
                case "numberOfLines" where spec.swiftType == "Label":
                    guard let lines = Int(value), lines >= 0 else { throw error(node, attribute: name, "numberOfLines=\"\(value)\" is not a whole number") }
                    result.numberOfLines = lines
                case "image" where spec.swiftType == "ImageView":
                    result.image = value
                case "styleClass":
                    result.styleClasses += value.split(separator: " ").map(String.init)
                default:
                    guard let attribute = spec.attributes[name] else {
                        throw error(node, attribute: name, "<\(node.name)> has no attribute '\(name)' (supported: \(supportedNames(spec).joined(separator: ", ")))")
                    }
                    switch AttributeValue.parse(value, as: attribute.kind) {
                    case .success(.number(let bound)) where attribute.property == "minimumValue": result.minimum = bound
                    case .success(.number(let bound)) where attribute.property == "maximumValue": result.maximum = bound
                    case .success(let parsed): result.properties.append((attribute.property, parsed))
                    case .failure(let failure): throw error(node, attribute: name, "\(name): \(failure.message)")
                    }
                }
            }
            if let minimum = result.minimum, let maximum = result.maximum, minimum > maximum {
                throw error(node, attribute: "minimumValue", "minimumValue \(minimum) is above maximumValue \(maximum)")
            }
            return result
        }

        func supportedNames(_ spec: ElementSpec) -> [String] {
            var names = Array(spec.attributes.keys) + ["font"]
            if spec.swiftType == "Label" { names.append("numberOfLines") }
            if spec.swiftType == "ImageView" { names.append("image") }
            return names.sorted()
        }

        func styleGroup(_ node: XMLNode, name localName: String? = nil) throws(UIDiagnostic) -> StyleGroupDefinition {
            guard let name = localName ?? node.attribute("name"), isIdentifier(name) else {
                throw error(node, "<styleGroup> needs name=\"group\"")
            }
            var styles: [StyleDefinition] = []
            for child in node.children {
                guard child.name.hasSuffix("Style"), let spec = styleSpec(child.name) else {
                    throw error(child, "unknown style element <\(child.name)> (use ViewStyle, LabelStyle, ButtonStyle, TextFieldStyle, …)")
                }
                guard let styleName = child.attribute("name"), isIdentifier(styleName) else {
                    throw error(child, "<\(child.name)> needs name=\"styleName\"")
                }
                if styles.contains(where: { $0.name == styleName }) { throw error(child, "style '\(styleName)' is defined twice") }
                var extends: [StyleReference] = []
                for part in (child.attribute("extend") ?? "").split(separator: " ") {
                    let pieces = (part.hasPrefix(":") ? part.dropFirst() : part).split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                    if pieces.count == 1, !part.hasPrefix(":"), isIdentifier(pieces[0]) {
                        guard let parent = styles.first(where: { $0.name == pieces[0] }) else {
                            throw error(child, attribute: "extend", "extend=\"\(part)\": no style '\(pieces[0])' is defined above it in this group")
                        }
                        guard parent.element == "View" || parent.element == spec.element else {
                            throw error(child, attribute: "extend", "extend=\"\(part)\": a \(spec.element)Style can extend a ViewStyle or a \(spec.element)Style, not a \(parent.element)Style")
                        }
                        extends.append(StyleReference(group: name, name: pieces[0]))
                    } else if pieces.count == 2, isIdentifier(pieces[0]), isIdentifier(pieces[1]) {
                        extends.append(StyleReference(group: pieces[0], name: pieces[1]))
                    } else {
                        throw error(child, attribute: "extend", "extend=\"\(part)\": write name or group:name")
                    }
                }
                styles.append(StyleDefinition(
                    name: styleName, element: spec.element, spec: spec, extends: extends,
                    attributes: try attributes(child, spec: spec, skipping: ["name", "extend"]), position: child.position))
            }
            return StyleGroupDefinition(name: name, file: file, styles: styles)
        }

        func styleSpec(_ elementName: String) -> ElementSpec? {
            let element = String(elementName.dropLast(5))
            if element == "ActivityIndicator" { return ElementCatalog.elements["ActivityIndicator"] }
            return ElementCatalog.elements[element]
        }
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

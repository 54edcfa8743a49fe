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
    /// Anonymous components found so far, with the type of the component they sit in.
    final class AnonymousComponents {
        var list: [(owner: String, definition: ComponentDefinition)] = []
        /// The components whose views are being read, innermost last.
        var owners: [String] = []
    }

    struct Context {
        let file: String
        let warnings = Warnings()
        let anonymous = AnonymousComponents()

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

        /// `embedded`: an anonymous `<Component type="X" anonymous="true">` inside another; its
        /// attributes belong to the instance in the outer component, its children to `X`.
        func component(_ node: XMLNode, embedded: Bool = false) throws(UIDiagnostic) -> ComponentDefinition {
            let type = node.attribute("type") ?? typeFromFileName
            guard isIdentifier(type) else {
                throw error(node, "<Component> needs type=\"ClassName\" naming the component's Swift class (the file name '\(type)' is not one)")
            }
            let spec = ElementCatalog.elements["View"]!
            anonymous.owners.append(type)
            defer { anonymous.owners.removeLast() }
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
                children.append(try view(child, names: &names, localGroup: localGroup, parent: spec))
            }
            // `root` is ReactantUI's older spelling of `rootView`; both only tell ReactantUI's
            // tooling the component is a controller's root view.
            if node.attribute("extend") != nil {
                warn(node, attribute: "extend", "extend (edgesForExtendedLayout) has no effect on GTK, whose header bar is the title bar; ignored")
            }
            var component = ComponentDefinition(
                type: type, file: file,
                attributes: embedded ? AppliedAttributes() : try attributes(node, spec: spec, skipping: ["type", "rootView", "root", "extend", "anonymous", "accessModifier"]),
                styles: embedded ? [] : try styleReferences(node, localGroup: localGroup), children: children)
            component.localStyles = localStyles
            if let value = node.attribute("anonymous") {
                guard case .success(.bool(let flag)) = AttributeValue.parse(value, as: .bool) else {
                    throw error(node, attribute: "anonymous", "anonymous=\"\(value)\" is not a boolean (true or false)")
                }
                component.isAnonymous = flag
            }
            if let access = node.attribute("accessModifier") {
                guard access == "public" || access == "internal" else {
                    throw error(node, attribute: "accessModifier", "accessModifier=\"\(access)\": use public or internal")
                }
                if component.isAnonymous {
                    component.accessModifier = access
                } else {
                    warn(node, attribute: "accessModifier", "accessModifier has effect only on an anonymous component (the generated conformance is public anyway); ignored")
                }
            }
            if component.isAnonymous, let field = component.allViews.first(where: { $0.field != nil && $0.spec.swiftType.isEmpty }) {
                throw error(node, "<Component field=\"\(field.field!)\"> in an anonymous component needs type=\"ClassName\": the generated class declares the field")
            }
            component.anonymousComponents = anonymous.list.filter { $0.owner == type }.map(\.definition)
            for name in ["rootView", "root"] {
                guard let value = node.attribute(name) else { continue }
                guard case .success(.bool(let flag)) = AttributeValue.parse(value, as: .bool) else {
                    throw error(node, attribute: name, "\(name)=\"\(value)\" is not a boolean (true or false)")
                }
                component.isRootView = component.isRootView || flag
            }
            try checkLocalStyles(component)
            try checkTargets(component.children, names: names)
            return component
        }

        func warn(_ node: XMLNode, attribute: String, _ message: String) {
            let position = node.position(ofAttribute: attribute)
            warnings.list.append(UIDiagnostic(file: file, line: position.line, column: position.column, message: message, isWarning: true))
        }

        /// An error naming a ReactantUI element the toolkit doesn't support, and why.
        func unsupported(_ node: XMLNode) -> UIDiagnostic? {
            guard let reason = ElementCatalog.unsupportedElements[node.name] else { return nil }
            return error(node, "<\(node.name)> is not supported: \(reason)")
        }

        func view(_ node: XMLNode, names: inout Set<String>, localGroup: String, parent: ElementSpec) throws(UIDiagnostic) -> ViewDefinition {
            let spec: ElementSpec
            if node.name == "Component" {
                if node.attribute("type") == nil, node.attribute("field") != nil {
                    // The field's own type: the generated code uses the property as it is.
                    spec = ElementCatalog.embedded(type: "")
                } else {
                    guard let type = node.attribute("type"), isIdentifier(type) else {
                        throw error(node, "an embedded <Component> needs type=\"ClassName\" (or field=\"name\" for a property)")
                    }
                    spec = ElementCatalog.embedded(type: type)
                    if node.attribute("anonymous") == "true" {
                        // Its children make a component class of their own, generated too.
                        guard !anonymous.list.contains(where: { $0.definition.type == type }) else {
                            throw error(node, attribute: "type", "two anonymous components are named '\(type)'")
                        }
                        var definition = try component(node, embedded: true)
                        definition.isAnonymous = true
                        anonymous.list.append((owner: anonymous.owners.last ?? "", definition: definition))
                    } else if let child = node.children.first {
                        throw error(child, "<Component type=\"\(type)\"> holds views only with anonymous=\"true\" (then the class is generated)")
                    }
                }
            } else if let known = ElementCatalog.elements[node.name] {
                spec = known
            } else if let unsupported = unsupported(node) {
                throw unsupported
            } else {
                throw error(node, "unknown element <\(node.name)> (supported: \(ElementCatalog.elements.keys.sorted().joined(separator: ", ")), Component)")
            }
            let field = node.attribute("field")
            let id = node.attribute("id") ?? node.attribute("layout:id")
            for name in [field, id].compactMap({ $0 }) {
                let attribute = name == field ? "field" : (node.attribute("id") != nil ? "id" : "layout:id")
                guard isIdentifier(name), name != "super" else { throw error(node, attribute: attribute, "'\(name)' is not a valid field or id name") }
                if name == field, let member = ElementCatalog.viewMembers[name] {
                    throw error(node, attribute: "field", "field '\(name)' can't be a property of the component: the toolkit's View already has '\(name)' (\(member)); rename the field")
                }
                guard names.insert(name).inserted else { throw error(node, attribute: attribute, "'\(name)' is used by two views of this component") }
            }
            var layout: [LayoutRule] = []
            var priorities: [ContentPriority] = []
            for (name, value) in node.attributes where name.hasPrefix("layout:") && name != "layout:id" {
                let attribute = String(name.dropFirst(7))
                if let priority = try contentPriority(node, attribute: attribute, value: value) {
                    priorities.append(priority)
                    continue
                }
                switch LayoutRule.parse(attribute: attribute, value: value) {
                case .success(let rules):
                    try checkPlacement(rules, node: node, attribute: name, parent: parent)
                    for rule in rules where rule.marginGuide != nil {
                        warn(node, attribute: name, "\(rule.marginGuide!): GTK views have no layout margins; the superview's edges are used")
                    }
                    for rule in rules where rule.name != nil {
                        warn(node, attribute: name, "named constraint '\(rule.name!)': the constraint is made, but ReactantUI's rui.constraints.\(rule.name!) is not generated")
                    }
                    layout += rules
                case .failure(let failure): throw error(node, attribute: name, failure.message)
                }
            }
            if node.name == "StackView", let text = node.attribute("spacing"), !(Double(text).map { $0 >= 0 } ?? false) {
                throw error(node, attribute: "spacing", "spacing=\"\(text)\" is not a number of pixels")
            }
            let table = try tableDefinition(node)
            var children: [ViewDefinition] = []
            if node.name != "Component" {
                for child in node.children { children.append(try view(child, names: &names, localGroup: localGroup, parent: spec)) }
            }
            switch spec.children {
            case .none where !children.isEmpty:
                throw error(node.children[0], "<\(node.name)> can't hold other views")
            case .one where children.count > 1:
                throw error(node.children[1], "<\(node.name)> holds one view; wrap several in a <Container>")
            default: break
            }
            return ViewDefinition(
                element: node.name, spec: spec, field: field, id: id,
                attributes: try attributes(node, spec: spec, skipping: ["field", "id", "type", "cell", "header", "footer", "separatorHeight", "separatorColor", "anonymous", "accessModifier"]),
                styles: try styleReferences(node, localGroup: localGroup), layout: layout,
                table: table, contentPriorities: priorities, children: children, position: node.position,
                attributePositions: node.attributePositions)
        }

        /// `layout:compressionPriority[.horizontal|.vertical]="required"`,
        /// `layout:huggingPriority[…]`; nil for other layout attributes.
        func contentPriority(_ node: XMLNode, attribute: String, value: String) throws(UIDiagnostic) -> ContentPriority? {
            let parts = attribute.split(separator: ".").map(String.init)
            let kinds: [String: ContentPriority.Kind] = ["compressionPriority": .compressionResistance, "huggingPriority": .hugging]
            guard let first = parts.first, let kind = kinds[first] else { return nil }
            let axes: [String]
            if parts.count == 1 {
                axes = ["horizontal", "vertical"]
            } else if parts.count == 2, parts[1] == "horizontal" || parts[1] == "vertical" {
                axes = [parts[1]]
            } else {
                throw error(node, attribute: "layout:" + attribute, "layout:\(attribute): write layout:\(first), layout:\(first).horizontal or layout:\(first).vertical")
            }
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            guard let priority = LayoutRule.priorities[trimmed] ?? Double(trimmed) else {
                throw error(node, attribute: "layout:" + attribute, "layout:\(attribute)=\"\(value)\": use required, high, medium, low or a number")
            }
            return ContentPriority(kind: kind, axes: axes, priority: priority)
        }

        /// A StackView places its views itself, and a ScrollView's content fills its width and
        /// scrolls vertically: of their children's layout rules, only what means the same is
        /// taken (sizes in a stack; edges and width equal to the scroll view's).
        func checkPlacement(_ rules: [LayoutRule], node: XMLNode, attribute: String, parent: ElementSpec) throws(UIDiagnostic) {
            if parent.element == "StackView" {
                for rule in rules where !((rule.anchor == "width" || rule.anchor == "height") && rule.target == nil && rule.relation != .lessThanOrEqual && rule.name == nil) {
                    throw error(node, attribute: attribute, "\(attribute): a StackView places its views itself; in it only layout:width and layout:height with a number (or :gte a number) are supported")
                }
            } else if parent.element == "ScrollView" {
                let fills: Set<String> = ["edges", "width", "horizontalEdges", "verticalEdges", "top", "bottom", "left", "right", "leading", "trailing"]
                for rule in rules where !(rule.target == .superview && rule.targetAnchor == nil && fills.contains(rule.anchor)
                                          && rule.relation == .equal && rule.modifier == nil && rule.multiplier == nil && rule.name == nil) {
                    throw error(node, attribute: attribute, "\(attribute): a ScrollView's content fills its width and scrolls vertically; in it only edges, sides and width equal to super are supported")
                }
            }
        }

        /// The init arguments of a table element: the component types of its rows.
        func tableDefinition(_ node: XMLNode) throws(UIDiagnostic) -> TableDefinition? {
            guard let kinds = ElementCatalog.tables[node.name] else {
                for name in ["cell", "header", "footer", "separatorHeight", "separatorColor"] where node.attribute(name) != nil {
                    throw error(node, attribute: name, "<\(node.name)> has no attribute '\(name)'")
                }
                return nil
            }
            var types: [String: String] = [:]
            for kind in kinds {
                guard let type = node.attribute(kind) else {
                    throw error(node, "<\(node.name)> needs \(kinds.map { "\($0)=\"Type\"" }.joined(separator: " ")) naming the components of its rows")
                }
                guard isIdentifier(type) else { throw error(node, attribute: kind, "\(kind)=\"\(type)\" is not a component type name") }
                types[kind] = type
            }
            for name in ["cell", "header", "footer"] where types[name] == nil && node.attribute(name) != nil {
                throw error(node, attribute: name, "<\(node.name)> has no \(name) row")
            }
            var table = TableDefinition(types: types)
            for name in ["separatorHeight", "separatorColor"] where node.attribute(name) != nil && node.name != "SimulatedSeparatorTableView" {
                throw error(node, attribute: name, "\(name) is a SimulatedSeparatorTableView's")
            }
            if let text = node.attribute("separatorHeight") {
                guard let height = Int(text), height >= 0 else { throw error(node, attribute: "separatorHeight", "separatorHeight=\"\(text)\" is not a whole number of pixels") }
                table.separatorHeight = height
            }
            if let text = node.attribute("separatorColor") {
                guard case .success(.color(let r, let g, let b, let a)) = AttributeValue.parse(text, as: .color) else {
                    throw error(node, attribute: "separatorColor", "separatorColor: '\(text)' is not a color")
                }
                let channels = [r, g, b].map { String(Int(($0 * 255).rounded())) }.joined(separator: ",")
                table.separatorColor = "rgba(\(channels),\(formatNumber(a)))"
            }
            return table
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
                // xsi:schemaLocation and friends: for XML editors only; tools:* (tools:exampleCount)
                // only for ReactantUI's previews, never for the built app.
                if name.hasPrefix("xsi:") || name.hasPrefix("tools:") || name.hasPrefix("xmlns:") { continue }
                if value.hasPrefix("theme.") {
                    throw error(node, attribute: name, "\(name)=\"\(value)\": ReactantUI's themes (theme.…) are not supported; write the value")
                }
                if let reason = ElementCatalog.ignoredWithWarning[name] {
                    warn(node, attribute: name, "\(name) has no effect on GTK (\(reason)); ignored")
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
                case "progressTintColor" where spec.swiftType == "ProgressBar", "trackTintColor" where spec.swiftType == "ProgressBar":
                    guard case .success(.color(let r, let g, let b, let a)) = AttributeValue.parse(value, as: .color) else {
                        throw error(node, attribute: name, "\(name): '\(value)' is not a color (#RGB, #RRGGBB, #RRGGBBAA or a name such as red)")
                    }
                    result.cssRules.append(.progressBar(part: name == "progressTintColor" ? "progress" : "trough", red: r, green: g, blue: b, alpha: a))
                default:
                    if spec.attributes[name] == nil, let reason = ElementCatalog.unsupportedAttribute(name) {
                        throw error(node, attribute: name, "<\(node.name)> \(name) is not supported: \(reason)")
                    }
                    if spec.attributes[name] == nil, ReactantUISchema.attributes.contains(name) {
                        throw error(node, attribute: name, "<\(node.name)> \(name) is not supported: the toolkit's \(spec.swiftType.isEmpty ? "component" : spec.swiftType) has no counterpart for ReactantUI's \(name) (supported: \(supportedNames(spec).joined(separator: ", ")))")
                    }
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
                if let unsupported = unsupported(child) { throw unsupported }
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

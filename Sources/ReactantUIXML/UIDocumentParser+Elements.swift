/// Reading a component and its views: elements, field and id names, table rows.
extension UIDocumentParser.Context {
    /// `embedded`: an anonymous `<Component type="X" anonymous="true">` inside another; its
    /// attributes belong to the instance in the outer component, its children to `X`.
    func component(_ node: XMLNode, embedded: Bool = false, type typeOverride: String? = nil) throws(UIDiagnostic) -> ComponentDefinition {
        let type = typeOverride ?? node.attribute("type") ?? typeFromFileName
        guard isIdentifier(type) else {
            throw error(node, "<Component> needs type=\"ClassName\" naming the component's Swift class (the file name '\(type)' is not one)")
        }
        let spec = ElementCatalog.elements["View"]!
        anonymous.owners.append(type)
        defer { anonymous.owners.removeLast() }
        var names: Set<String> = []
        var children: [ViewDefinition] = []
        var localStyles: StyleGroupDefinition?
        var templates: (group: String, texts: [AttributedTextDefinition])?
        let localGroup = type + "Local"
        for child in node.children {
            if child.name == "templates" {
                guard templates == nil else { throw error(child, "a component has one <templates> element") }
                guard let group = child.attribute("name"), isIdentifier(group) else {
                    throw error(child, "<templates> needs name=\"EnumName\": the templates become its functions")
                }
                var texts: [AttributedTextDefinition] = []
                for template in child.children {
                    guard template.name == "attributedText" else { throw error(template, "<templates> holds <attributedText name=\"…\"> templates, not <\(template.name)>") }
                    let text = try attributedText(template, localGroup: localGroup, template: true)
                    if texts.contains(where: { $0.templateName == text.templateName }) { throw error(template, attribute: "name", "two templates are named '\(text.templateName!)'") }
                    texts.append(text)
                }
                templates = (group, texts)
                continue
            }
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
        component.templates = templates
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
                for idiom in Set(rules.flatMap { $0.condition?.idioms ?? [] }).sorted() {
                    warn(node, attribute: name, "condition '\(idiom)': a GTK desktop is no phone, pad, TV or CarPlay screen; it is false")
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
        if table != nil, node.attribute("examples") != nil {
            warn(node, attribute: "examples", "examples (the rows of ReactantUI's live preview) has no effect: a table shows the rows of its componentState; ignored")
        }
        var children: [ViewDefinition] = []
        var texts: [AttributedTextDefinition] = []
        if node.name != "Component" {
            for child in node.children {
                switch child.name {
                case "attributedText" where spec.swiftType == "Label", "attributedTitle" where spec.swiftType == "Button":
                    let text = try attributedText(child, localGroup: localGroup)
                    if child.name == "attributedText", !texts.isEmpty { throw error(child, "a label has one <attributedText>") }
                    if let state = text.states.first(where: { state in texts.contains { $0.states.contains(state) } }) {
                        throw error(child, "two <attributedTitle>s for the state \(state)")
                    }
                    if !text.states.contains("normal") {
                        warn(child, attribute: "state", "an attributedTitle for \(text.states.joined(separator: "|")) has no effect: a GTK button shows one title in every state (its normal one); ignored")
                    }
                    texts.append(text)
                case "attributedText", "attributedTitle":
                    throw error(child, "<\(child.name)> belongs in a \(child.name == "attributedText" ? "<Label>" : "<Button>"), not in <\(node.name)>")
                case "cell" where table != nil, "header" where table != nil, "footer" where table != nil:
                    try anonymousRow(child, table: table!, in: node)
                default:
                    children.append(try view(child, names: &names, localGroup: localGroup, parent: spec))
                }
            }
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
            attributes: try attributes(node, spec: spec, skipping: ["field", "id", "type", "cell", "header", "footer", "separatorHeight", "separatorColor", "anonymous", "accessModifier", "examples"]),
            styles: try styleReferences(node, localGroup: localGroup), layout: layout,
            table: table, contentPriorities: priorities, attributedTexts: texts, children: children, position: node.position,
            attributePositions: node.attributePositions)
    }

    /// `<cell anonymous="true">` in a table: a row component declared in place, named by the
    /// table's `cell="Type"` (likewise `<header>`, `<footer>`).
    func anonymousRow(_ node: XMLNode, table: TableDefinition, in tableNode: XMLNode) throws(UIDiagnostic) {
        guard let type = table.types[node.name] else {
            throw error(node, "<\(tableNode.name)> has no \(node.name) row")
        }
        guard node.attribute("anonymous") == "true" else {
            throw error(node, "<\(node.name)> declares the row component in place only with anonymous=\"true\"")
        }
        guard !anonymous.list.contains(where: { $0.definition.type == type }) else {
            throw error(tableNode, attribute: node.name, "two anonymous components are named '\(type)'")
        }
        var definition = try component(node, embedded: true, type: type)
        definition.isAnonymous = true
        anonymous.list.append((owner: anonymous.owners.last ?? "", definition: definition))
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
}

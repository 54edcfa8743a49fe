/// Reading an element's (or a style's) attributes into `AppliedAttributes`.
extension UIDocumentParser.Context {
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
}

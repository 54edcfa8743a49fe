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
                let kind = spec.attributes[name]?.kind
                let category: ThemeCategory? = name == "font" ? .fonts : (name == "image" && spec.swiftType == "ImageView") ? .images : kind == .color ? .colors : nil
                guard case .themed(_, let valueName)? = try themeReference(node, name, value, category) else { continue }
                switch category {
                case .fonts?: result.themeFont = valueName
                case .images?: result.themeImage = valueName
                default: result.properties.append((spec.attributes[name]!.property, .themed(.colors, valueName)))
                }
                continue
            }
            if let state = try stateColor(node, name: name, value: value, spec: spec) {
                result.stateColors.append(state)
                continue
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
            case "alpha":
                // GTK's CSS opacity: the view and what it holds, as UIView's alpha.
                guard let alpha = Double(value), (0...1).contains(alpha) else { throw error(node, attribute: name, "alpha=\"\(value)\" is not a number from 0 to 1") }
                result.cssRules.append(CSSRule(styleClass: "rui-alpha-\(Int((alpha * 100).rounded()))", declarations: "opacity: \(formatNumber(alpha));"))
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

    /// `backgroundColor.highlighted="white"`, `titleColor.disabled`: a colour for one of the
    /// view's states (`setBackgroundColor(_:for:)`, a button's `setTitleColor(_:for:)`), GTK's
    /// CSS pseudo-classes on the widget. Nil for any other attribute.
    func stateColor(_ node: XMLNode, name: String, value: String, spec: ElementSpec) throws(UIDiagnostic) -> (property: String, states: String, value: AttributeValue)? {
        let parts = name.split(separator: ".").map(String.init)
        let states = ["highlighted", "disabled", "selected", "focused"]
        guard parts.count == 2, states.contains(parts[1]) else { return nil }
        guard parts[0] == "backgroundColor" || (parts[0] == "titleColor" && spec.swiftType == "Button") else {
            throw error(node, attribute: name, "<\(node.name)> \(name) is not supported: GTK colours a state's backgroundColor, and a button's titleColor")
        }
        let color = try self.value(node, name, value, as: .color, theme: .colors)
        return (parts[0] == "backgroundColor" ? "setBackgroundColor" : "setTitleColor", "." + parts[1], color)
    }

    func supportedNames(_ spec: ElementSpec) -> [String] {
        var names = Array(spec.attributes.keys) + ["font"]
        if spec.swiftType == "Label" { names.append("numberOfLines") }
        if spec.swiftType == "ImageView" { names.append("image") }
        return names.sorted()
    }
}

import Foundation

/// Reading `layout:` attributes: content priorities, what a stack or scroll view allows,
/// and that every target names a view of the component.
extension UIDocumentParser.Context {
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
        if parent.element == "StackView" || parent.element == "ScrollView", rules.contains(where: { $0.condition != nil }) {
            throw error(node, attribute: attribute, "\(attribute): conditions ([…]) are not supported on the views of a \(parent.element), which places them itself")
        }
        if parent.element == "StackView" {
            for rule in rules where !((rule.anchor == "width" || rule.anchor == "height") && rule.target == nil && rule.relation != .lessThanOrEqual) {
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
}

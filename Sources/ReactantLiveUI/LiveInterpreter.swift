import Reactant
import ReactantUIXML

/// Applies a ReactantUI component file to a running component: what the generated
/// `reactantUISetup()` does at build time, done again from the XML as it is now.
///
/// Fields are the component's own views (`reactantUIField(named:)`), so their state (text
/// typed, switch positions, the component's `componentState`) is kept; anonymous views are made
/// anew, except embedded components, which are kept by id (their type can't be made from a
/// name at run time). Everything is checked before the component is touched: a file with a
/// mistake leaves the running layout as it was.
@MainActor
enum LiveInterpreter {
    /// `owned` are the component's own children that came from the XML last time (nil: take
    /// all); views its code added stay. Returns the children the XML gave it this time.
    @discardableResult
    static func apply(_ definition: ComponentDefinition, styles: [String: StyleGroupDefinition],
                      to component: any ReactantUIComponent, owned: [View]?) throws(UIDiagnostic) -> [View] {
        guard let root = component as? Container else { return [] }
        var styles = styles
        if let local = definition.localStyles { styles[local.name] = local }
        let resolved = try resolve(definition, styles: styles, component: component, root: root)

        // Take the old tree apart: the XML's views leave their superviews (and with them
        // their constraints).
        let oldViews = owned ?? root.subviews
        for child in oldViews where child.superview === root { root.remove(child) }
        // A field may be the content of an old scroll view that is dropped now: GTK gives a
        // widget one parent, so old scroll views let go of the views the file places again.
        let placedAgain = Set(resolved.all.map { ObjectIdentifier($0.1) })
        func releaseScrollContents(_ view: View) {
            if view is any ReactantUIComponent { return }
            if let scroll = view as? ScrollView, let content = scroll.content {
                releaseScrollContents(content)
                if placedAgain.contains(ObjectIdentifier(content)) { scroll.content = nil }
            }
            if let container = view as? Container, !(view is any RowHeightSetting) { container.subviews.forEach(releaseScrollContents) }
        }
        oldViews.forEach(releaseScrollContents)
        for view in resolved.containersToEmpty where view !== root {
            for child in view.subviews { view.remove(child) }
        }
        apply(definition.attributes, styles: definition.styles, styleGroups: styles, to: root)
        build(definition.children, in: root, resolved: resolved, styleGroups: styles)
        var scrollContents: Set<ObjectIdentifier> = []
        func findScrollContents(_ views: [ViewDefinition]) {
            for view in views {
                if view.element == "ScrollView" { for child in view.children { scrollContents.insert(ObjectIdentifier(resolved.view(for: child))) } }
                findScrollContents(view.children)
            }
        }
        findScrollContents(definition.children)
        for (view, target) in resolved.all {
            for priority in view.contentPriorities {
                for axis in priority.axes {
                    let layoutAxis: LayoutAxis = axis == "horizontal" ? .horizontal : .vertical
                    if priority.kind == .hugging {
                        target.setContentHuggingPriority(ConstraintPriority(priority.priority), for: layoutAxis)
                    } else {
                        target.setContentCompressionResistancePriority(ConstraintPriority(priority.priority), for: layoutAxis)
                    }
                }
            }
        }
        for (view, target) in resolved.all where !view.layout.isEmpty {
            let superview = target.superview
            if superview is StackView {
                // As the generated code: a size request (the parser allowed only sizes here).
                for rule in view.layout {
                    let size = Int((rule.constant ?? 0).rounded())
                    if rule.anchor == "width" { target.layout.width(size) } else { target.layout.height(size) }
                }
                continue
            }
            // A ScrollView's content: the parser allowed only what GTK's scroll view does anyway.
            if scrollContents.contains(ObjectIdentifier(target)) { continue }
            if view.layout.contains(where: { $0.condition != nil }) { continue }
            target.snp.makeConstraints { make in
                for rule in view.layout { constraint(rule, make: make, view: target, superview: superview, views: resolved.named) }
            }
        }
        applyConditionalLayout(resolved, to: component)
        return definition.children.map { resolved.view(for: $0) }
    }

    /// As the generated code: the views with a conditional rule get all their constraints
    /// re-made when a condition's value changes. Registered even when the file has no
    /// condition any more, which replaces the last file's.
    static func applyConditionalLayout(_ resolved: Resolved, to component: any ReactantUIComponent) {
        let conditional = resolved.all.filter { view, target in
            view.layout.contains { $0.condition != nil } && !(target.superview is StackView)
        }
        let conditions = conditional.flatMap { $0.0.layout.compactMap(\.condition) }
        let named = resolved.named
        component.reactantUIConditionalLayout({ traits in
            let environment = LayoutCondition.Environment(width: traits.width, height: traits.height)
            return conditions.map { $0.evaluate(in: environment) }
        }, apply: { met in
            var index = 0
            for (view, target) in conditional {
                target.snp.remakeConstraints { make in
                    for rule in view.layout {
                        if rule.condition != nil {
                            index += 1
                            if !met[index - 1] { continue }
                        }
                        constraint(rule, make: make, view: target, superview: target.superview, views: named)
                    }
                }
            }
        })
    }

    struct Resolved {
        var all: [(ViewDefinition, View)] = []
        var named: [String: View] = [:]
        var containersToEmpty: [Container] = []

        func view(for definition: ViewDefinition) -> View {
            all.first { $0.0.position == definition.position && $0.0.element == definition.element }!.1
        }
    }

    /// Finds or makes every view of the file, and checks fields, types and styles.
    static func resolve(_ definition: ComponentDefinition, styles: [String: StyleGroupDefinition],
                        component: any ReactantUIComponent, root: Container) throws(UIDiagnostic) -> Resolved {
        var resolved = Resolved()
        let oldByName = Dictionary(root.subviews.compactMap { view in view.widgetName.map { ($0, view) } }) { first, _ in first }
        // Views that can't be made from a name (tables, embedded components) and have no id:
        // the old child of the same type is kept.
        var unclaimed = root.subviews
        func fail(_ view: ViewDefinition, attribute: String? = nil, _ message: String) -> UIDiagnostic {
            let position = attribute.map { view.position(ofAttribute: $0) } ?? view.position
            return UIDiagnostic(file: definition.file, line: position.line, column: position.column, message: message)
        }
        func check(_ references: [StyleReference], _ view: ViewDefinition?) throws(UIDiagnostic) {
            for reference in references where styles[reference.group]?.styles.contains(where: { $0.name == reference.name }) != true {
                let message = "no style '\(reference.name)' in style group '\(reference.group)' (is its *.styles.xml next to the component's file?)"
                if let view { throw fail(view, attribute: "style", message) }
                throw UIDiagnostic(file: definition.file, line: 1, column: 1, message: message)
            }
        }
        try check(definition.styles, nil)
        func walk(_ views: [ViewDefinition]) throws(UIDiagnostic) {
            for view in views {
                try check(view.styles, view)
                // Attributed text's style, and what it extends: a missing one would drop its
                // attributes silently.
                for text in view.attributedTexts {
                    var pending = text.style.map { [$0] } ?? []
                    var seen: [StyleReference] = []
                    while let reference = pending.popLast() {
                        guard !seen.contains(reference) else { continue }
                        seen.append(reference)
                        try check([reference], view)
                        pending += styles[reference.group]?.styles.first { $0.name == reference.name }?.extends ?? []
                    }
                }
                let made: View
                if let field = view.field {
                    guard let existing = component.reactantUIField(named: field) else {
                        throw fail(view, attribute: "field", "field '\(field)' is not a property of \(type(of: component)) that the generated code knows; add it in Swift and rebuild")
                    }
                    guard fits(existing, view.spec) else {
                        throw fail(view, attribute: "field", "field '\(field)' is a \(type(of: existing)), not a \(view.spec.swiftType); change its type in Swift and rebuild")
                    }
                    made = existing
                } else if let fresh = make(view) {
                    made = fresh
                } else if let id = view.id, let old = oldByName[id], fits(old, view.spec) {
                    made = old
                } else if view.id == nil, view.spec.swiftType != "", let index = unclaimed.firstIndex(where: { make(view) == nil && fits($0, view.spec) }) {
                    made = unclaimed.remove(at: index)
                } else {
                    throw fail(view, "a new <\(view.element == "Component" ? "Component type=\"\(view.spec.swiftType)\"" : view.element)> can't be made while the app runs; rebuild")
                }
                if let id = view.id { made.widgetName = id }
                resolved.all.append((view, made))
                if let name = view.referenceName { resolved.named[name] = made }
                if !view.children.isEmpty, let container = made as? Container { resolved.containersToEmpty.append(container) }
                try walk(view.children)
            }
        }
        try walk(definition.children)
        return resolved
    }

    static func fits(_ view: View, _ spec: ElementSpec) -> Bool {
        switch spec.swiftType {
        case "StackView": view is StackView
        case "PlainTableView", "HeaderTableView", "FooterTableView", "SimpleTableView", "SimulatedSeparatorTableView":
            String(describing: type(of: view)).hasPrefix(spec.swiftType + "<")
        case "Container": view is Container
        case "Label": view is Label
        case "Button": view is Button
        case "TextField": view is TextField
        case "TextView": view is TextView
        case "ImageView": view is ImageView
        case "Switch": view is Switch
        case "Spinner": view is Spinner
        case "ScrollView": view is ScrollView
        case "Slider": view is Slider
        case "SpinButton": view is SpinButton
        case "ProgressBar": view is ProgressBar
        case "": true // <Component field="x"/>: whatever the property is
        default: String(describing: type(of: view)) == spec.swiftType
        }
    }

    static func make(_ view: ViewDefinition) -> View? {
        switch view.spec.swiftType {
        case "StackView": return StackView()
        case "Container": return Container(layout: view.children.contains { !$0.layout.isEmpty } ? .constraints : .vertical())
        case "Label": return Label()
        case "Button": return Button()
        case "TextField": return TextField()
        case "TextView": return TextView()
        case "ImageView": return ImageView()
        case "Switch": return Switch()
        case "Spinner": return Spinner()
        case "ScrollView": return ScrollView()
        case "Slider": return Slider()
        case "SpinButton": return SpinButton()
        case "ProgressBar": return ProgressBar()
        default: return nil
        }
    }

    static func build(_ views: [ViewDefinition], in parent: View, resolved: Resolved, styleGroups: [String: StyleGroupDefinition]) {
        let made = views.map { resolved.view(for: $0) }
        // Attributes first, as the generated code: a new stack view turns to its axis before it
        // is in a container.
        for (definition, view) in zip(views, made) {
            apply(definition.attributes, styles: definition.styles, styleGroups: styleGroups, to: view)
            LiveAttributedText.apply(definition, to: view, styleGroups: styleGroups)
            build(definition.children, in: view, resolved: resolved, styleGroups: styleGroups)
        }
        if let scroll = parent as? ScrollView {
            scroll.content = made.first
        } else if let container = parent as? Container {
            container.children(made)
        }
    }

    /// Styles first (each after what it extends), then the view's own attributes.
    static func apply(_ attributes: AppliedAttributes, styles: [StyleReference], styleGroups: [String: StyleGroupDefinition], to view: View) {
        // The CSS classes the file gave (fonts, state colours, alpha) go, so an edit that
        // removes one takes it away.
        // A theme's font (font="theme.title") stays as the build applied it: its class comes
        // from the app's generated ApplicationTheme.
        let keepsFont = attributes.themeFont != nil
        for class_ in view.styleClasses where class_.hasPrefix("rui-") && !(keepsFont && class_.hasPrefix("rui-font-")) {
            view.removeStyleClass(class_)
        }
        for reference in styles { applyStyle(reference, styleGroups: styleGroups, to: view, depth: 0) }
        apply(attributes, to: view)
    }

    static func applyStyle(_ reference: StyleReference, styleGroups: [String: StyleGroupDefinition], to view: View, depth: Int) {
        guard depth < 32, let style = styleGroups[reference.group]?.styles.first(where: { $0.name == reference.name }) else { return }
        for parent in style.extends { applyStyle(parent, styleGroups: styleGroups, to: view, depth: depth + 1) }
        apply(style.attributes, to: view)
    }

    static func apply(_ attributes: AppliedAttributes, to view: View) {
        if let input = view as? NumberInput, attributes.minimum != nil || attributes.maximum != nil {
            let minimum = attributes.minimum ?? Swift.min(attributes.maximum!, input.range.lowerBound)
            let maximum = attributes.maximum ?? Swift.max(minimum, input.range.upperBound)
            input.range = minimum...maximum
        }
        for (property, value) in attributes.properties { set(property, value, on: view) }
        for state in attributes.stateColors {
            guard case .color(let r, let g, let b, let a) = state.value else { continue }
            let states: [String: ControlState] = [".highlighted": .highlighted, ".disabled": .disabled, ".selected": .selected, ".focused": .focused]
            guard let controlState = states[state.states] else { continue }
            let color = Color(red: r, green: g, blue: b, alpha: a)
            if state.property == "setTitleColor" { (view as? Button)?.setTitleColor(color, for: controlState) } else { view.setBackgroundColor(color, for: controlState) }
        }
        if let lines = attributes.numberOfLines { (view as? Label)?.wraps = lines != 1 }
        if let image = attributes.image { (view as? ImageView)?.setIcon(named: image) }
        for styleClass in attributes.styleClasses { view.addStyleClass(styleClass) }
        if let font = attributes.font { FontStyles.apply(font, to: view) }
        for rule in attributes.cssRules { FontStyles.apply(rule, to: view) }
    }

    static func set(_ property: String, _ value: AttributeValue, on view: View) {
        switch (property, value) {
        case ("backgroundColor", .color(let r, let g, let b, let a)): view.backgroundColor = Color(red: r, green: g, blue: b, alpha: a)
        case ("textColor", .color(let r, let g, let b, let a)): (view as? Label)?.textColor = Color(red: r, green: g, blue: b, alpha: a)
        case ("isHidden", .bool(let flag)): view.isHidden = flag
        case ("isEnabled", .bool(let flag)): view.isEnabled = flag
        case ("tooltip", .string(let text)): view.tooltip = text
        case ("accessibleLabel", .string(let text)): view.accessibleLabel = text
        case ("accessibleDescription", .string(let text)): view.accessibleDescription = text
        case ("text", .string(let text)):
            if let label = view as? Label { label.text = text }
            if let field = view as? TextField { field.text = text }
            if let textView = view as? TextView { textView.text = text }
        case ("textAlignment", .number(let position)): (view as? Label)?.textAlignment = position
        case ("wraps", .bool(let flag)):
            if let label = view as? Label { label.wraps = flag }
            if let textView = view as? TextView { textView.wraps = flag }
        case ("title", .string(let text)): (view as? Button)?.title = text
        case ("titleColor", .color(let r, let g, let b, let a)): (view as? Button)?.setTitleColor(Color(red: r, green: g, blue: b, alpha: a), for: .normal)
        case ("placeholder", .string(let text)): (view as? TextField)?.placeholder = text
        case ("isSecure", .bool(let flag)): (view as? TextField)?.isSecure = flag
        case ("isEditable", .bool(let flag)): (view as? TextView)?.isEditable = flag
        case ("isOn", .bool(let flag)): (view as? Switch)?.isOn = flag
        case ("isSpinning", .bool(let flag)): (view as? Spinner)?.isSpinning = flag
        case ("value", .number(let value)): (view as? NumberInput)?.value = value
        case ("step", .number(let step)): (view as? NumberInput)?.step = step
        case ("fraction", .number(let fraction)): (view as? ProgressBar)?.fraction = fraction
        case ("axis", .string(let axis)): (view as? StackView)?.axis = axis == "horizontal" ? .horizontal : .vertical
        case ("spacing", .number(let spacing)): (view as? StackView)?.spacing = spacing
        case ("rowHeight", .number(let height)):
            // UITableView.automaticDimension (-1): rows as high as their content.
            (view as? any RowHeightSetting)?.rowHeight = height < 0 ? nil : height
        default: Diagnostics.warning("ReactantLiveUI can't set \(property) on \(type(of: view)) while running; rebuild to apply it.")
        }
    }

    static let anchors: [String: (ConstraintAttributes, KeyPath<ConstraintViewDSL, ConstraintItem>)] = [
        "left": (.left, \.left), "right": (.right, \.right), "top": (.top, \.top), "bottom": (.bottom, \.bottom),
        "leading": (.leading, \.leading), "trailing": (.trailing, \.trailing),
        "width": (.width, \.width), "height": (.height, \.height),
        "centerX": (.centerX, \.centerX), "centerY": (.centerY, \.centerY), "center": (.center, \.center),
        "edges": (.edges, \.edges), "size": (.size, \.size),
        "horizontalEdges": (.horizontalEdges, \.edges), "verticalEdges": (.verticalEdges, \.edges), // never a target anchor
    ]

    static func constraint(_ rule: LayoutRule, make: ConstraintMaker, view: View, superview: Container?, views: [String: View]) {
        guard let anchor = anchors[rule.anchor] else { return }
        let extendable = make.including(anchor.0)
        let target: any ConstraintRelatableTarget
        var toSuperview = false
        switch rule.target {
        case nil: target = rule.constant ?? 0
        case .superview?:
            if let name = rule.targetAnchor, let superview, let item = anchors[name] {
                target = superview.snp[keyPath: item.1]
            } else {
                target = 0
                toSuperview = true
            }
        case .this?:
            target = view.snp[keyPath: anchors[rule.targetAnchor ?? rule.anchor]!.1]
        case .view(let name)?:
            guard let other = views[name] else { return }
            if let name = rule.targetAnchor, let item = anchors[name] {
                target = other.snp[keyPath: item.1]
            } else {
                target = other
            }
        }
        var editable: ConstraintMakerEditable
        switch (rule.relation, toSuperview) {
        case (.equal, true): editable = extendable.equalToSuperview()
        case (.lessThanOrEqual, true): editable = extendable.lessThanOrEqualToSuperview()
        case (.greaterThanOrEqual, true): editable = extendable.greaterThanOrEqualToSuperview()
        case (.equal, false): editable = extendable.equalTo(target)
        case (.lessThanOrEqual, false): editable = extendable.lessThanOrEqualTo(target)
        case (.greaterThanOrEqual, false): editable = extendable.greaterThanOrEqualTo(target)
        }
        if let multiplier = rule.multiplier { editable = editable.multipliedBy(multiplier) }
        switch rule.modifier {
        case .offset(let value)?: editable = editable.offset(value)
        case .inset(let value)?: editable = editable.inset(value)
        case nil: break
        }
        if let priority = rule.priority { _ = editable.priority(ConstraintPriority(priority)) }
    }
}

/// Every table view is a `TableViewBase` of its own model types; this reaches `rowHeight`
/// without them.
@MainActor
protocol RowHeightSetting: AnyObject {
    var rowHeight: Double? { get set }
}

extension TableViewBase: RowHeightSetting {}

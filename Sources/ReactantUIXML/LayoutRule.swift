import Foundation

/// One constraint a `layout:` attribute asks for, e.g. `layout:below="title offset(8)"`.
public struct LayoutRule: Equatable, Sendable {
    public enum Relation: String, Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }
    public enum Target: Equatable, Sendable {
        /// The view's superview (`super`).
        case superview
        /// A field or id of the same component.
        case view(String)
        /// The constrained view itself (`aspectRatio`: its width against its own height).
        case this
    }
    public enum Modifier: Equatable, Sendable { case offset(Double), inset(Double) }

    /// The attribute as written (`below`), for messages.
    public var attribute: String
    /// The constrained view's anchor in SnapKit's words (`top`, `horizontalEdges`, …).
    public var anchor: String
    public var relation: Relation
    /// Nil for a constant (`layout:width="200"`).
    public var target: Target?
    /// The target's anchor (`bottom` for `below`); nil when it is the same as `anchor`.
    public var targetAnchor: String?
    public var constant: Double?
    public var multiplier: Double?
    public var modifier: Modifier?
    public var priority: Double?
    /// `name = super inset(20)`: ReactantUI's named constraint.
    public var name: String?
    /// `readableContentGuide` or `layoutMarginsGuide` as written: taken as the superview.
    public var marginGuide: String?
    /// `[width :lt 400] super`: the rule holds only while this is true.
    public var condition: LayoutCondition?

    /// ReactantUI's layout attributes: (own anchor, target anchor when it differs).
    public static let attributes: [String: (anchor: String, targetAnchor: String?)] = [
        "left": ("left", nil), "right": ("right", nil), "top": ("top", nil), "bottom": ("bottom", nil),
        "leading": ("leading", nil), "trailing": ("trailing", nil),
        "width": ("width", nil), "height": ("height", nil),
        "centerX": ("centerX", nil), "centerY": ("centerY", nil), "center": ("center", nil),
        "edges": ("edges", nil), "size": ("size", nil),
        "fillHorizontally": ("horizontalEdges", nil), "fillVertically": ("verticalEdges", nil),
        "below": ("top", "bottom"), "above": ("bottom", "top"),
        "before": ("trailing", "leading"), "after": ("leading", "trailing"),
    ]

    static let anchors: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing", "width", "height",
                                       "centerX", "centerY", "center", "edges", "size"]
    static let relations: [String: Relation] = [
        ":eq": .equal, ":lt": .lessThanOrEqual, ":lte": .lessThanOrEqual, ":le": .lessThanOrEqual,
        ":gt": .greaterThanOrEqual, ":gte": .greaterThanOrEqual, ":ge": .greaterThanOrEqual,
    ]
    static let priorities: [String: Double] = ["required": 1000, "high": 750, "medium": 500, "low": 250]

    /// Parses the value of `layout:<attribute>`: one or more rules separated by `;`, each
    /// `[[condition]] [name =] [:relation] target[.anchor] [multiplied(by: n) | divided(by: n)] [offset(n) | inset(n)] [@priority]`
    /// or `[[condition]] [name =] [:relation] number [@priority]`.
    public static func parse(attribute: String, value: String) -> Result<[LayoutRule], ValueError> {
        if attribute == "aspectRatio" { return parseAspectRatio(value) }
        guard let kind = attributes[attribute] else {
            return .failure(ValueError("unknown layout attribute 'layout:\(attribute)' (known: \((attributes.keys + ["aspectRatio"]).sorted().joined(separator: ", ")))"))
        }
        var rules: [LayoutRule] = []
        for part in value.split(separator: ";") where !part.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            var text = part.trimmingCharacters(in: .whitespacesAndNewlines)
            var condition: LayoutCondition?
            if text.hasPrefix("[") {
                guard let end = text.firstIndex(of: "]") else { return .failure(ValueError("layout:\(attribute)=\"\(text)\": a '[' has no ']'")) }
                switch LayoutCondition.parse(String(text[text.index(after: text.startIndex)..<end])) {
                case .success(let parsed): condition = parsed
                case .failure(let error): return .failure(ValueError("layout:\(attribute)=\"\(text)\": \(error.message)"))
                }
                text = String(text[text.index(after: end)...])
            }
            switch parseOne(text, attribute: attribute, anchor: kind.anchor, targetAnchor: kind.targetAnchor) {
            case .success(var rule):
                rule.condition = condition
                rules.append(rule)
            case .failure(let error): return .failure(error)
            }
        }
        if rules.isEmpty { return .failure(ValueError("layout:\(attribute) is empty")) }
        return .success(rules)
    }

    /// Splits `:lt super.bottom inset(6)@high` into `:lt`, `super.bottom`, `inset(6)`, `@high`,
    /// keeping parentheses whole (`multiplied(by: 2)`).
    static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && (character == " " || character == "\t" || character == "\n") {
                if !current.isEmpty { result.append(current); current = "" }
            } else if depth == 0 && character == "@" {
                if !current.isEmpty { result.append(current) }
                current = "@"
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    static func parseOne(_ text: String, attribute: String, anchor: String, targetAnchor: String?) -> Result<LayoutRule, ValueError> {
        var rule = LayoutRule(attribute: attribute, anchor: anchor, relation: .equal, target: nil, targetAnchor: targetAnchor)
        var tokens = tokens(text)
        func fail(_ message: String) -> Result<LayoutRule, ValueError> {
            .failure(ValueError("layout:\(attribute)=\"\(text.trimmingCharacters(in: .whitespaces))\": \(message)"))
        }
        if let first = tokens.first, first.hasPrefix(":") {
            guard let relation = relations[first] else { return fail("unknown relation '\(first)' (use :eq, :lt, :lte, :gt or :gte)") }
            rule.relation = relation
            tokens.removeFirst()
        }
        if tokens.contains(where: { $0.hasPrefix("[") }) {
            return fail("a condition ([…]) goes first, before the constraint's name and relation")
        }
        if tokens.count >= 2, tokens[1] == "=" || tokens[0].hasSuffix("=") {
            // "progressFill = super inset(20)": a named constraint.
            let name = tokens[0].hasSuffix("=") ? String(tokens[0].dropLast()) : tokens[0]
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return fail("'\(name)' is not a constraint name") }
            rule.name = name
            tokens.removeFirst(tokens[0].hasSuffix("=") ? 1 : 2)
        } else if let first = tokens.first, first.contains("="), let equals = first.firstIndex(of: "=") {
            // "dudegr=370"
            let name = String(first[..<equals])
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return fail("'\(name)' is not a constraint name") }
            rule.name = name
            tokens[0] = String(first[first.index(after: equals)...])
            if tokens[0].isEmpty { tokens.removeFirst() }
        }
        if let first = tokens.first, first.hasPrefix(":") {
            guard let relation = relations[first] else { return fail("unknown relation '\(first)' (use :eq, :lt, :lte, :gt or :gte)") }
            rule.relation = relation
            tokens.removeFirst()
        }
        if tokens.contains("=") { return fail("a constraint has one name (name = …)") }
        // "inset(20)" alone: ReactantUI's target defaults to the superview.
        var targetToken = "super"
        if let first = tokens.first, !first.hasPrefix("@"), !first.contains("(") {
            targetToken = first
            tokens.removeFirst()
        } else if tokens.isEmpty || tokens.first?.hasPrefix("@") == true {
            return fail("a target (super, a field or id, or a number) is missing")
        }
        // GTK windows have no safe area: the superview's edges stand for it.
        if targetToken == "safeAreaLayoutGuide" || targetToken.hasPrefix("safeAreaLayoutGuide.") {
            targetToken = "super" + targetToken.dropFirst("safeAreaLayoutGuide".count)
        }
        // UIKit's margin guides: GTK views have no layout margins, so they are the superview's
        // edges too, which the parser warns about (the view sits `margin` closer to the edge).
        for guide in ["readableContentGuide", "layoutMarginsGuide"] where targetToken == guide || targetToken.hasPrefix(guide + ".") {
            rule.marginGuide = guide
            targetToken = "super" + targetToken.dropFirst(guide.count)
        }
        if let number = Double(targetToken) {
            rule.constant = number
        } else {
            var name = targetToken
            if name.hasPrefix("id:") { name = String(name.dropFirst(3)) }
            if let dot = name.firstIndex(of: ".") {
                let explicit = String(name[name.index(after: dot)...])
                guard anchors.contains(explicit) else { return fail("unknown anchor '.\(explicit)'") }
                rule.targetAnchor = explicit
                name = String(name[..<dot])
            }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return fail("'\(targetToken)' is not a target") }
            // `self`: the view itself (a constraint between two of its own anchors).
            rule.target = name == "super" ? .superview : name == "self" ? .this : .view(name)
        }
        for token in tokens {
            if token.hasPrefix("@") {
                let name = String(token.dropFirst())
                guard let priority = priorities[name] ?? Double(name) else { return fail("unknown priority '\(token)' (use @required, @high, @medium, @low or a number)") }
                rule.priority = priority
            } else if let argument = call(token, "offset") {
                guard let value = Double(argument) else { return fail("offset needs a number") }
                rule.modifier = .offset(value)
            } else if let argument = call(token, "inset") {
                guard let value = Double(argument) else { return fail("inset needs a number") }
                rule.modifier = .inset(value)
            } else if let argument = call(token, "multiplied") ?? call(token, "multipliedBy") {
                guard let value = Double(argument.replacingOccurrences(of: "by:", with: "").trimmingCharacters(in: .whitespaces)) else { return fail("multiplied(by:) needs a number") }
                rule.multiplier = value
            } else if let argument = call(token, "divided") ?? call(token, "dividedBy") {
                guard let value = Double(argument.replacingOccurrences(of: "by:", with: "").trimmingCharacters(in: .whitespaces)), value != 0 else { return fail("divided(by:) needs a number other than 0") }
                rule.multiplier = 1 / value
            } else {
                return fail("unknown modifier '\(token)' (use offset(n), inset(n), multiplied(by: n), divided(by: n) or @priority)")
            }
        }
        return .success(rule)
    }

    /// `layout:aspectRatio="2"` or `"16:9"` (width : height), with an optional relation and
    /// priority: width = height × ratio.
    static func parseAspectRatio(_ value: String) -> Result<[LayoutRule], ValueError> {
        var rule = LayoutRule(attribute: "aspectRatio", anchor: "width", relation: .equal, target: .this, targetAnchor: "height")
        for token in tokens(value) {
            if let relation = relations[token] {
                rule.relation = relation
            } else if token.hasPrefix("@") {
                guard let priority = priorities[String(token.dropFirst())] ?? Double(token.dropFirst()) else {
                    return .failure(ValueError("layout:aspectRatio=\"\(value)\": unknown priority '\(token)'"))
                }
                rule.priority = priority
            } else {
                let parts = token.split(separator: ":").map { Double($0) }
                switch parts.count {
                case 1 where parts[0] != nil && parts[0]! > 0: rule.multiplier = parts[0]
                case 2 where parts[0] != nil && parts[1] != nil && parts[0]! > 0 && parts[1]! > 0: rule.multiplier = parts[0]! / parts[1]!
                default: return .failure(ValueError("layout:aspectRatio=\"\(value)\": write a ratio such as 2 or 16:9"))
                }
            }
        }
        guard rule.multiplier != nil else { return .failure(ValueError("layout:aspectRatio needs a ratio such as 2 or 16:9")) }
        return .success([rule])
    }

    /// The argument of `name(argument)`, or nil when `token` is not that call.
    static func call(_ token: String, _ name: String) -> String? {
        guard token.hasPrefix(name + "("), token.hasSuffix(")") else { return nil }
        return String(token.dropFirst(name.count + 1).dropLast()).trimmingCharacters(in: .whitespaces)
    }
}

import Foundation

/// ReactantUI's constraint condition, `[…]` before a layout rule: the rule holds only while
/// the condition is true, and is made again when the window's size makes it change.
///
/// `[!(horizontal == compact) and (vertical == regular) and pad or width :lt 100]`: `or` binds
/// weakest, then `and`, then a comparison (`==`, `!=`, `:lt`, `:lte`, `:gt`, `:gte`), then `!`
/// and parentheses. On GTK the root view's size stands for the window's: `width`, `height`,
/// `landscape`/`portrait` (wider than high or not), and size classes (`horizontal == compact`),
/// compact below `LayoutCondition.compactBelow` pixels. A desktop is no phone, pad, TV or
/// CarPlay screen: those idioms are false (the parser warns).
public indirect enum LayoutCondition: Equatable, Sendable {
    public enum Axis: String, Sendable { case horizontal, vertical }
    public enum SizeClass: String, Sendable { case compact, regular }
    public enum Dimension: String, Sendable { case width, height }
    public enum Comparison: String, Sendable { case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">=", equal = "==" }

    case constant(Bool)
    /// `phone`, `pad`, `tv`, `carplay`: false on GTK.
    case idiom(String)
    case sizeClass(Axis, SizeClass)
    case landscape
    case portrait
    case not(LayoutCondition)
    case and(LayoutCondition, LayoutCondition)
    case or(LayoutCondition, LayoutCondition)
    /// Two logical conditions equal (`landscape == false`).
    case same(LayoutCondition, LayoutCondition)
    case compare(Comparison, Operand, Operand)

    /// A number or the root view's width or height.
    public enum Operand: Equatable, Sendable {
        case number(Double)
        case dimension(Dimension)
    }

    /// Below this many pixels a dimension's size class is compact, from it regular (UIKit's
    /// phones are compact, its full-screen pads regular; GTK has no size classes).
    public static let compactBelow = 600.0

    /// The root view's size the condition is evaluated for.
    public struct Environment: Equatable, Sendable {
        public var width: Double
        public var height: Double

        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }

        public func sizeClass(_ axis: Axis) -> SizeClass {
            (axis == .horizontal ? width : height) < LayoutCondition.compactBelow ? .compact : .regular
        }
    }

    public func evaluate(in environment: Environment) -> Bool {
        switch self {
        case .constant(let value): return value
        case .idiom: return false
        case .sizeClass(let axis, let sizeClass): return environment.sizeClass(axis) == sizeClass
        case .landscape: return environment.width > environment.height
        case .portrait: return !(environment.width > environment.height)
        case .not(let condition): return !condition.evaluate(in: environment)
        case .and(let left, let right): return left.evaluate(in: environment) && right.evaluate(in: environment)
        case .or(let left, let right): return left.evaluate(in: environment) || right.evaluate(in: environment)
        case .same(let left, let right): return left.evaluate(in: environment) == right.evaluate(in: environment)
        case .compare(let comparison, let left, let right):
            func value(_ operand: Operand) -> Double {
                switch operand {
                case .number(let number): number
                case .dimension(.width): environment.width
                case .dimension(.height): environment.height
                }
            }
            let (a, b) = (value(left), value(right))
            switch comparison {
            case .less: return a < b
            case .lessOrEqual: return a <= b
            case .greater: return a > b
            case .greaterOrEqual: return a >= b
            case .equal: return a == b
            }
        }
    }

    /// The idioms the condition names (each false on GTK), for the parser's warning.
    public var idioms: [String] {
        switch self {
        case .idiom(let name): [name]
        case .not(let condition): condition.idioms
        case .and(let left, let right), .or(let left, let right), .same(let left, let right): left.idioms + right.idioms
        default: []
        }
    }

    /// The condition as a Swift expression over `traits`, a `ReactantUITraits`, with only the
    /// parentheses Swift's precedence needs.
    public var swift: String { swift(outer: 0) }

    /// `outer`: the precedence the context binds with (|| 1, && 2, a comparison 3, ! 4).
    private func swift(outer: Int) -> String {
        func operand(_ operand: Operand) -> String {
            switch operand {
            case .number(let number): "\(number)"
            case .dimension(let dimension): "traits.\(dimension.rawValue)"
            }
        }
        let (text, own): (String, Int)
        switch self {
        case .constant(let value): (text, own) = ("\(value)", 4)
        case .idiom: (text, own) = ("false", 4)
        case .sizeClass(let axis, let sizeClass): (text, own) = ("traits.\(axis.rawValue) == .\(sizeClass.rawValue)", 3)
        case .landscape: (text, own) = ("traits.isLandscape", 4)
        case .portrait: (text, own) = ("!traits.isLandscape", 4)
        case .not(let condition): (text, own) = ("!" + condition.swift(outer: 4), 4)
        case .and(let left, let right): (text, own) = (left.swift(outer: 2) + " && " + right.swift(outer: 2), 2)
        case .or(let left, let right): (text, own) = (left.swift(outer: 1) + " || " + right.swift(outer: 1), 1)
        // Swift's comparisons don't chain: their operands are parenthesized.
        case .same(let left, let right): (text, own) = (left.swift(outer: 4) + " == " + right.swift(outer: 4), 3)
        case .compare(let comparison, let left, let right): (text, own) = ("\(operand(left)) \(comparison.rawValue) \(operand(right))", 3)
        }
        return own < outer ? "(\(text))" : text
    }
}

extension LayoutCondition {
    /// Parses what is between `[` and `]`.
    public static func parse(_ text: String) -> Result<LayoutCondition, ValueError> {
        var parser = ConditionParser(tokens: ConditionParser.tokens(text))
        do throws(ValueError) {
            guard !parser.tokens.isEmpty else { throw ValueError("the condition [] is empty") }
            let condition = try parser.expression()
            guard parser.position == parser.tokens.count else { throw ValueError("unexpected '\(parser.tokens[parser.position])'") }
            if case .operand = condition { throw ValueError("a number or a size alone is no condition; compare it (width :lt 400)") }
            return .success(try parser.logical(condition, ""))
        } catch {
            return .failure(ValueError("condition [\(text)]: \(error.message)"))
        }
    }
}

/// A recursive descent over ReactantUI's condition grammar:
/// expression := term { or term }; term := comparison { and comparison };
/// comparison := factor [ (== | != | :lt | :lte | :gt | :gte) factor ];
/// factor := [!] ( '(' expression ')' | identifier | number ).
private struct ConditionParser {
    /// A parsed part: logical, a number or size, or a bare axis or size class waiting for
    /// its other half (`horizontal == compact`).
    enum Part {
        case logical(LayoutCondition)
        case operand(LayoutCondition.Operand)
        case axis(LayoutCondition.Axis)
        case sizeClass(LayoutCondition.SizeClass)
    }

    let tokens: [String]
    var position = 0

    init(tokens: [String]) { self.tokens = tokens }

    static func tokens(_ text: String) -> [String] {
        var result: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isWhitespace { index = text.index(after: index); continue }
            let rest = text[index...]
            if let symbol = ["==", "!=", ":lte", ":gte", ":lt", ":gt", "(", ")", "!"].first(where: { rest.hasPrefix($0) }) {
                result.append(symbol)
                index = text.index(index, offsetBy: symbol.count)
                continue
            }
            var word = ""
            while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "." || text[index] == "_" {
                word.append(text[index])
                index = text.index(after: index)
            }
            if word.isEmpty { word = String(character); index = text.index(after: index) }
            result.append(word)
        }
        return result
    }

    var next: String? { position < tokens.count ? tokens[position] : nil }

    mutating func expression() throws(ValueError) -> Part {
        try joined(by: "or", LayoutCondition.or) { parser throws(ValueError) in try parser.term() }
    }

    mutating func term() throws(ValueError) -> Part {
        try joined(by: "and", LayoutCondition.and) { parser throws(ValueError) in try parser.comparison() }
    }

    /// Operands with `word` between them, joined from the left: "a or b or c" is (a or b) or c.
    private mutating func joined(by word: String, _ join: (LayoutCondition, LayoutCondition) -> LayoutCondition,
                                 operand: (inout Self) throws(ValueError) -> Part) throws(ValueError) -> Part {
        var result = try operand(&self)
        while next?.lowercased() == word {
            position += 1
            result = .logical(join(try logical(result, word), try logical(try operand(&self), word)))
        }
        return result
    }

    mutating func comparison() throws(ValueError) -> Part {
        let left = try factor()
        guard let symbol = next, ["==", "!=", ":lt", ":lte", ":gt", ":gte"].contains(symbol) else { return left }
        position += 1
        let right = try factor()
        switch (symbol, left, right) {
        case ("==", .axis(let axis), .sizeClass(let sizeClass)), ("==", .sizeClass(let sizeClass), .axis(let axis)):
            return .logical(.sizeClass(axis, sizeClass))
        case ("!=", .axis(let axis), .sizeClass(let sizeClass)), ("!=", .sizeClass(let sizeClass), .axis(let axis)):
            return .logical(.not(.sizeClass(axis, sizeClass)))
        case ("==", .operand(let a), .operand(let b)): return .logical(.compare(.equal, a, b))
        case ("!=", .operand(let a), .operand(let b)): return .logical(.not(.compare(.equal, a, b)))
        case ("==", .logical(let a), .logical(let b)): return .logical(.same(a, b))
        case ("!=", .logical(let a), .logical(let b)): return .logical(.not(.same(a, b)))
        case (_, .operand(let a), .operand(let b)) where symbol.hasPrefix(":"):
            let comparisons: [String: LayoutCondition.Comparison] = [":lt": .less, ":lte": .lessOrEqual, ":gt": .greater, ":gte": .greaterOrEqual]
            return .logical(.compare(comparisons[symbol]!, a, b))
        default:
            throw ValueError("'\(symbol)' compares two numbers (width, height, a number), two conditions, or an axis with a size class (horizontal == compact)")
        }
    }

    mutating func factor() throws(ValueError) -> Part {
        guard let token = next else { throw ValueError("the condition ends too early") }
        position += 1
        switch token {
        case "!":
            let negated = try factor()
            guard case .logical(let condition) = negated else { throw ValueError("'!' negates a condition, not a number, an axis or a size class") }
            return .logical(.not(condition))
        case "(":
            let inner = try expression()
            guard next == ")" else { throw ValueError("a '(' has no ')'") }
            position += 1
            return inner
        default:
            if let number = Double(token) { return .operand(.number(number)) }
            switch token.lowercased() {
            case "true": return .logical(.constant(true))
            case "false": return .logical(.constant(false))
            case "phone", "iphone", "pad", "ipad", "tv", "appletv", "carplay": return .logical(.idiom(token))
            case "landscape": return .logical(.landscape)
            case "portrait": return .logical(.portrait)
            case "horizontal": return .axis(.horizontal)
            case "vertical": return .axis(.vertical)
            case "compact": return .sizeClass(.compact)
            case "regular": return .sizeClass(.regular)
            case "width": return .operand(.dimension(.width))
            case "height": return .operand(.dimension(.height))
            default:
                throw ValueError("unknown '\(token)' (use width, height, a number, landscape, portrait, horizontal/vertical == compact/regular, phone, pad, tv, carplay, true, false)")
            }
        }
    }

    func logical(_ part: Part, _ operation: String) throws(ValueError) -> LayoutCondition {
        switch part {
        case .logical(let condition): return condition
        case .axis(let axis): throw ValueError("'\(axis.rawValue)' alone is no condition: write \(axis.rawValue) == compact or \(axis.rawValue) == regular")
        case .sizeClass(let sizeClass): throw ValueError("'\(sizeClass.rawValue)' alone is no condition: write horizontal == \(sizeClass.rawValue)")
        case .operand: throw ValueError("'\(operation)' joins conditions, not numbers; compare the number (width :lt 400)")
        }
    }
}

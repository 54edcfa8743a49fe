/// The one thing the headless backend reads from its style sheets: the font size a style class
/// sets, which labels are measured with (`HeadlessTextLayout`).
extension HeadlessBackend {
    /// The font-size of the last rule of the style sheets whose selector is `.styleClass`
    /// (alone or in a selector list), with the rule's place in the order they were added; nil
    /// when none sets one. Other selectors and the `font` shorthand are not read.
    func classFontSize(_ styleClass: String) -> (order: Int, size: Double)? {
        if classFontSizes == nil {
            var sizes: [String: (order: Int, size: Double)] = [:]
            var order = 0
            for sheet in styleSheets {
                for rule in Self.withoutComments(sheet).split(separator: "}") {
                    order += 1
                    let parts = rule.split(separator: "{", maxSplits: 1)
                    guard parts.count == 2, let size = Self.fontSize(declaredIn: parts[1]) else { continue }
                    for selector in parts[0].split(separator: ",") {
                        let name = selector.trimmingWhitespace
                        if name.hasPrefix("."), !name.dropFirst().contains(where: { " .:#>[".contains($0) }) {
                            sizes[String(name.dropFirst())] = (order, size)
                        }
                    }
                }
            }
            classFontSizes = sizes
        }
        return classFontSizes?[styleClass]
    }

    private static func fontSize(declaredIn declarations: Substring) -> Double? {
        var size: Double?
        for declaration in declarations.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingWhitespace == "font-size" {
                size = HeadlessTextLayout.cssPixels(parts[1].trimmingWhitespace) ?? size
            }
        }
        return size
    }

    private static func withoutComments(_ css: String) -> String {
        var result = ""
        var rest = Substring(css)
        while let open = rest.firstRange(of: "/*") {
            result += rest[..<open.lowerBound]
            rest = rest[open.upperBound...]
            guard let close = rest.firstRange(of: "*/") else { return result }
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}

private extension Substring {
    var trimmingWhitespace: Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return self[endIndex...] }
        return self[first...last]
    }
}

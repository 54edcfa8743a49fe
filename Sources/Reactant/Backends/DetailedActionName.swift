/// GIO's detailed action names: "win.refresh", "app.mode::dark" (an action with a string
/// target, as menu items name radio options).
public enum DetailedActionName {
    /// The prefix ("app", "win"), the action's name and the target after "::", if any.
    public static func split(_ detailedName: String) -> (scope: String, name: String, target: String?) {
        var rest = Substring(detailedName)
        var target: String?
        if let range = rest.firstRange(of: "::") {
            target = String(rest[range.upperBound...])
            rest = rest[..<range.lowerBound]
        }
        guard let dot = rest.firstIndex(of: ".") else { return ("", String(rest), target) }
        return (String(rest[..<dot]), String(rest[rest.index(after: dot)...]), target)
    }

    /// g_action_name_is_valid: letters, digits, '-' and '.', not empty.
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "-" || $0 == "."
        }
    }
}

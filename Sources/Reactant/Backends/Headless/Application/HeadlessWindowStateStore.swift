import FoundationEssentials

/// The window state in a key file written and read as GKeyFile does (the same text, the same
/// refusals); headless there are no GSettings schemas.
@MainActor
enum HeadlessWindowStateStore {
    static func read(from storage: WindowStateStorage) -> WindowStateReading {
        guard case .keyFile(let url) = storage else { return .unusable("no GSettings on the headless backend") }
        guard FileManager.default.fileExists(atPath: url.path) else { return .none }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            return .unusable("Key file contains text that is not UTF-8")
        }
        var groups: [String: [String: String]] = [:]
        var group: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingBlanks()
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("[") && line.hasSuffix("]") {
                group = String(line.dropFirst().dropLast())
                continue
            }
            guard let equals = line.firstIndex(of: "="), !line[..<equals].trimmingBlanks().isEmpty else {
                return .unusable("Key file contains line “\(rawLine)” which is not a key-value pair, group, or comment")
            }
            guard let group else { return .unusable("Key file does not start with a group") }
            let key = line[..<equals].trimmingBlanks()
            groups[group, default: [:]][key] = line[line.index(after: equals)...].trimmingBlanks()
        }
        guard let window = groups["window"] else { return .unusable("Key file does not have group “window”") }
        func missing(_ key: String) -> String { "Key file does not have key “\(key)” in group “window”" }
        func invalid(_ key: String) -> String {
            "Key file contains key “\(key)” in group “window” which has a value that cannot be interpreted."
        }
        var numbers: [Int] = []
        for key in ["width", "height"] {
            guard let text = window[key] else { return .unusable(missing(key)) }
            guard let number = Int32(text) else { return .unusable(invalid(key)) }
            numbers.append(Int(number))
        }
        guard let text = window["maximized"] else { return .unusable(missing("maximized")) }
        // GKeyFile's booleans.
        guard let flag = ["true": true, "1": true, "false": false, "0": false][text] else { return .unusable(invalid("maximized")) }
        return .state(WindowState(width: numbers[0], height: numbers[1], isMaximized: flag))
    }

    /// g_key_file_to_data's text for the three keys.
    static func write(_ state: WindowState, to storage: WindowStateStorage) -> String? {
        guard case .keyFile(let url) = storage else { return "no GSettings on the headless backend" }
        let text = "[window]\nwidth=\(state.width)\nheight=\(state.height)\nmaximized=\(state.isMaximized)\n"
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            try Data(text.utf8).write(to: url)
            return nil
        } catch {
            return "\(error)"
        }
    }
}

private extension StringProtocol {
    /// Without the spaces and tabs at either end, as GKeyFile trims its lines, keys and values.
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}

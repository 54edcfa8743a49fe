/// A mistake in a ReactantUI XML file, at a place in it.
///
/// `description` is the `file:line:column: error: message` form compilers print, so SwiftPM
/// (and editors reading its output) show the generator's errors as compiler diagnostics.
public struct UIDiagnostic: Error, Equatable, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    /// A warning: something in the file that has no effect on GTK; the file still builds.
    public var isWarning: Bool

    public init(file: String, line: Int, column: Int, message: String, isWarning: Bool = false) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.isWarning = isWarning
    }

    public var description: String { "\(file):\(line):\(column): \(isWarning ? "warning" : "error"): \(message)" }
}

/// Where something is in an XML file (1-based, as XMLParser reports).
public struct SourcePosition: Equatable, Sendable {
    public var line: Int
    public var column: Int
}

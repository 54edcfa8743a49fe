/// Why `Application.openURL(_:)` could not open an address: no application handles its
/// scheme or type, the handler failed to start, or the address has no scheme. `reason` is
/// GIO's message (on GTK), meant for the person ("No application is registered as handling
/// this file").
public struct OpenURLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The address that was asked for.
    public let url: String
    /// Why it failed, in words for the person (GIO's message on GTK).
    public let reason: String

    /// An error for `url` that failed because of `reason`.
    public init(url: String, reason: String) {
        self.url = url
        self.reason = reason
    }

    /// "Could not open '<url>': <reason>".
    public var description: String { "Could not open '\(url)': \(reason)" }
}

/// What an app says about itself: the id it registers with GtkApplication (and names its
/// desktop file, metainfo and icon after), and what `--version` and `--help` print.
public struct AppInfo: Sendable, Equatable {
    /// Reverse-DNS application id, e.g. "org.example.Greeter".
    public var id: String
    /// The name a person sees, e.g. "Greeter".
    public var name: String
    public var version: String
    /// One line for `--help`.
    public var summary: String

    public init(id: String, name: String, version: String, summary: String = "") {
        self.id = id
        self.name = name
        self.version = version
        self.summary = summary
    }
}

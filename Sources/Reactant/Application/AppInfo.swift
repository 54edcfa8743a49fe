/// What an app says about itself: the id it registers with GtkApplication (and names its
/// desktop file, metainfo and icon after), and what `--version` and `--help` print.
public struct AppInfo: Sendable, Equatable {
    /// Reverse-DNS application id, e.g. "org.example.Greeter".
    public var id: String
    /// The name a person sees, e.g. "Greeter".
    public var name: String
    /// The version `--version` prints and the About window shows, e.g. "1.2.0".
    public var version: String
    /// One line for `--help`, and the About window's comment.
    public var summary: String
    /// For the About window: who made it, its web site, its licence and copyright line.
    public var developers: [String]
    /// The app's web site, a link in the About window; nil for none.
    public var website: String?
    /// The licence the About window names (and links to); `.unknown` by default.
    public var license: AppLicense
    /// The copyright line of the About window, e.g. "© 2026 Jane Doe"; nil for none.
    public var copyright: String?
    /// The themed icon of the app; nil: the one named after the id.
    public var iconName: String?

    /// Describes an app; only the id, the name and the version are required.
    public init(id: String, name: String, version: String, summary: String = "",
                developers: [String] = [], website: String? = nil, license: AppLicense = .unknown,
                copyright: String? = nil, iconName: String? = nil) {
        self.id = id
        self.name = name
        self.version = version
        self.summary = summary
        self.developers = developers
        self.website = website
        self.license = license
        self.copyright = copyright
        self.iconName = iconName
    }
}

/// What an app says about itself: the id it registers with GtkApplication (and names its
/// desktop file, metainfo and icon after), and what `--version` and `--help` print.
///
/// The name and the summary are the English messages of the app's text domain, marked with
/// `N_` so xgettext extracts them; `AppLauncher` shows them translated (`translated()`), in
/// the About window, `--help`, `--version` and as GLib's application name:
///
///     static let info = AppInfo(id: "org.example.Notes", name: N_("Notes"), version: "1.0",
///                               summary: N_("Write things down"))
///
/// They are made before the launcher binds the app's translations, so `tr` would return the
/// English text here. Keep them the same as the desktop file's `Name`/`Comment` and the
/// metainfo's `name`/`summary`.
public struct AppInfo: Sendable, Equatable {
    /// Reverse-DNS application id, e.g. "org.example.Greeter".
    public var id: String
    /// The name a person sees, e.g. "Greeter": the English message, translated when shown.
    public var name: String
    /// The version `--version` prints and the About window shows, e.g. "1.2.0".
    public var version: String
    /// One line for `--help`, and the About window's comment: the English message, translated
    /// when shown.
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

    /// This info with the name and the summary in the person's language: looked up in the
    /// app's text domain (`Localization.appDomain`) like `tr`; as written when no catalogue
    /// translates them or no domain is bound.
    public func translated() -> AppInfo {
        var info = self
        // gettext's empty message id is the catalogue's header, not a text.
        if !name.isEmpty { info.name = tr(name) }
        if !summary.isEmpty { info.summary = tr(summary) }
        return info
    }
}

/// The seam for GNOME's standard windows: the About window (GtkAboutDialog) and the
/// keyboard shortcuts window (GtkShortcutsWindow), built by GTK from what the app says.

/// What the About window shows.
public struct AboutContent: Equatable, Sendable {
    /// The program name, shown as the window's heading (program-name).
    public var name: String
    /// The version shown under the name.
    public var version: String
    /// One or two sentences on what the app does, under the version; empty shows none.
    public var comments: String
    /// A link shown below the comments; nil shows none.
    public var website: String?
    /// The people listed on the Credits page (GtkAboutDialog's authors).
    public var developers: [String]
    /// A copyright line such as "© 2026 Ann Smith"; nil shows none.
    public var copyright: String?
    /// The licence the License button shows (`.unknown` shows no such button).
    public var license: AppLicense
    /// The themed icon shown as the logo (the app id's icon).
    public var iconName: String?

    /// Makes the content; only the name and the version are required.
    public init(name: String, version: String, comments: String = "", website: String? = nil,
                developers: [String] = [], copyright: String? = nil, license: AppLicense = .unknown,
                iconName: String? = nil) {
        self.name = name
        self.version = version
        self.comments = comments
        self.website = website
        self.developers = developers
        self.copyright = copyright
        self.license = license
        self.iconName = iconName
    }
}

/// The licences GtkAboutDialog knows by name (it shows their text and link), or a custom text.
public enum AppLicense: Equatable, Sendable {
    /// No licence named: GtkAboutDialog shows no License button.
    case unknown
    /// The MIT/X11 licence (GTK_LICENSE_MIT_X11).
    case mit
    /// The 3-clause BSD licence (GTK_LICENSE_BSD_3).
    case bsd3
    /// The Apache License 2.0 (GTK_LICENSE_APACHE_2_0).
    case apache2
    /// The Mozilla Public License 2.0 (GTK_LICENSE_MPL_2_0).
    case mpl2
    /// The GNU GPL, version 2 or later (GTK_LICENSE_GPL_2_0).
    case gpl2OrLater
    /// The GNU GPL, version 3 or later (GTK_LICENSE_GPL_3_0).
    case gpl3OrLater
    /// The GNU LGPL, version 2.1 or later (GTK_LICENSE_LGPL_2_1).
    case lgpl21OrLater
    /// The GNU LGPL, version 3 or later (GTK_LICENSE_LGPL_3_0).
    case lgpl3OrLater
    /// The GNU AGPL, version 3 or later (GTK_LICENSE_AGPL_3_0).
    case agpl3OrLater
    /// A licence text of the app's own, shown as written.
    case custom(String)
}

/// One group of a shortcuts window: a title and shortcuts, each a title and accelerators in
/// GTK's syntax.
public struct ShortcutGroup: Equatable, Sendable {
    /// One line of a group: what it does and the keys that do it.
    public struct Shortcut: Equatable, Sendable {
        /// What the shortcut does, such as "Save".
        public var title: String
        /// The keys in GTK's accelerator syntax ("<Control>s"), all shown on the line.
        public var accelerators: [String]
        /// Makes a line from a title and its accelerators.
        public init(title: String, accelerators: [String]) {
            self.title = title
            self.accelerators = accelerators
        }
    }

    /// The group's heading, such as "Editing".
    public var title: String
    /// The lines of the group, in order.
    public var shortcuts: [Shortcut]
    /// Makes a group from a heading and its lines.
    public init(title: String, shortcuts: [Shortcut]) {
        self.title = title
        self.shortcuts = shortcuts
    }
}

/// A window GTK builds whole (About, shortcuts): shown above another window, closed by its
/// own close button or Escape, or from code.
@MainActor
public protocol NativeStandardWindow: AnyObject {
    /// The window's title: "About <name>", or "Shortcuts" (both translated).
    var title: String { get }
    /// True from `present` until it was closed, by a person or from code.
    var isShown: Bool { get }
    /// Whether, while shown, it takes the keys and clicks of the app's other windows (GTK's
    /// modal grab): the shortcuts window does, GTK 3's About window doesn't.
    var isModal: Bool { get }
    /// Shows it above `parent` (transient for it).
    func present(transientFor parent: (any NativeWindow)?)
    /// Closes it from code; closing a window that isn't shown does nothing.
    func close()
    /// The texts it shows, in order (name, version, …; group titles and shortcuts), for tests.
    var shownTexts: [String] { get }
    /// Asks to close as its close button would.
    func simulateCloseRequest()
    /// Runs `body` once the window and everything inside it are freed (for leak tests).
    func onFinalize(_ body: @escaping @MainActor () -> Void)
}

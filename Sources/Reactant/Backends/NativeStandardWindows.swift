/// The seam for GNOME's standard windows: the About window (GtkAboutDialog) and the
/// keyboard shortcuts window (GtkShortcutsWindow), built by GTK from what the app says.

/// What the About window shows.
public struct AboutContent: Equatable, Sendable {
    public var name: String
    public var version: String
    public var comments: String
    public var website: String?
    public var developers: [String]
    public var copyright: String?
    public var license: AppLicense
    /// The themed icon shown as the logo (the app id's icon).
    public var iconName: String?

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
    case unknown
    case mit, bsd3, apache2, mpl2
    case gpl2OrLater, gpl3OrLater, lgpl21OrLater, lgpl3OrLater, agpl3OrLater
    case custom(String)
}

/// One group of a shortcuts window: a title and shortcuts, each a title and accelerators in
/// GTK's syntax.
public struct ShortcutGroup: Equatable, Sendable {
    public struct Shortcut: Equatable, Sendable {
        public var title: String
        public var accelerators: [String]
        public init(title: String, accelerators: [String]) {
            self.title = title
            self.accelerators = accelerators
        }
    }

    public var title: String
    public var shortcuts: [Shortcut]
    public init(title: String, shortcuts: [Shortcut]) {
        self.title = title
        self.shortcuts = shortcuts
    }
}

/// A window GTK builds whole (About, shortcuts): shown above another window, closed by its
/// own close button or Escape, or from code.
@MainActor
public protocol NativeStandardWindow: AnyObject {
    var title: String { get }
    var isShown: Bool { get }
    /// Whether, while shown, it takes the keys and clicks of the app's other windows (GTK's
    /// modal grab): the shortcuts window does, GTK 3's About window doesn't.
    var isModal: Bool { get }
    /// Shows it above `parent` (transient for it).
    func present(transientFor parent: (any NativeWindow)?)
    func close()
    /// The texts it shows, in order (name, version, …; group titles and shortcuts), for tests.
    var shownTexts: [String] { get }
    /// Asks to close as its close button would.
    func simulateCloseRequest()
    /// Runs `body` once the window and everything inside it are freed (for leak tests).
    func onFinalize(_ body: @escaping @MainActor () -> Void)
}

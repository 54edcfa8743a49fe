/// The resources an app loads at start-up from one resource target: stylesheets applied to
/// every window, and a folder of icon themes searched for icons by name.
///
///     AppResources(module: "GreeterDemoResources", styleSheets: ["theme/greeter.css"])
public struct AppResources: Sendable, Equatable {
    /// The resource target's name (its `.resources` bundle is found by `ResourceBundle`).
    public var module: String
    /// Paths inside the bundle, applied in order.
    public var styleSheets: [String]
    /// A folder inside the bundle holding `hicolor/…`; nil for none.
    public var iconFolder: String?

    /// The resources of the resource target `module`; its icons are looked for in `icons/`
    /// unless `iconFolder` says otherwise.
    public init(module: String, styleSheets: [String] = [], iconFolder: String? = "icons") {
        self.module = module
        self.styleSheets = styleSheets
        self.iconFolder = iconFolder
    }

    /// The toolkit's own theme (Resources/Reactant), applied before an app's resources.
    public static let toolkit = AppResources(module: "ReactantResources",
                                             styleSheets: ["theme/reactant.css"], iconFolder: nil)
}

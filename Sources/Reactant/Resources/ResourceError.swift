/// Why a resource could not be used. Apps started through `AppLauncher` see these as
/// `Diagnostics` errors and run on without the resource.
public enum ResourceError: Error, Equatable, CustomStringConvertible {
    /// No folder of the lookup holds the resource target `module`; `searched` lists them.
    case bundleNotFound(module: String, searched: [String])
    /// The bundle was found, but holds no file at `path`.
    case fileNotFound(module: String, path: String, bundle: String)
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The stylesheet does not parse as GTK CSS; `reason` is the parser's message.
    case invalidStyleSheet(path: String, reason: String)

    /// A sentence naming the resource, where it was looked for, and what went wrong.
    public var description: String {
        switch self {
        case .bundleNotFound(let module, let searched):
            return "The resource bundle '\(module)' was not found; looked in: \(searched.joined(separator: ", ")). "
                + "Install the app with `meson install`, run it from its SwiftPM build folder, "
                + "or set \(ResourceBundle.environmentVariable) to a folder holding its .resources folder."
        case .fileNotFound(let module, let path, let bundle):
            return "The resource '\(path)' is not in the bundle '\(module)' (\(bundle))."
        case .unreadable(let path, let reason):
            return "The resource \(path) could not be read: \(reason)"
        case .invalidStyleSheet(let path, let reason):
            return "The stylesheet \(path) could not be parsed: \(reason)"
        }
    }
}

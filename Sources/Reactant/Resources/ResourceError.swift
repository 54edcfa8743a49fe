/// Why a resource could not be used. Apps started through `AppLauncher` see these as
/// `Diagnostics` errors and run on without the resource.
public enum ResourceError: Error, Equatable, CustomStringConvertible {
    case bundleNotFound(module: String, searched: [String])
    case fileNotFound(module: String, path: String, bundle: String)
    case unreadable(path: String, reason: String)
    case invalidStyleSheet(path: String, reason: String)

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

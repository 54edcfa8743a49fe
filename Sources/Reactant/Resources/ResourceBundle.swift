import FoundationEssentials

/// The resources of one SwiftPM resource target (a `.resources` folder SwiftPM builds from
/// `resources: [.copy(…)]`), found at run time.
///
/// SwiftPM's generated `Bundle.module` only knows two places: next to the executable and the
/// absolute build folder, and it stops the process (`fatalError`) when neither exists. An
/// installed app is neither, so bundles are looked up here instead, in this order; the first
/// folder holding a `<Package>_<module>.resources` folder wins:
///
/// 1. `$REACTANT_RESOURCE_DIR` — a folder holding `.resources` folders (override, tests).
/// 2. `<prefix>/share/<app-id>/`, where `<prefix>` is the parent of the folder holding the
///    executable's real path (symlinks resolved): what `meson install` creates.
/// 3. The folder holding the executable itself: the SwiftPM build folder, where
///    `Bundle.module` looks first (`swift run`, `swift test`).
///
/// A bundle that is found nowhere is a `ResourceError.bundleNotFound` naming every place
/// tried, never a crash.
public struct ResourceBundle: Sendable, Equatable {
    /// The resource target's name, e.g. "GreeterDemoResources".
    public let module: String
    /// The `.resources` folder.
    public let directory: URL
    /// Which step of the lookup found it.
    public let origin: Origin

    /// Which step of the lookup found a folder.
    public enum Origin: String, Sendable, Equatable {
        /// `environment`: the override variable's folder; `installed`: under the install
        /// prefix's `share/`; `buildFolder`: next to the executable (SwiftPM's build folder).
        case environment, installed, buildFolder
    }

    /// The environment variable naming a folder of resource bundles, searched first.
    public static let environmentVariable = "REACTANT_RESOURCE_DIR"

    /// The folders searched for `module`'s bundle, in order, with the step each one is.
    public static func searchPath(appID: String,
                                  environment: [String: String] = ProcessInfo.processInfo.environment,
                                  executable: URL? = currentExecutable) -> [(URL, Origin)] {
        var folders: [(URL, Origin)] = []
        if let override = environment[environmentVariable], !override.isEmpty {
            folders.append((URL(fileURLWithPath: override, isDirectory: true), .environment))
        }
        if let binFolder = executable?.resolvingSymlinksInPath().deletingLastPathComponent() {
            let prefix = binFolder.deletingLastPathComponent()
            folders.append((prefix.appendingPathComponent("share/\(appID)", isDirectory: true), .installed))
            folders.append((binFolder, .buildFolder))
        }
        return folders
    }

    /// Finds `module`'s bundle for the app `appID` (see the type's documentation).
    /// - Throws: `ResourceError.bundleNotFound` listing the folders tried.
    public static func locate(module: String, appID: String,
                              environment: [String: String] = ProcessInfo.processInfo.environment,
                              executable: URL? = currentExecutable) throws(ResourceError) -> ResourceBundle {
        let folders = searchPath(appID: appID, environment: environment, executable: executable)
        for (folder, origin) in folders {
            if let bundle = bundleFolder(of: module, in: folder) {
                return ResourceBundle(module: module, directory: bundle, origin: origin)
            }
        }
        throw .bundleNotFound(module: module, searched: folders.map { $0.0.path })
    }

    /// The file at `path` inside the bundle (e.g. "theme/greeter.css").
    /// - Throws: `ResourceError.fileNotFound` when it isn't there.
    public func url(for path: String) throws(ResourceError) -> URL {
        let url = directory.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw .fileNotFound(module: module, path: path, bundle: directory.path)
        }
        return url
    }

    /// The running executable: `/proc/self/exe` on Linux (its real path, whatever started it),
    /// else the first argument.
    public static var currentExecutable: URL? {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }
    }

    /// SwiftPM names a bundle `<package>_<target>.resources`; the package name is the app's
    /// own choice, so any folder with the target's suffix matches (sorted, for one answer).
    private static func bundleFolder(of module: String, in folder: URL) -> URL? {
        let suffix = "_\(module).resources"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        guard let name = names.filter({ $0.hasSuffix(suffix) || $0 == "\(module).resources" }).sorted().first
        else { return nil }
        return folder.appendingPathComponent(name, isDirectory: true)
    }
}

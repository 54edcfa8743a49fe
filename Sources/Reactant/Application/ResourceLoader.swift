import FoundationEssentials

/// Applies `AppResources` to the running backend and remembers what worked, for the app's
/// self-test. Every failure is a `Diagnostics` error and the app runs on without that
/// resource: a missing stylesheet makes an app look wrong, not unusable.
@MainActor
public final class ResourceLoader {
    /// The app id, whose icon the self-test looks for.
    public let appID: String
    private let environment: [String: String]
    private let executable: URL?
    /// Stylesheet files applied, in order.
    public private(set) var appliedStyleSheets: [URL] = []
    /// Icon theme folders added to the search path.
    public private(set) var iconFolders: [URL] = []
    /// Everything that could not be loaded.
    public private(set) var failures: [ResourceError] = []

    /// A loader for the app `appID`; `environment` and `executable` decide where resource
    /// bundles are looked for (see `ResourceBundle`).
    public init(appID: String,
                environment: [String: String] = ProcessInfo.processInfo.environment,
                executable: URL? = ResourceBundle.currentExecutable) {
        self.appID = appID
        self.environment = environment
        self.executable = executable
    }

    /// Loads each of `resources` in order; returns true when all of it was loaded.
    @discardableResult
    public func load(_ resources: [AppResources]) -> Bool {
        let before = failures.count
        warnAboutAMissingOverride()
        for resource in resources { load(resource) }
        return failures.count == before
    }

    private func load(_ resources: AppResources) {
        let bundle: ResourceBundle
        do {
            bundle = try ResourceBundle.locate(module: resources.module, appID: appID,
                                               environment: environment, executable: executable)
        } catch {
            return fail(error)
        }
        Diagnostics.logger.debug("resources \(resources.module): \(bundle.directory.path) (\(bundle.origin.rawValue))")
        for path in resources.styleSheets {
            do {
                let url = try bundle.url(for: path)
                try applyStyleSheet(at: url)
                appliedStyleSheets.append(url)
            } catch let error as ResourceError {
                fail(error)
            } catch {
                fail(.unreadable(path: path, reason: "\(error)"))
            }
        }
        if let folder = resources.iconFolder {
            do {
                let url = try bundle.url(for: folder)
                Backends.current.addIconSearchPath(url.path)
                iconFolders.append(url)
            } catch {
                fail(error)
            }
        }
    }

    private func applyStyleSheet(at url: URL) throws {
        let css: String
        do {
            css = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ResourceError.unreadable(path: url.path, reason: "\(error)")
        }
        do {
            try Backends.current.addStyleSheet(css)
        } catch {
            throw ResourceError.invalidStyleSheet(path: url.path, reason: "\(error)")
        }
    }

    private func fail(_ error: ResourceError) {
        failures.append(error)
        Diagnostics.error(error.description)
    }

    /// An override folder that isn't there is almost always a typo; without a word the app
    /// would quietly load its resources from somewhere else.
    private func warnAboutAMissingOverride() {
        guard let folder = environment["REACTANT_RESOURCE_DIR"], !folder.isEmpty else { return }
        var isFolder = false
        guard !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder else { return }
        Diagnostics.warning("REACTANT_RESOURCE_DIR=\(folder) is not a folder; resources are looked up in the install prefix and beside the executable instead.")
    }
}

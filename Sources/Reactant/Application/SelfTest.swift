import FoundationEssentials

/// What `--self-test` checks once the app's first window is up: that every resource was
/// found and applied, that the app's icon can be loaded by its id, and that a window is on
/// screen wearing that icon. Each check prints one `ok`/`FAIL` line.
@MainActor
public struct SelfTest {
    /// One line of the self-test.
    public struct Check: Sendable, Equatable {
        /// What was checked, as printed after `ok` or `FAIL`.
        public let name: String
        /// Whether the check passed.
        public let passed: Bool
    }

    /// The checks, in the order they print.
    public let checks: [Check]
    /// True when there are checks and all of them passed: `--self-test` then exits 0.
    public var passed: Bool { !checks.isEmpty && checks.allSatisfy(\.passed) }

    /// Runs the checks now, against the app's resources, what `loader` applied, and the
    /// application's last window.
    public init(info: AppInfo, resources: [AppResources], loader: ResourceLoader, application: Application) {
        let expectedSheets = resources.reduce(0) { $0 + $1.styleSheets.count }
        let window = application.windows.last
        checks = [
            Check(name: "resource bundles found (\(resources.map(\.module).joined(separator: ", ")))",
                  passed: !loader.failures.contains { if case .bundleNotFound = $0 { true } else { false } }),
            Check(name: "stylesheets applied (\(loader.appliedStyleSheets.count) of \(expectedSheets))",
                  passed: loader.appliedStyleSheets.count == expectedSheets),
            Check(name: "icon '\(info.id)' found", passed: Backends.current.hasIcon(named: info.id)),
            Check(name: "window open", passed: window?.isShown == true),
            Check(name: "window icon is '\(info.id)'", passed: window?.native.iconName == info.id),
        ]
    }

    /// The report, one line per check.
    public var report: String {
        checks.map { "\($0.passed ? "ok" : "FAIL") - \($0.name)" }.joined(separator: "\n")
    }
}

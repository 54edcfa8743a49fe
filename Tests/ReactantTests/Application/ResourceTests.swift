import Foundation
import Reactant
import ReactantTesting
import Testing

/// Resource bundles found the way an installed app finds them, applied to the backend, and
/// the self-test's verdict on them.
@Suite(.uiSerialized) @MainActor
struct ResourceTests {
    init() throws { try TestBackend.start() }

    /// A prefix laid out as `meson install` lays it out: bin/<exe>, share/<id>/<bundle>.
    @MainActor private final class FakeInstall {
        let root: URL
        let executable: URL
        let appID: String

        init(appID: String, css: String = ".probe-theme { color: #102030; }", withIcon: Bool = true) throws {
            self.appID = appID
            root = FileManager.default.temporaryDirectory.appendingPathComponent("reactant-resources-\(UUID().uuidString)")
            executable = root.appendingPathComponent("bin/probe-app")
            let bundle = root.appendingPathComponent("share/\(appID)/Probe_ProbeResources.resources")
            try FileManager.default.createDirectory(at: bundle.appendingPathComponent("theme"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: executable.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: executable)
            try css.write(to: bundle.appendingPathComponent("theme/probe.css"), atomically: true, encoding: .utf8)
            if withIcon {
                let apps = bundle.appendingPathComponent("icons/hicolor/scalable/apps")
                try FileManager.default.createDirectory(at: apps, withIntermediateDirectories: true)
                try Self.icon.write(to: apps.appendingPathComponent("\(appID).svg"), atomically: true, encoding: .utf8)
            }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        static let icon = """
            <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#1c71d8"/></svg>
            """

        var resources: AppResources { AppResources(module: "ProbeResources", styleSheets: ["theme/probe.css"]) }

        func loader(environment: [String: String] = [:]) -> ResourceLoader {
            ResourceLoader(appID: appID, environment: environment, executable: executable)
        }
    }

    @Test func anInstalledBundleIsFoundUnderSharePrefixOfTheExecutable() throws {
        let install = try FakeInstall(appID: "org.reactantgtk.ProbeInstalled")
        let bundle = try ResourceBundle.locate(module: "ProbeResources", appID: install.appID,
                                               environment: [:], executable: install.executable)
        #expect(bundle.origin == .installed)
        #expect(bundle.directory.lastPathComponent == "Probe_ProbeResources.resources")
        #expect(throws: ResourceError.self) { try bundle.url(for: "theme/absent.css") }
    }

    @Test func theEnvironmentVariableComesFirst() throws {
        let install = try FakeInstall(appID: "org.reactantgtk.ProbeEnv")
        let other = try FakeInstall(appID: "org.reactantgtk.ProbeEnv")
        let share = other.root.appendingPathComponent("share/\(other.appID)").path
        let bundle = try ResourceBundle.locate(module: "ProbeResources", appID: install.appID,
                                               environment: [ResourceBundle.environmentVariable: share],
                                               executable: install.executable)
        #expect(bundle.origin == .environment)
        #expect(bundle.directory.path.hasPrefix(other.root.path))
    }

    @Test func aMissingBundleIsAnErrorNamingEveryPlaceTried() throws {
        let install = try FakeInstall(appID: "org.reactantgtk.ProbeMissing")
        let diagnostics = DiagnosticsRecorder()
        let loader = install.loader()
        #expect(!loader.load([AppResources(module: "NoSuchResources", styleSheets: ["a.css"])]))
        #expect(loader.appliedStyleSheets.isEmpty)
        guard case .bundleNotFound(let module, let searched)? = loader.failures.first else {
            Issue.record("expected bundleNotFound, got \(loader.failures)")
            return
        }
        #expect(module == "NoSuchResources")
        #expect(searched == [install.root.appendingPathComponent("share/\(install.appID)").path,
                             install.root.appendingPathComponent("bin").path])
        #expect(diagnostics.messages.map(\.level) == [.error])
        #expect(diagnostics.contains("REACTANT_RESOURCE_DIR"))
    }

    @Test func stylesheetAndIconsAreAppliedToTheBackend() throws {
        let install = try FakeInstall(appID: "org.reactantgtk.ProbeApplied")
        #expect(!Backends.current.hasIcon(named: install.appID))
        let loader = install.loader()
        #expect(loader.load([install.resources]))
        #expect(loader.failures.isEmpty)
        #expect(loader.appliedStyleSheets.map(\.lastPathComponent) == ["probe.css"])
        #expect(Backends.current.hasIcon(named: install.appID))
    }

    @Test func aStylesheetThatDoesNotParseIsReportedAndSkipped() throws {
        let install = try FakeInstall(appID: "org.reactantgtk.ProbeBroken", css: ".broken { color: red; ")
        let diagnostics = DiagnosticsRecorder()
        let loader = install.loader()
        #expect(!loader.load([install.resources]))
        #expect(loader.appliedStyleSheets.isEmpty)
        guard case .invalidStyleSheet? = loader.failures.first else {
            Issue.record("expected invalidStyleSheet, got \(loader.failures)")
            return
        }
        #expect(diagnostics.contains("probe.css could not be parsed"))
    }

    @Test func theSelfTestPassesOnlyWithResourcesIconAndWindow() throws {
        let install = try FakeInstall(appID: "org.reactantgtk.ProbeSelfTest")
        let info = AppInfo(id: install.appID, name: "Probe", version: "1.0")
        let loader = install.loader()
        loader.load([install.resources])
        let application = Application(id: install.appID)
        application.iconName = install.appID

        let beforeWindow = SelfTest(info: info, resources: [install.resources], loader: loader, application: application)
        #expect(!beforeWindow.passed)
        #expect(beforeWindow.report.contains("FAIL - window open"))

        let window = application.show(LoggingController(log: EventLog()))
        #expect(window.native.iconName == install.appID)
        let passing = SelfTest(info: info, resources: [install.resources], loader: loader, application: application)
        #expect(passing.passed, "\(passing.report)")

        let noIcon = AppInfo(id: "org.reactantgtk.ProbeNoSuchIcon", name: "Probe", version: "1.0")
        #expect(!SelfTest(info: noIcon, resources: [install.resources], loader: loader, application: application).passed)
        window.close()
    }

    @Test func launchOptionsTakeTheirOwnArgumentsAndLeaveTheRest() {
        let version = LaunchOptions(arguments: ["app", "--gapplication-service", "--version"])
        #expect(version.mode == .version)
        #expect(version.remaining == ["app", "--gapplication-service"])
        #expect(LaunchOptions(arguments: ["app", "-h"]).mode == .help)
        #expect(LaunchOptions(arguments: ["app", "--self-test", "--version"]).mode == .selfTest)
        #expect(LaunchOptions(arguments: ["app"]).mode == .run)
        // The program name is never an option, whatever it is called.
        #expect(LaunchOptions(arguments: ["--version"]).mode == .run)
        // Unknown options stop the launch; GTK's own and plain arguments go on.
        #expect(LaunchOptions(arguments: ["app", "--verbose"]).mode == .unknownOption("--verbose"))
        #expect(LaunchOptions(arguments: ["app", "-x", "--version"]).mode == .unknownOption("-x"))
        let gtk = LaunchOptions(arguments: ["app", "--display=:1", "--gtk-debug=all", "notes.txt", "-"])
        #expect(gtk.mode == .run)
        #expect(gtk.remaining == ["app", "--display=:1", "--gtk-debug=all", "notes.txt", "-"])
    }

    @Test func aMissingResourceFolderOverrideIsAWarningNamingIt() throws {
        let install = try FakeInstall(appID: "org.reactantgtk.ProbeMissingOverride")
        let recorder = DiagnosticsRecorder()
        let loader = install.loader(environment: ["REACTANT_RESOURCE_DIR": "/nonexistent/resources"])
        #expect(loader.load([install.resources]))
        #expect(recorder.contains("REACTANT_RESOURCE_DIR=/nonexistent/resources is not a folder"))
        // An override that exists says nothing.
        let quiet = DiagnosticsRecorder()
        install.loader(environment: ["REACTANT_RESOURCE_DIR": install.root.path]).load([install.resources])
        #expect(!quiet.contains("REACTANT_RESOURCE_DIR"))
    }

    @Test func theLogLevelComesFromTheEnvironment() throws {
        #expect(try LogSetup.level(from: [:]).get() == .warning)
        #expect(try LogSetup.level(from: ["REACTANT_LOG_LEVEL": "DEBUG"]).get() == .debug)
        guard case .failure(let error) = LogSetup.level(from: ["REACTANT_LOG_LEVEL": "loud"]) else {
            Issue.record("'loud' accepted as a level")
            return
        }
        #expect(error.description.contains("trace, debug"))
    }
}

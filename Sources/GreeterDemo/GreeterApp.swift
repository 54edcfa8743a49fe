import FoundationEssentials
import Reactant

/// Starts the Greeter: its id, version, resources (Resources/GreeterDemo) and the
/// wireframe's first controller.
public enum GreeterApp {
    public static let applicationID = "org.reactantgtk.Greeter"

    public static let info = AppInfo(id: applicationID, name: N_("Greeter"), version: "0.1.0",
                                     summary: N_("Say hello in a few languages"))

    /// The stylesheet and icons, from the GreeterDemoResources bundle.
    public static let resources = [
        AppResources(module: "GreeterDemoResources", styleSheets: ["theme/greeter.css"]),
    ]

    /// How the app starts; tests open its window through it too (`launcher.openWindow`).
    @MainActor
    public static var launcher: AppLauncher {
        AppLauncher(info: info, resources: resources, defaultWindowSize: (width: 420, height: 220))
    }

    /// Runs the app and returns its exit status.
    @MainActor
    public static func run(module: DependencyModule = ApplicationModule(),
                           arguments: [String] = CommandLine.arguments) -> Int32 {
        launcher.run(arguments: arguments) { MainWireframe(module: module).entrypoint() }
    }
}

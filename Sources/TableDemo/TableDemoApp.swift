import FoundationEssentials
import Reactant

/// Starts the table demo: its id, version, resources (Resources/TableDemo) and the
/// wireframe's first controller.
public enum TableDemoApp {
    public static let applicationID = "org.reactantgtk.TableDemo"

    public static let info = AppInfo(id: applicationID, name: N_("Table Demo"), version: "0.1.0",
                                     summary: N_("Browse rows of a table"))

    /// The stylesheet and icons, from the TableDemoResources bundle.
    public static let resources = [
        AppResources(module: "TableDemoResources", styleSheets: ["theme/table.css"]),
    ]

    /// Runs the app and returns its exit status.
    @MainActor
    public static func run(module: DependencyModule = ApplicationModule(),
                           arguments: [String] = CommandLine.arguments) -> Int32 {
        let launcher = AppLauncher(info: info, resources: resources, defaultWindowSize: (width: 360, height: 320))
        return launcher.run(arguments: arguments) { MainWireframe(module: module).entrypoint() }
    }
}

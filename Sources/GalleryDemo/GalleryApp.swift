import FoundationEssentials
import Reactant

/// Starts the widget gallery: its id, version, resources (Resources/GalleryDemo) and the
/// wireframe's first controller.
public enum GalleryApp {
    public static let applicationID = "org.reactantgtk.Gallery"

    public static let info = AppInfo(id: applicationID, name: N_("Widget Gallery"), version: "0.1.0",
                                     summary: N_("Every widget of Reactant for GTK on one screen"))

    public static let resources = [
        AppResources(module: "GalleryDemoResources", styleSheets: ["theme/gallery.css"]),
    ]

    /// Runs the app and returns its exit status.
    @MainActor
    public static func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        let launcher = AppLauncher(info: info, resources: resources, defaultWindowSize: (width: 760, height: 560))
        return launcher.run(arguments: arguments) { MainWireframe().entrypoint() }
    }
}

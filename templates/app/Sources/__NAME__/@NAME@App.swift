import Reactant

/// Starts @NAME@: its id and version, its resources, and the wireframe's first controller.
/// `--version`, `--help` and `--self-test` come with AppLauncher, which shows the name and the
/// summary (marked with `N_`) in the person's language.
public enum @NAME@App {
    public static let info = AppInfo(id: "@APP_ID@", name: N_("@NAME@"), version: "0.1.0",
                                     summary: N_("A Reactant for GTK app"))

    public static let resources = [
        AppResources(module: "@NAME@Resources", styleSheets: ["theme/@EXECUTABLE@.css"]),
    ]

    /// How the app starts; tests open its window through it too (`launcher.openWindow`).
    @MainActor
    public static var launcher: AppLauncher {
        AppLauncher(info: info, resources: resources, defaultWindowSize: (width: 420, height: 240))
    }

    @MainActor
    public static func run(module: DependencyModule = ApplicationModule(),
                           arguments: [String] = CommandLine.arguments) -> Int32 {
        launcher.run(arguments: arguments) { MainWireframe(module: module).entrypoint() }
    }
}

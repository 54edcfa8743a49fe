import Reactant

/// Starts Shelf. `scripts/new-app.sh` writes this file, and the tutorial makes its window
/// 480 × 360. This copy also lists no resource bundle, because the test target that compiles
/// the tutorial has none (the generated app lists `ShelfResources`, its stylesheet and icon).
public enum ShelfApp {
    public static let info = AppInfo(id: "org.example.Shelf", name: "Shelf", version: "0.1.0",
                                     summary: "Keeps a list of books")

    public static let resources: [AppResources] = []

    @MainActor
    public static var launcher: AppLauncher {
        AppLauncher(info: info, resources: resources, defaultWindowSize: (width: 480, height: 360))
    }

    @MainActor
    public static func run(module: DependencyModule = ApplicationModule(),
                           arguments: [String] = CommandLine.arguments) -> Int32 {
        launcher.run(arguments: arguments) { MainWireframe(module: module).entrypoint() }
    }
}

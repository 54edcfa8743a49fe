import Foundation
import Reactant

/// Starts the table demo.
public enum TableDemoApp {
    public static let applicationID = "org.reactantgtk.TableDemo"

    public static let styleSheet = """
        .date { font-size: 16pt; }
        .name-cell label { font-size: 12pt; }
        .table-placeholder label { font-size: 13pt; }
        .alert-title { font-weight: bold; font-size: 13pt; }
        """

    @MainActor
    public static func run(module: DependencyModule = ApplicationModule(),
                           arguments: [String] = CommandLine.arguments) -> Int32 {
        do {
            try Backends.current.addStyleSheet(styleSheet)
        } catch {
            Diagnostics.error("Table demo stylesheet: \(error)")
        }
        let wireframe = MainWireframe(module: module)
        let application = Application(id: applicationID)
        application.defaultWindowSize = (width: 360, height: 240)
        return application.run(arguments: arguments) { wireframe.entrypoint() }
    }
}

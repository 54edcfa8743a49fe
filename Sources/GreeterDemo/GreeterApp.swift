import Foundation
import Reactant

/// Starts the Greeter: the stylesheet, the application, the wireframe's first controller.
public enum GreeterApp {
    public static let applicationID = "org.reactantgtk.Greeter"

    public static let styleSheet = """
        .greeter { background-color: @theme_base_color; }
        .greeting { font-size: 20pt; font-weight: bold; color: #c01c28; }
        .sign-up { background-color: @theme_base_color; }
        .sign-up-heading { font-size: 16pt; font-weight: bold; }
        .form-field-label { font-weight: bold; }
        .form-field-message { color: @error_color; font-size: smaller; }
        """

    /// Runs the app and returns its exit status.
    @MainActor
    public static func run(module: DependencyModule = ApplicationModule(),
                           arguments: [String] = CommandLine.arguments) -> Int32 {
        do {
            try Backends.current.addStyleSheet(styleSheet)
        } catch {
            Diagnostics.error("Greeter stylesheet: \(error)")
        }
        let wireframe = MainWireframe(module: module)
        let application = Application(id: applicationID)
        application.defaultWindowSize = (width: 420, height: 220)
        return application.run(arguments: arguments) { wireframe.entrypoint() }
    }
}

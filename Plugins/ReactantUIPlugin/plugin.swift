import Foundation
import PackagePlugin

/// Runs `reactant-ui-generator` on every `*.ui.xml` and `*.styles.xml` in the target's folder,
/// one build command per file, and compiles what it writes into the target.
///
/// The XML files are found by walking the target's directory rather than its source files, so
/// they may (and should) be listed in the target's `exclude:`: they are inputs of the
/// generator, not resources to copy.
@main
struct ReactantUIPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let generator = try context.tool(named: "reactant-ui-generator").url
        let directory = target.directoryURL
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var inputs: [URL] = []
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasSuffix(".ui.xml") || name.hasSuffix(".styles.xml") || name.hasSuffix(".hyperdrive.xml") { inputs.append(url) }
        }
        return inputs.sorted { $0.path < $1.path }.map { input in
            // Keep the relative folder in the output name so two `Main.ui.xml` don't collide.
            let relative = String(input.path.dropFirst(directory.path.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let outputName = relative.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: ".xml", with: "") + ".swift"
            let output = context.pluginWorkDirectoryURL.appending(path: outputName)
            return .buildCommand(
                displayName: "ReactantUI \(relative)",
                executable: generator,
                arguments: [input.path, output.path],
                inputFiles: [input],
                outputFiles: [output]
            )
        }
    }
}

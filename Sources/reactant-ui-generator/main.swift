import Foundation
import ReactantUIXML

// reactant-ui-generator <input.ui.xml|input.styles.xml> <output.swift>
// Errors go to standard error as `file:line:column: error: message` (SwiftPM shows them as
// compiler diagnostics) and the exit status is 1.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: reactant-ui-generator <input.ui.xml|input.styles.xml> <output.swift>\n".utf8))
    exit(2)
}
let input = arguments.first!
let output = arguments.last!
do {
    var warnings: [UIDiagnostic] = []
    let document = try UIDocumentParser.parse(contentsOf: input, warnings: &warnings)
    for warning in warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
    let swift = SwiftGenerator.generate(document)
    // Rewrite only on change, so an unchanged file doesn't recompile the target.
    if FileManager.default.contents(atPath: output) != Data(swift.utf8) {
        try Data(swift.utf8).write(to: URL(fileURLWithPath: output))
    }
} catch let diagnostic as UIDiagnostic {
    FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
    exit(1)
} catch {
    FileHandle.standardError.write(Data("\(input):1:1: error: \(error)\n".utf8))
    exit(1)
}

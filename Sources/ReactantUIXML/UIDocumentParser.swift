import Foundation

/// Turns a ReactantUI XML file into a `UIDocument`, checking every element, attribute and
/// layout rule; the first mistake is thrown as a `UIDiagnostic` with its line and column.
public enum UIDocumentParser {
    public static let uiNamespace = "http://schema.reactant.tech/ui"
    public static let layoutNamespace = "http://schema.reactant.tech/layout"
    public static let stylesNamespace = "http://schema.reactant.tech/styles"

    public static func parse(contentsOf path: String) throws(UIDiagnostic) -> UIDocument {
        var warnings: [UIDiagnostic] = []
        return try parse(contentsOf: path, warnings: &warnings)
    }

    public static func parse(contentsOf path: String, warnings: inout [UIDiagnostic]) throws(UIDiagnostic) -> UIDocument {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UIDiagnostic(file: path, line: 1, column: 1, message: "can't read the file")
        }
        return try parse(data: data, file: path, warnings: &warnings)
    }

    public static func parse(data: Data, file: String) throws(UIDiagnostic) -> UIDocument {
        var warnings: [UIDiagnostic] = []
        return try parse(data: data, file: file, warnings: &warnings)
    }

    /// `warnings` receives what has no effect on GTK (UIKit-only attributes).
    public static func parse(data: Data, file: String, warnings: inout [UIDiagnostic]) throws(UIDiagnostic) -> UIDocument {
        let root = try XMLTreeReader.read(data: data, file: file)
        let context = Context(file: file)
        defer { warnings += context.warnings.list }
        switch root.name {
        case "Component": return .component(try context.component(root))
        case "styleGroup": return .styleGroup(try context.styleGroup(root))
        case "Application": return .application(try context.application(root))
        default:
            throw context.error(root, "the root element is <\(root.name)>; a ReactantUI file holds a <Component>, a <styleGroup> or an <Application>")
        }
    }

    final class Warnings { var list: [UIDiagnostic] = [] }
    /// Anonymous components found so far, with the type of the component they sit in.
    final class AnonymousComponents {
        var list: [(owner: String, definition: ComponentDefinition)] = []
        /// The components whose views are being read, innermost last.
        var owners: [String] = []
    }

    struct Context {
        let file: String
        let warnings = Warnings()
        let anonymous = AnonymousComponents()

        /// ReactantUI names the component after its file when `type` is left out.
        var typeFromFileName: String {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            return name.hasSuffix(".ui.xml") ? String(name.dropLast(7)) : name
        }

        func error(_ node: XMLNode, _ message: String) -> UIDiagnostic {
            UIDiagnostic(file: file, line: node.position.line, column: node.position.column, message: message)
        }

        /// An error at one attribute of `node`.
        func error(_ node: XMLNode, attribute: String, _ message: String) -> UIDiagnostic {
            let position = node.position(ofAttribute: attribute)
            return UIDiagnostic(file: file, line: position.line, column: position.column, message: message)
        }

        func warn(_ node: XMLNode, attribute: String, _ message: String) {
            let position = node.position(ofAttribute: attribute)
            warnings.list.append(UIDiagnostic(file: file, line: position.line, column: position.column, message: message, isWarning: true))
        }

        /// An error naming a ReactantUI element the toolkit doesn't support, and why.
        func unsupported(_ node: XMLNode) -> UIDiagnostic? {
            guard let reason = ElementCatalog.unsupportedElements[node.name] else { return nil }
            return error(node, "<\(node.name)> is not supported: \(reason)")
        }

        /// The reading methods live in extensions of `Context` (UIDocumentParser+*.swift), where
        /// the enclosing enum's static members are not in scope unqualified.
        func isIdentifier(_ text: String) -> Bool { UIDocumentParser.isIdentifier(text) }
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}

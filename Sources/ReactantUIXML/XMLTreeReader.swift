import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML file with where it starts; the parsers below work on these.
public final class XMLNode {
    public let name: String
    /// The namespace URI of the element (nil when the file declares none).
    public let namespace: String?
    /// Attributes by their qualified name as written (`layout:left`), in file order.
    public let attributes: [(name: String, value: String)]
    /// Where the element starts (its `<`).
    public internal(set) var position: SourcePosition
    /// Where each attribute's name starts.
    public internal(set) var attributePositions: [String: SourcePosition] = [:]
    public internal(set) var children: [XMLNode] = []
    /// Text and child elements in file order, for elements that hold text
    /// (`<attributedText>Welcome <b>{{name}}</b></attributedText>`).
    public internal(set) var content: [XMLContent] = []

    init(name: String, namespace: String?, attributes: [(name: String, value: String)], position: SourcePosition) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.position = position
    }

    /// The attribute's position, or the element's when it isn't known.
    public func position(ofAttribute name: String) -> SourcePosition {
        attributePositions[name] ?? position
    }

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

/// A piece of an element's content.
public enum XMLContent {
    case text(String)
    case element(XMLNode)
}

/// Reads an XML file into `XMLNode`s with Foundation's XMLParser (libxml2 on Linux).
public enum XMLTreeReader {
    public static func read(data: Data, file: String) throws(UIDiagnostic) -> XMLNode {
        let parser = XMLParser(data: data)
        let delegate = Delegate(parser: parser)
        parser.delegate = delegate
        parser.shouldProcessNamespaces = false
        // On Linux `parse()` can return true after an error (libxml2 recovers): the first
        // error the delegate saw decides.
        let ok = parser.parse()
        if let first = delegate.firstError {
            throw UIDiagnostic(file: file, line: max(first.position.line, 1), column: max(first.position.column, 1), message: describe(first.code))
        }
        let fatal = parser.parserError.map { !isNamespaceError(($0 as NSError).code) } ?? false
        guard ok || !fatal, !fatal, let root = delegate.root else {
            let message = parser.parserError.map { describe(($0 as NSError).code) } ?? "the file holds no XML element"
            throw UIDiagnostic(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1), message: message)
        }
        SourceLocator(text: String(decoding: data, as: UTF8.self)).locate(root)
        return root
    }

    /// libxml2's namespace errors (XML_NS_ERR_*, 200–205): a prefix no `xmlns:` declares, as
    /// ReactantUI's examples write `tools:exampleCount` without declaring `tools`. The file is
    /// well-formed XML; ReactantUI reads it, and so does this reader (the attribute keeps its
    /// written name).
    static func isNamespaceError(_ code: Int) -> Bool { (200...205).contains(code) }

    private static func describe(_ code: Int) -> String {
        let known: [Int: String] = [
            4: "the file is empty", 5: "the file ends before every element is closed",
            9: "a character that XML doesn't allow", 26: "an undeclared entity (write &amp; for &)",
            38: "an attribute needs a value in quotes", 39: "an attribute value isn't closed",
            41: "an attribute's value must be in quotes", 42: "a duplicate attribute", 68: "a name was expected",
            73: "'>' was expected", 76: "an end tag doesn't match its start tag", 111: "an attribute without a value",
        ]
        return "malformed XML: " + (known[code] ?? "XMLParser error \(code)")
    }

    /// Collects the tree; namespaces are resolved by hand from `xmlns` attributes so that the
    /// qualified attribute names stay as written (`layout:left`).
    private final class Delegate: NSObject, XMLParserDelegate {
        let parser: XMLParser
        var root: XMLNode?
        var stack: [XMLNode] = []
        var namespaceScopes: [[String: String]] = [[:]]

        init(parser: XMLParser) { self.parser = parser }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            var scope = namespaceScopes.last ?? [:]
            for (key, value) in attributeDict where key == "xmlns" || key.hasPrefix("xmlns:") {
                scope[key == "xmlns" ? "" : String(key.dropFirst(6))] = value
            }
            namespaceScopes.append(scope)
            let parts = elementName.split(separator: ":", maxSplits: 1).map(String.init)
            let (prefix, local) = parts.count == 2 ? (parts[0], parts[1]) : ("", elementName)
            // XMLParser hands attributes over as a dictionary: sort them so that output
            // (generated code) is the same from run to run.
            let attributes = attributeDict.filter { !($0.key == "xmlns" || $0.key.hasPrefix("xmlns:")) }
                .sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
            let node = XMLNode(name: local, namespace: scope[prefix], attributes: attributes,
                               position: SourcePosition(line: parser.lineNumber, column: parser.columnNumber))
            if let parent = stack.last {
                parent.children.append(node)
                parent.content.append(.element(node))
            } else if root == nil {
                root = node
            }
            stack.append(node)
        }

        var firstError: (code: Int, position: SourcePosition)?

        // libxml2 hands text over in pieces (around entities such as &quot;): join them.
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let node = stack.last else { return }
            if case .text(let before)? = node.content.last {
                node.content[node.content.count - 1] = .text(before + string)
            } else {
                node.content.append(.text(string))
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if firstError == nil, !XMLTreeReader.isNamespaceError((parseError as NSError).code) {
                firstError = ((parseError as NSError).code, SourcePosition(line: parser.lineNumber, column: parser.columnNumber))
            }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            if !stack.isEmpty { stack.removeLast() }
            if namespaceScopes.count > 1 { namespaceScopes.removeLast() }
        }
    }
}

/// XMLParser reports where an element's start tag ends; this finds where it and its attributes
/// start, so diagnostics point at the attribute that is wrong.
struct SourceLocator {
    let characters: [Character]
    let lineStarts: [Int]

    init(text: String) {
        characters = Array(text)
        var starts = [0]
        for (index, character) in characters.enumerated() where character == "\n" { starts.append(index + 1) }
        lineStarts = starts
    }

    func offset(_ position: SourcePosition) -> Int {
        let line = min(max(position.line, 1), lineStarts.count) - 1
        return min(lineStarts[line] + max(position.column - 1, 0), characters.count)
    }

    func position(_ offset: Int) -> SourcePosition {
        var line = 0
        while line + 1 < lineStarts.count && lineStarts[line + 1] <= offset { line += 1 }
        return SourcePosition(line: line + 1, column: offset - lineStarts[line] + 1)
    }

    func locate(_ node: XMLNode) {
        let end = offset(node.position)
        var start = min(end, characters.count - 1)
        while start > 0 && characters[start] != "<" { start -= 1 }
        guard start >= 0, start < characters.count, characters[start] == "<" else { return }
        let tag = characters[start..<min(end + 1, characters.count)]
        for (name, _) in node.attributes {
            if let found = find(name, in: tag) { node.attributePositions[name] = position(found) }
        }
        node.position = position(start)
        node.children.forEach(locate)
    }

    /// The offset of `name` followed by `=` (spaces allowed) outside quotes.
    func find(_ name: String, in tag: ArraySlice<Character>) -> Int? {
        let target = Array(name)
        var quote: Character?
        var index = tag.startIndex
        while index < tag.endIndex {
            let character = tag[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if index + target.count <= tag.endIndex, Array(tag[index..<index + target.count]) == target,
                      index > tag.startIndex, tag[index - 1].isWhitespace {
                var after = index + target.count
                while after < tag.endIndex && tag[after].isWhitespace { after += 1 }
                if after < tag.endIndex && tag[after] == "=" { return index }
            }
            index += 1
        }
        return nil
    }
}

import Foundation
import Reactant
import ReactantUIXML

/// Turns on ReactantUI live reload for the components shown in `window` (debug builds only):
/// saving one of their `*.ui.xml` files, or a `*.styles.xml` next to them, re-applies views,
/// attributes, styles and layout to the running components within a second, keeping their
/// state. A mistake in the XML shows over the component, naming file, line and message, and
/// the app keeps running with the last good layout.
///
/// On the GTK backend, GFileMonitor watches the files; on the headless backend nothing runs
/// in the background: call `checkForChanges()` on the returned session. Release builds watch
/// nothing and this returns nil.
@MainActor
@discardableResult
public func activateLiveReload(in window: Window) -> LiveReload? {
    #if DEBUG
    return LiveReload(roots: { [weak window] in window?.rootViewController.map { [$0.view] } ?? [] })
    #else
    return nil
    #endif
}

/// The same for the components inside `root`, for a view shown without a `Window`.
@MainActor
@discardableResult
public func activateLiveReload(root: View) -> LiveReload? {
    #if DEBUG
    return LiveReload(roots: { [weak root] in root.map { [$0] } ?? [] })
    #else
    return nil
    #endif
}

/// A live reload session: keep it as long as reloading should happen.
@MainActor
public final class LiveReload {
    private let roots: () -> [View]
    /// The last contents read of each watched file.
    private var contents: [String: Data] = [:]
    private var watcher: FileWatcher?
    private var overlays: [ObjectIdentifier: (component: Container, label: Label)] = [:]
    /// Per component, the children its XML gave it, so a reload leaves the ones its code added.
    private var owned: [ObjectIdentifier: (component: WeakView, views: [View])] = [:]

    /// Where to read a component's XML instead of the path the generator saw (for sources that
    /// moved since the build, and for tests, which edit a copy). Keys are
    /// `reactantUIDefinitionPath`s.
    public var redirects: [String: String] = [:] {
        didSet { refreshWatchedFiles() }
    }

    /// How many times a change was applied, and the last mistake found (nil after a good reload).
    public private(set) var reloadCount = 0
    public private(set) var lastError: UIDiagnostic?

    init(roots: @escaping () -> [View]) {
        self.roots = roots
        if Backends.current.name == "gtk" {
            watcher = FileWatcher { [weak self] in self?.checkForChanges() }
        }
        refreshWatchedFiles()
    }

    /// Reads the watched files and applies those that changed since the last look. The GTK
    /// watcher calls it on every file event; on the headless backend, call it yourself.
    public func checkForChanges() {
        refreshWatchedFiles()
        let changed = contents.keys.sorted().filter { path in
            let now = FileManager.default.contents(atPath: path)
            defer { if let now { contents[path] = now } }
            return now != nil && now != contents[path]
        }
        guard !changed.isEmpty else { return }
        reload()
    }

    /// Applies every component file (and the style groups) to the running components.
    public func reload() {
        let components = runningComponents()
        var styleGroups: [String: StyleGroupDefinition] = [:]
        var styleError: UIDiagnostic?
        for path in styleFiles(near: components.map(sourcePath)) {
            do throws(UIDiagnostic) {
                if case .styleGroup(let group) = try UIDocumentParser.parse(contentsOf: path) { styleGroups[group.name] = group }
            } catch {
                styleError = styleError ?? error
            }
        }
        var firstError = styleError
        var definitions: [String: Result<ComponentDefinition, UIDiagnostic>] = [:]
        for component in components {
            let path = sourcePath(component)
            let result = definitions[path] ?? Result { () throws(UIDiagnostic) -> ComponentDefinition in
                guard case .component(let definition) = try UIDocumentParser.parse(contentsOf: path) else {
                    throw UIDiagnostic(file: path, line: 1, column: 1, message: "this file holds a style group, not a <Component>")
                }
                return definition
            }
            definitions[path] = result
            do throws(UIDiagnostic) {
                if let styleError { throw styleError }
                let key = ObjectIdentifier(component)
                let views = try LiveInterpreter.apply(definition(in: result.get(), for: component), styles: styleGroups, to: component,
                                                      owned: owned[key]?.views)
                if let container = component as? Container { owned[key] = (WeakView(container), views) }
                hideOverlay(on: component)
            } catch {
                firstError = firstError ?? error
                showOverlay(error, on: component)
            }
        }
        if let firstError {
            lastError = firstError
            Diagnostics.warning("ReactantLiveUI: \(firstError)")
        } else {
            lastError = nil
        }
        reloadCount += 1
    }

    /// The component's own definition: the file's, or an anonymous one declared in it.
    private func definition(in file: ComponentDefinition, for component: any ReactantUIComponent) throws(UIDiagnostic) -> ComponentDefinition {
        let type = String(describing: Swift.type(of: component))
        guard let found = file.definition(ofType: type) else {
            throw UIDiagnostic(file: file.file, line: 1, column: 1, message: "the file no longer declares \(type); rebuild")
        }
        return found
    }

    private func sourcePath(_ component: any ReactantUIComponent) -> String {
        let path = type(of: component).reactantUIDefinitionPath
        return redirects[path] ?? path
    }

    /// The components under the roots, found anew each time (screens come and go).
    private func runningComponents() -> [any ReactantUIComponent] {
        var found: [any ReactantUIComponent] = []
        func walk(_ view: View) {
            if let component = view as? any ReactantUIComponent { found.append(component) }
            if let container = view as? Container { container.subviews.forEach(walk) }
            if let scroll = view as? ScrollView, let content = scroll.content { walk(content) }
            if let stack = view as? Stack, let page = stack.visiblePage { walk(page) }
        }
        roots().forEach(walk)
        return found
    }

    private func styleFiles(near files: [String]) -> [String] {
        let folders = Set(files.map { ($0 as NSString).deletingLastPathComponent })
        return folders.sorted().flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0.hasSuffix(".styles.xml") }.sorted().map { folder + "/" + $0 }
        }
    }

    /// Starts watching files of components that appeared since the last look, and notes
    /// which children of each new component its XML made: ViewBase added them first, so they
    /// are the first as many children as the file has top-level views.
    private func refreshWatchedFiles() {
        owned = owned.filter { $0.value.component.view != nil }
        let components = runningComponents()
        for component in components {
            guard let container = component as? Container, owned[ObjectIdentifier(component)] == nil,
                  case .component(let file)? = try? UIDocumentParser.parse(contentsOf: sourcePath(component)),
                  let definition = try? definition(in: file, for: component),
                  definition.children.count <= container.subviews.count else { continue }
            owned[ObjectIdentifier(component)] = (WeakView(container), Array(container.subviews.prefix(definition.children.count)))
        }
        let files = components.map(sourcePath)
        for path in files + styleFiles(near: files) where contents[path] == nil {
            contents[path] = FileManager.default.contents(atPath: path) ?? Data()
            watcher?.watch(path)
        }
    }

    // MARK: The error overlay

    private func showOverlay(_ error: UIDiagnostic, on component: any ReactantUIComponent) {
        guard let container = component as? Container else { return }
        let text = "\((error.file as NSString).lastPathComponent):\(error.line):\(error.column): \(error.message)"
        if let existing = overlays[ObjectIdentifier(container)], existing.label.superview === container {
            existing.label.text = text
            return
        }
        let label = Label(text: text)
        label.widgetName = "reactant-live-ui-error"
        label.wraps = true
        label.textAlignment = 0
        label.backgroundColor = Color(red: 0.6, green: 0, blue: 0)
        label.textColor = .white
        label.accessibleLabel = "ReactantUI error: \(text)"
        container.children(label)
        label.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
        }
        overlays[ObjectIdentifier(container)] = (container, label)
    }

    private func hideOverlay(on component: any ReactantUIComponent) {
        guard let container = component as? Container, let overlay = overlays.removeValue(forKey: ObjectIdentifier(container)) else { return }
        if overlay.label.superview === container { container.remove(overlay.label) }
    }
}

/// A view held weakly (a component a session has seen may go away).
struct WeakView {
    weak var view: View?
    init(_ view: View) { self.view = view }
}

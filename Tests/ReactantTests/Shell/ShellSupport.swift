import Reactant
import ReactantTesting
import Testing

/// A page that declares commands, for the shell's tests.
final class CommandPage: ControllerBase<Void, PageRootView> {
    init(_ title: String, commands: [Command] = []) {
        super.init(title: title)
        rootView.pageName = title
        self.commands = commands
    }
}

/// The application of the last `showInApplication`, kept alive as `run` keeps an app alive
/// (windows hold theirs weakly).
@MainActor var lastTestApplication: Application?

/// Opens `root` in a navigation window of a new application, as `Application.run` would,
/// without running the main loop (the application registers when the window joins it).
@MainActor
func showInApplication(_ root: Controller, id: String) -> (Application, Window, NavigationController) {
    let app = Application(id: id)
    lastTestApplication = app
    let navigation = NavigationController(root: root)
    navigation.animatesTransitions = false
    let window = app.show(navigation)
    Interact.settle()
    return (app, window, navigation)
}

/// Records which handlers ran, in order.
@MainActor
final class Ran {
    var names: [String] = []
    func command(_ name: String, _ label: String, scope: Command.Scope = .window,
                 accelerators: [String] = []) -> Command {
        Command(name, scope: scope, title: label, accelerators: accelerators) { [unowned self] in
            names.append(label)
        }
    }
}

/// A page holding a `ContextProbeView` whose context menu is "[Rename] | [Quit]", shown in a
/// new application; `ran` records Rename's runs.
@MainActor
func showContextProbe(id: String) -> (ran: Ran, probe: ContextProbeView, page: CommandPage, window: Window) {
    let ran = Ran()
    let rename = ran.command("rename", "Rename")
    let page = CommandPage("Main", commands: [rename])
    let probe = ContextProbeView()
    page.rootView.children(probe)
    probe.setContextMenu(Menu([MenuItem(rename)], [MenuItem("Quit", action: "app.quit")]))
    let (_, window, _) = showInApplication(page, id: id)
    return (ran, probe, page, window)
}

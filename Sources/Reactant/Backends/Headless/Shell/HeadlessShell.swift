/// The headless backend's shell objects (see `NativeShell`).
@MainActor
public final class HeadlessShell: NativeShell {
    unowned let backend: HeadlessBackend

    init(backend: HeadlessBackend) {
        self.backend = backend
    }

    public func makeAction(name: String, kind: ActionKind) -> any NativeAction {
        HeadlessAction(name: name, kind: kind)
    }

    public func parseAccelerator(_ accelerator: String) -> KeyPress? {
        HeadlessAccelerators.parse(accelerator)
    }
}

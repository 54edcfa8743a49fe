import Reactant
import ReactantTesting
import Testing

/// Guards the two-backend promise: the run really uses the backend it was asked for.
@Suite(.uiSerialized) @MainActor
struct BackendSelectionTests {
    @Test func theRequestedBackendIsTheOneInUse() throws {
        let backend = try TestBackend.start()
        #expect(backend.name == TestBackend.requestedName)
        #expect(Backends.current === backend)
        if TestBackend.isGtk {
            #expect(backend is GtkBackend)
        } else {
            #expect(backend is HeadlessBackend)
        }
    }

    @Test func askingForAnotherBackendLaterIsRefused() throws {
        try TestBackend.start()
        let other = TestBackend.isGtk ? "headless" : "gtk"
        #expect(throws: BackendError.self) { try Backends.start(named: other) }
        #expect(throws: BackendError.self) { try Backends.start(named: "qt") }
    }
}

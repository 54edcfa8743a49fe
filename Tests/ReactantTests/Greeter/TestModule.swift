@testable import GreeterDemo
import Reactant

/// The seeds' test module: the same wiring as the app, with services a test controls.
final class TestModule: DependencyModule {
    private(set) var requestedLanguages: [GreeterService.Language] = []

    func greeterService(language: GreeterService.Language) -> GreeterService {
        requestedLanguages.append(language)
        return StubGreeterService(language: language)
    }
}

/// Greets in a recognisable way so tests can tell the stub from the real service.
final class StubGreeterService: GreeterService {
    override func greet(user: String) -> String {
        user.isEmpty ? "" : "stub \(language.rawValue) \(user)"
    }
}

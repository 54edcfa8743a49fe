/// The one place that decides which service implementations the app uses. The app runs with
/// `ApplicationModule`; tests pass their own module (see the tests' `TestModule`).
@MainActor
public protocol DependencyModule: AnyObject {
    func greeterService(language: GreeterService.Language) -> GreeterService
}

/// The real services.
@MainActor
public final class ApplicationModule: DependencyModule {
    public init() {}

    public func greeterService(language: GreeterService.Language) -> GreeterService {
        GreeterService(language: language)
    }
}

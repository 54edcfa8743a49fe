import FoundationEssentials

/// Decides which service implementations the app uses; tests pass their own module.
@MainActor
public protocol DependencyModule: AnyObject {
    var clock: () -> Date { get }
}

/// The real services.
@MainActor
public final class ApplicationModule: DependencyModule {
    public init() {}
    public let clock: () -> Date = Date.init
}

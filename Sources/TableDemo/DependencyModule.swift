import FoundationEssentials

/// The services the table demo uses; tests pass their own module.
@MainActor
public protocol DependencyModule: AnyObject {
    var nameService: NameService { get }
    var emptyNameService: NameService { get }
    /// The time the main screen shows; tests step it instead of waiting for the wall clock.
    var clock: () -> Date { get }
}

extension DependencyModule {
    public var clock: () -> Date { Date.init }
}

/// The real services: names arrive after a second, so the loading state shows first.
@MainActor
public final class ApplicationModule: DependencyModule {
    public let nameService: NameService = NameService(delay: .seconds(1))
    public let emptyNameService: NameService = EmptyNameService(delay: .milliseconds(300))
    public init() {}
}

// What the seed samples use but never show, and how the blocks find each other.
//
// Each block lives in its own namespace (`Seed001.Block4`), since several seeds define the
// same class twice (a controller before and after it gets reactions). A block refers to types
// of other blocks by their plain names; the aliases below say which block each name means,
// as one file of the seed's app would. Nothing here changes a sample.
import Foundation
import Reactant

// MARK: Seed 000

extension Seed000 {
    /// Seed 000 uses the `LabelView` that seeds 001 and 002 define.
    typealias LabelView = Seed002.Block1.LabelView
}

// MARK: Seeds 001 and 003 (the README and the Wireframe page share one app)

extension Seed001 {
    typealias LabelView = Block1.LabelView
    typealias MainRootView = Block3.MainRootView
    typealias MainViewController = Block4.MainViewController
    typealias TableViewController = Block5.TableViewController
    typealias MainWireframe = Block6.MainWireframe
    typealias TableViewRootView = Block9.TableViewRootView
}

extension Seed003 {
    /// The Wireframe page continues the README's example, whose root views it doesn't repeat.
    typealias MainRootView = Seed001.Block3.MainRootView
    typealias TableViewRootView = Seed001.Block9.TableViewRootView
    typealias MainViewController = Block1.MainViewController
    typealias TableViewController = Block2.TableViewController
    typealias MainWireframe = Block3.MainWireframe
}

/// The names the table shows (`TableViewController.Dependencies.nameService`).
class NameService {
    static let sampleNames = ["Ann", "Bob", "Cyril"]
    func names() -> [String] { Self.sampleNames }
}

/// The dependencies seeds 001 and 003 ask of their module.
protocol DependencyModule {
    var nameService: NameService { get }
}

/// The module the README's app delegate makes (`AppModule()`).
final class AppModule: DependencyModule {
    let nameService = NameService()
}

// MARK: Seed 004

extension Seed004 {
    typealias GreeterAction = Block1.GreeterAction
    typealias GreeterRootView = Block1.GreeterRootView
    typealias GreeterService = Block4.GreeterService
    typealias DependencyModule = Block5.DependencyModule
    typealias ApplicationModule = Block5.ApplicationModule
    typealias GreeterController = Block6.GreeterController
    typealias MainWireframe = Block7.MainWireframe

    // The walkthrough's placeholders: an example controller's dependencies and root view,
    // and the services its dependency modules name.
    final class SomeService {}
    struct UserAccount { var name: String }
    final class ExampleRootView: ViewBase<Void, Void>, RootView {}

    protocol UserService {}
    protocol AnotherService {}
    final class AnUserServiceImplementation: UserService {}
    final class AnAnotherServiceImplementation: AnotherService {}
    final class StubUserService: UserService {}
    final class StubAnotherService: AnotherService {}
    final class StubGreeterService: GreeterService {}
}

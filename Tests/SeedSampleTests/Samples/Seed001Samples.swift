// Seed 001 (the README): every Swift code block, each in a namespace of its own
// (`Seed001.BlockN`, N counting Swift blocks only). Between the BEGIN and END marks the
// text is the seed's, with UIKit types renamed and the edits listed in RENAMES.md;
// indentation aside. Generated from the seed text; what a block needs that the seeds
// never show (services, modules) is in SeedContext.swift.
import Foundation
import Reactant

enum Seed001 {}

// Seed 001, Swift block 1 of 11 (code block 2 of the seed)
extension Seed001 {
    enum Block1 {
        // BEGIN seed 001, Swift block 1
        final class LabelView: ViewBase<String, Void> {

            private let label = Label()

            override func update() {
                label.text = componentState
            }

            override func loadView() {
                children(
                    label
                )

                label.backgroundColor = .black
            }

            override func setupConstraints() {
                label.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
            }
        }
        // END
    }
}

// Seed 001, Swift block 2 of 11 (code block 3 of the seed)
extension Seed001 {
    enum Block2 {
        /// Context: the snippet is the body of a component's `loadView()`. (UIKit views all take
        /// subviews; a GTK label doesn't, so `label1`, which holds two others, is a `Container`.)
        final class NestedChildrenView: ViewBase<Void, Void> {
            let label1 = Container()
            let label2 = Label(text: "2")
            let label3 = Label(text: "3")
            let label4 = Label(text: "4")

            override func loadView() {
                // BEGIN seed 001, Swift block 2
                children(
                    label1.children(
                        label2,
                        label3
                        ),
                    label4
                )
                // END
            }
        }
    }
}

// Seed 001, Swift block 3 of 11 (code block 4 of the seed)
extension Seed001 {
    enum Block3 {
        // BEGIN seed 001, Swift block 3
        final class MainViewController: ControllerBase<Void, MainRootView> {

            init() {
                // this needs to be called like this, because of a bug in Swift
                super.init(title: "Main")

                // set inital state of RootView
                rootView.componentState = Date()
            }

            override func update() {
                // do nothing since this controller has void state
            }

            // Act according to action from RootView
            override func act(on action: MainRootView.ActionType) {
                switch action {
                case .updateLabel:
                    // when this action is sent from RootView, set new state to RootView's componentState
                    rootView.componentState = Date()
                    break
                // just a dummy action
                case .openTable:
                    break
                }
            }
        }

        enum MainAction {
            case updateLabel
            case openTable
        }

        final class MainRootView: ViewBase<Date, MainAction>, RootView {

            // this property gather's producers of all actions that should be propagated to parent component
            override var actions: [Observable<MainAction>] {
                return [
                    updateButton.rx.tap.rewrite(with: .updateLabel)
                ]
            }

            private let label = LabelView()
            private let updateButton = Button()

            private let dateFormatter = DateFormatter()

            override init() {
                super.init()

                dateFormatter.timeStyle = .long
            }

            override func update() {
                label.componentState = dateFormatter.string(from: componentState)
            }

            override func loadView() {
                children(
                    label,
                    updateButton
                )

                updateButton.setTitleColor(.white, for: .normal)
                updateButton.setTitle("Update", for: .normal)
                updateButton.backgroundColor = .blue
            }

            override func setupConstraints() {
                label.snp.makeConstraints { make in
                    make.center.equalToSuperview()
                }

                updateButton.snp.makeConstraints { make in
                    make.centerX.equalToSuperview()
                    make.leading.greaterThanOrEqualToSuperview().offset(20)
                    make.trailing.lessThanOrEqualToSuperview().inset(20)

                    make.top.equalTo(label.snp.bottom).offset(20)
                }
            }
        }
        // END
    }
}

// Seed 001, Swift block 4 of 11 (code block 5 of the seed)
extension Seed001 {
    enum Block4 {
        // BEGIN seed 001, Swift block 4
        final class MainViewController: ControllerBase<Void, MainRootView> {

            // Define Reactions
            struct Reactions {
                let openTable: () -> Void
            }

            private let reactions: Reactions

            init(reactions: Reactions) {
                self.reactions = reactions
                // this needs to be called like this, because of a bug in Swift
                super.init(title: "Main")

                // set inital state of RootView
                rootView.componentState = Date()
            }

            override func update() {
                // do nothing since this controller has void state
            }

            // Act according to action from RootView
            override func act(on action: MainRootView.ActionType) {
                switch action {
                case .updateLabel:
                    // when this action is sent from RootView, set new state to RootView's componentState
                    rootView.componentState = Date()
                    break
                case .openTable:
                    // when this action is sent from RootView, call function openTable defined in reactions
                    reactions.openTable()
                    break
                }
            }
        }
        // END
    }
}

// Seed 001, Swift block 5 of 11 (code block 6 of the seed)
extension Seed001 {
    enum Block5 {
        // BEGIN seed 001, Swift block 5
        class TableViewController: ControllerBase<Void, TableViewRootView> {

            struct Dependencies {
                let nameService: NameService
            }

            struct Reactions {
                let displayName: (String) -> Void
            }

            private let dependencies: Dependencies
            private let reactions: Reactions

            init(dependencies: Dependencies, reactions: Reactions) {
                self.dependencies = dependencies
                self.reactions = reactions
                super.init()
            }

            override func update() {
                rootView.componentState = .items(dependencies.nameService.names())
            }

            override func act(on action: TableViewRootView.ActionType) {
                switch action {
                case .selected(let name):
                    reactions.displayName(name)
                default:
                    break
                }
            }
        }
        // END
    }
}

// Seed 001, Swift block 6 of 11 (code block 7 of the seed)
extension Seed001 {
    enum Block6 {
        // BEGIN seed 001, Swift block 6
        class MainWireframe: Wireframe {

            private let dependencyModule: DependencyModule

            init(dependencyModule: DependencyModule) {
                self.dependencyModule = dependencyModule
            }

            func entrypoint() -> Controller {
                return NavigationController(rootViewController: mainController())
            }

            private func mainController() -> Controller {
                return create { provider in
                    let reactions = MainViewController.Reactions(openTable: {
                        provider.navigation?.push(controller: self.tableViewController())
                    })

                    return MainViewController(reactions: reactions)
                }
            }

            private func tableViewController() -> Controller {
                return create { provider in
                    let dependencies = TableViewController.Dependencies(nameService: dependencyModule.nameService)
                    let reactions = TableViewController.Reactions(displayName: { name in
                        provider.navigation?.present(controller: self.nameAlertController(name: name))
                    })
                    return TableViewController(dependencies: dependencies, reactions: reactions)
                }
            }

            private func nameAlertController(name: String) -> Controller {
                let controller = AlertController(title: "This is a name", message: name, preferredStyle: .actionSheet)
                controller.addAction(AlertAction(title: "Close", style: .cancel, handler: { _ in controller.dismiss() }))
                return controller
            }
        }
        // END
    }
}

// Seed 001, Swift block 7 of 11 (code block 8 of the seed)
extension Seed001 {
    enum Block7 {
        /// Context: the snippet is the body of the app delegate's launch method; creating the
        /// window before it and showing it after it is the app start.
        final class AppDelegate: ApplicationDelegate {
            var window: Window?

            func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [LaunchOptionsKey: Any]?) -> Bool {
                window = Window()
        // BEGIN seed 001, Swift block 7
        let module = AppModule()

        let wireframe = MainWireframe(dependencyModule: module)

        window?.rootViewController = wireframe.entrypoint()
        // END
                window?.makeKeyAndVisible()
                return true
            }
        }
    }
}

// Seed 001, Swift block 8 of 11 (code block 9 of the seed)
extension Seed001 {
    enum Block8 {
        // BEGIN seed 001, Swift block 8
        public enum TableViewState<MODEL> {

            case items([MODEL])
            case empty(message: String)
            case loading
        }
        // END
    }
}

// Seed 001, Swift block 9 of 11 (code block 10 of the seed)
extension Seed001 {
    enum Block9 {
        // BEGIN seed 001, Swift block 9
         class TableViewRootView: PlainTableView<LabelView>, RootView {

            override var edgesForExtendedLayout: RectEdge {
                return .all
            }

            required init() {
                super.init(cellFactory: LabelView.init,
                           style: .plain,
                           reloadable: false)
            }
    
        }
        // END
    }
}

// Seed 001, Swift block 10 of 11 (code block 11 of the seed)
extension Seed001 {
    enum Block10 {
        /// Context: the snippet is a method of the `StringRules` namespace.
        enum StringRules {
            // BEGIN seed 001, Swift block 10
            public static func minLength(_ length: Int) -> Rule<String?, ValidationError> {
                    return Rule { value in
                        guard let value = value, value.count >= length else {
                            return .invalid
                        }
                        return nil
                    }
                }
            // END
        }
    }
}

// Seed 001, Swift block 11 of 11 (code block 12 of the seed)
extension Seed001 {
    enum Block11 {
        /// Context: the snippet runs in a component's `update()`, whose `stateDisposeBag` it uses.
        final class ValidationSampleView: ViewBase<Void, Void> {
            override func update() {
                // BEGIN seed 001, Swift block 11
                Observable.from(["this", "is", "a", "message"])
                            .map { StringRules.minLength(4).run($0) }
                            .filterError()
                            .subscribe(onNext: { print($0 ?? "") })
                            .addDisposableTo(stateDisposeBag)
                // END
            }
        }
    }
}

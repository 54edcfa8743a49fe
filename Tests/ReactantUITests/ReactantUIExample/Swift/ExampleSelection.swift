// ReactantUI's Example/Source/Component/ExampleSelection (ExampleSelectionController.swift,
// ExampleSelectionRootView.swift), ported by RENAMES.md's renames: UIStackView → StackView;
// `import RxSwift` dropped (Reactant brings the Rx names). Origin and licence: ../UI/NOTICE.md.
import Reactant

final class ExampleSelectionController: ControllerBase<Void, ExampleSelectionRootView> {
    struct Reactions {
        let exampleSelected: (ExampleType) -> Void
    }

    private let reactions: Reactions

    init(reactions: Reactions) {
        self.reactions = reactions

        super.init(title: "Examples")
    }

    override func act(on action: ExampleType) {
        reactions.exampleSelected(action)
    }
}

final class ExampleSelectionRootView: ViewBase<Void, ExampleType> {

    let stackView = StackView()

    override func update() {
        stackView.arrangedSubviews.forEach { $0.removeFromSuperview() }

        let selectionCells = ExampleType.allCases.map { SelectionCell().with(state: $0) }

        Observable.merge(selectionCells.map { $0.action })
            .subscribe(onNext: { [weak self] in
                self?.perform(action: $0)
            })
            .disposed(by: stateDisposeBag)

        selectionCells.forEach { stackView.addArrangedSubview($0) }
    }
}

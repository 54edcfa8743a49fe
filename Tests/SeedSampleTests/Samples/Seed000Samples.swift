// Seed 000 (Controllers): every Swift code block, each in a namespace of its own
// (`Seed000.BlockN`, N counting Swift blocks only). Between the BEGIN and END marks the
// text is the seed's, with UIKit types renamed and the edits listed in RENAMES.md;
// indentation aside. Generated from the seed text; what a block needs that the seeds
// never show (services, modules) is in SeedContext.swift.
import Foundation
import Reactant

enum Seed000 {}

// Seed 000, Swift block 1 of 1 (code block 1 of the seed)
extension Seed000 {
    enum Block1 {
        // BEGIN seed 000, Swift block 1
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

import Foundation
import Reactant

public final class MainViewController: ControllerBase<Void, MainRootView> {
    public struct Reactions {
        public let openTable: () -> Void
        public let openEmptyTable: () -> Void
        public let openBranch: () -> Void
    }

    private let reactions: Reactions

    public init(reactions: Reactions) {
        self.reactions = reactions
        super.init(title: tr("Main"))
        rootView.componentState = Date()
    }

    public override func act(on action: MainAction) {
        switch action {
        case .updateLabel: rootView.componentState = Date()
        case .openTable: reactions.openTable()
        case .openEmptyTable: reactions.openEmptyTable()
        case .openBranch: reactions.openBranch()
        }
    }
}

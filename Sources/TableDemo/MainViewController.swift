import FoundationEssentials
import Reactant

public final class MainViewController: ControllerBase<Void, MainRootView> {
    public struct Reactions {
        public let openTable: () -> Void
        public let openEmptyTable: () -> Void
        public let openBranch: () -> Void
    }

    private let reactions: Reactions
    private let clock: () -> Date

    /// - Parameter clock: where the shown time comes from (the wall clock in the app).
    public init(reactions: Reactions, clock: @escaping () -> Date = Date.init) {
        self.reactions = reactions
        self.clock = clock
        // The window's title while this screen shows: the app's name, as GNOME's HIG asks of a
        // main window (its content is a clock and buttons, nothing a title could name).
        super.init(title: tr("Table Demo"))
        rootView.componentState = clock()
    }

    public override func act(on action: MainAction) {
        switch action {
        case .updateLabel: rootView.componentState = clock()
        case .openTable: reactions.openTable()
        case .openEmptyTable: reactions.openEmptyTable()
        case .openBranch: reactions.openBranch()
        }
    }
}

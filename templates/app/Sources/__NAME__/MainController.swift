import FoundationEssentials
import Reactant

/// The first screen: shows the time it was last updated; the button updates it.
public final class MainController: ControllerBase<Date, MainRootView> {
    private let clock: () -> Date

    public init(clock: @escaping () -> Date) {
        self.clock = clock
        super.init(title: "@NAME@")
        componentState = clock()
    }

    public override func update() {
        rootView.componentState = componentState
    }

    public override func act(on action: MainAction) {
        switch action {
        case .refresh: componentState = clock()
        }
    }
}

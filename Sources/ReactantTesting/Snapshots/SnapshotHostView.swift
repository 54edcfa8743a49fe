#if GTK3 || GTK4 // both GTK backends: toolkit views only
import Reactant

/// Holds a view that isn't in a window, so that it can be shown in one and drawn: the view
/// fills it edge to edge.
final class SnapshotHostView: ViewBase<Void, Never> {
    private let hosted: View

    init(content: View) {
        self.hosted = content
        super.init()
    }

    override func loadView() {
        children(hosted)
    }

    override func setupConstraints() {
        hosted.layout.edges(inset: 0)
    }
}
#endif // GTK3 || GTK4

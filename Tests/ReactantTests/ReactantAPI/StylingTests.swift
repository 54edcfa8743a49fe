import Reactant
import ReactantTesting
import Testing

/// Reactant's styling and configuration API, as apps write it: `Styles` namespaces applied
/// with `apply(style:)`, and `Configuration.global` with `Properties.Style.controllerRoot`.
@MainActor
struct StylingTests {
    init() throws { try TestBackend.start() }

    @MainActor enum Styles {
        static func title(_ label: Label) {
            label.text = "Title"
            label.textColor = .red
        }

        static func dark(_ view: View) { view.backgroundColor = .black }
    }

    @Test func stylesApplyToTheViewTheyName() {
        let label = Label()
        label.apply(style: Styles.title)
        #expect(label.text == "Title" && label.textColor == .red)
        // In order: the later style wins.
        let other = Label().styled(using: Styles.title, { $0.text = "Other" })
        #expect(other.text == "Other" && other.textColor == .red)
        let dark = Container().with(Styles.dark)
        #expect(dark.backgroundColor == .black)
        label.apply(styles: [{ $0.text = "A" }, { $0.text = $0.text + "B" }])
        #expect(label.text == "AB")
    }

    final class Screen: ViewBase<Void, Void>, RootView {}

    @Test func theControllerRootStyleReachesEveryControllersRootView() {
        #expect(ControllerBase<Void, Screen>().rootView.backgroundColor == nil, "the default style does nothing")
        Configuration.global.set(Properties.Style.controllerRoot, to: { $0.backgroundColor = .blue })
        defer { Configuration.global.set(Properties.Style.controllerRoot, to: { _ in }) }
        #expect(ControllerBase<Void, Screen>().rootView.backgroundColor == .blue)
        // A configuration of its own: a copy, changed without touching the global one.
        let local = Configuration(copy: .global)
        let padding = Property(defaultValue: 8)
        local.set(padding, to: 12)
        #expect(local.get(valueFor: padding) == 12 && Configuration.global.get(valueFor: padding) == 8)
        local.get(valueFor: Properties.Style.controllerRoot)(Container())
    }
}

// ReactantUI's Example/Source/Component/Examples/{StackView,ProgressView} Swift files, ported
// by RENAMES.md's renames: UIStackView → StackView, UIView → View. ProgressViewController's
// afterInit (a camera bar button switching ReactantUI's day/night ApplicationTheme) is left
// out: themes are not supported (the DocC article ReactantUI). Origin and licence:
// ../UI/NOTICE.md.
import Reactant

final class StackViewController: ControllerBase<Void, StackViewRootView> {

    init() { // Reactant: `override init()` (the toolkit's ControllerBase has no designated init() to override)
        super.init(title: "Stack view")
    }
}

final class StackViewRootView: ViewBase<Void, Void> {

    let stackView = StackView()

    override func afterInit() {
        let view = View()
        view.snp.makeConstraints { make in make.height.equalTo(20) }
        view.backgroundColor = .red
        stackView.addArrangedSubview(view)
    }
}

final class ProgressViewController: ControllerBase<Void, ProgressViewRootView> {

    init() { // Reactant: `override init()` (the toolkit's ControllerBase has no designated init() to override)
        super.init(title: "Progress view")
    }
}

final class ProgressViewRootView: ViewBase<Void, Void> {

}

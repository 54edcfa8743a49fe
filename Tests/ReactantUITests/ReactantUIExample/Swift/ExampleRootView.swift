// ReactantUI's Example/Source/Component/Playground/ExampleRootView.swift, ported by RENAMES.md's
// renames: `import UIKit` and `import RxSwift` dropped, UILabel/UITextField/UIButton as Label,
// TextField, Button; its commented-out code and its `UIButton.setBackgroundColor(_:for:)`
// extension (the toolkit's Button has it) left out. Origin and licence: ../UI/NOTICE.md.
import Reactant

final class ExampleRootView: ViewBase<(test: String, Int, test2: (a: Int, b: String)), Void> {
    let django = Label()
    let email = TextField()
    let send = Button()
    let label = Label()

    override func update() {
        django.attributedText = ReactantTemplates.superTemplate(_name9: "super name", foo: "super foo")
    }
}

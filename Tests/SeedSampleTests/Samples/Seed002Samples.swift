// Seed 002 (Components): every Swift code block, each in a namespace of its own
// (`Seed002.BlockN`, N counting Swift blocks only). Between the BEGIN and END marks the
// text is the seed's, with UIKit types renamed and the edits listed in RENAMES.md;
// indentation aside. Generated from the seed text; what a block needs that the seeds
// never show (services, modules) is in SeedContext.swift.
import Foundation
import Reactant

enum Seed002 {}

// Seed 002, Swift block 1 of 2 (code block 1 of the seed)
extension Seed002 {
    enum Block1 {
        // BEGIN seed 002, Swift block 1
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

// Seed 002, Swift block 2 of 2 (code block 2 of the seed)
extension Seed002 {
    enum Block2 {
        /// Context: the snippet is the body of a component's `loadView()`. (UIKit views all take
        /// subviews; a GTK label doesn't, so `label1`, which holds two others, is a `Container`.)
        final class NestedChildrenView: ViewBase<Void, Void> {
            let label1 = Container()
            let label2 = Label(text: "2")
            let label3 = Label(text: "3")
            let label4 = Label(text: "4")

            override func loadView() {
                // BEGIN seed 002, Swift block 2
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

// ReactantUI's Example/Source/Component/Playground/ExampleView2.swift, ported by RENAMES.md's
// renames: `import UIKit` dropped. ATest and ExampleCell are anonymous components (their XML
// is the whole class) and ExampleCell3 is ATest's anonymous <cell>: the generator declares
// them. Origin and licence: ../UI/NOTICE.md.
import Reactant

final class ExampleView2: ViewBase<Void, Void> {

}

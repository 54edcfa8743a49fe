/// One child of a constraint container as the solver sees it: the four variables of its frame
/// and the constraints that stand for its natural size and for where it goes when nothing
/// else places it.
@MainActor
final class ConstraintLayoutItem {
    weak var view: View?
    let native: ObjectIdentifier
    let left: SolverVariable
    let top: SolverVariable
    let width: SolverVariable
    let height: SolverVariable

    /// The natural size and priorities the intrinsic constraints were made for.
    var natural: LayoutSize?
    var priorities: ContentPriorities?
    /// Set when the view's priorities changed since `priorities` was read.
    var prioritiesChanged = false
    /// Hugging and compression resistance per axis, and the fallback size (the natural size at
    /// the weakest strength, for a view with nothing else deciding its size).
    var intrinsic: [LinearConstraint] = []
    /// Leading and top edges at the container's, at the weakest strength: what places a view
    /// whose constraints don't.
    var fallbackPosition: [LinearConstraint] = []
    /// Width and height at least 0, required.
    var nonNegative: [LinearConstraint] = []

    /// The child's widget as last measured, to ask a height-for-width child its height.
    weak var widget: (any NativeWidget)?
    /// `widget`'s identity, to tell without a weak load whether it changed.
    var widgetID: ObjectIdentifier?
    /// Whether the child's height depends on its width (a wrapping label): its height
    /// constraints are then per solver, for the width each solver's solution gives it.
    var hasHeightForWidth = false
    /// Per solver (by index in the layout's solvers): the height its height constraints
    /// hold and those constraints.
    var heightsForWidth: [Int: (height: Int, constraints: [LinearConstraint])] = [:]

    /// The allocation solver's symbols for the four variables, once it has them all: reading a
    /// frame then skips looking each variable up (an allocation reads every child's).
    var frameSymbols: (left: SolverSymbol, top: SolverSymbol, width: SolverSymbol, height: SolverSymbol)?

    init(view: View) {
        self.view = view
        native = ObjectIdentifier(view.native)
        let name = describe(view)
        left = SolverVariable("\(name).left")
        top = SolverVariable("\(name).top")
        width = SolverVariable("\(name).width")
        height = SolverVariable("\(name).height")
    }

    var variables: [SolverVariable] { [left, top, width, height] }
    /// The weakest constraints, which place the view only where nothing else does. (A view
    /// with a natural size keeps it through hugging and compression resistance instead.)
    var fallback: [LinearConstraint] { fallbackPosition + intrinsic.filter { $0.strength == .fallback } }
}

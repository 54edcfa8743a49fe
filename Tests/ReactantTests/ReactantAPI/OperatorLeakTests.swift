import Foundation
import Reactant
import ReactantFoundation
import Testing

/// The toolkit's public operators leave ordinary Swift alone: this file compiles only while
/// no operator of Reactant (or ReactantFoundation) makes these sums ambiguous. A
/// `ConstraintPriority + Double` once made `[Double].reduce(0, +)` fail with "ambiguous use
/// of operator '+'" in every file importing Reactant.
@Suite struct OperatorLeakTests {
    @Test func ordinaryArithmeticStillCompilesBesideTheToolkitsOperators() {
        let doubles: [Double] = [1.5, 2.5, 3]
        let ints = [1, 2, 3]
        let floats: [Float] = [0.5, 0.25]
        let cgFloats: [CGFloat] = [10, 20.5]
        #expect(doubles.reduce(0, +) == 7)
        #expect(doubles.reduce(1, *) == 11.25)
        #expect(doubles.reduce(10, -) == 3)
        #expect(ints.reduce(0, +) == 6)
        #expect(ints.reduce(0, -) == -6)
        #expect(floats.reduce(0, +) == 0.75)
        #expect(cgFloats.reduce(0, +) == 30.5)
        #expect(doubles.map { $0 * 2 }.reduce(0, +) == 14)
        let total = doubles.reduce(0, +) + 1
        #expect(total == 8)
    }

    /// SnapKit's priority arithmetic still works.
    @Test func priorityArithmeticAsSnapKitWritesIt() {
        #expect((ConstraintPriority.required - 1).value == 999)
        #expect((ConstraintPriority.high + 1).value == 751)
        #expect((ConstraintPriority.low + 0.5).value == 250.5)
        let priorities: [ConstraintPriority] = [.low, .medium]
        #expect(priorities.reduce(0, +).value == 750)
    }
}

import Foundation
import Testing

@testable import Flipbook

/// Required equalities that repeat each other (a view's frame width and a fitting width of the same value),
/// taken out in either order, must leave the other holding.
@Suite struct LayoutSolverRedundancyTests {
    private func c(
        _ variable: SolverVariable, _ constant: Double, _ relation: SolverConstraint.Relation,
        _ strength: Strength = .required
    ) -> SolverConstraint {
        SolverConstraint(
            LinearExpression([(variable: variable, coefficient: 1)], constant: -constant), relation, strength: strength)
    }

    /// Weaker preferences pull x to 129; two required copies of x == 300 hold it, and so must the one left.
    @Test(arguments: [false, true])
    func aRepeatedRequiredEqualityStillHoldsWhenOneCopyGoes(removeFirst: Bool) throws {
        let x = SolverVariable("x")
        let solver = LayoutSolver()
        try solver.add(c(x, 129, .lessThanOrEqual, .weak))
        try solver.add(c(x, 129, .equal, Strength(250)))
        let frame = c(x, 300, .equal)
        let fitting = c(x, 300, .equal)
        try solver.add(frame)
        try solver.add(fitting)
        try solver.remove(removeFirst ? frame : fitting)
        solver.updateVariables()
        #expect(x.value == 300)
        try solver.remove(removeFirst ? fitting : frame)
        solver.updateVariables()
        #expect(x.value == 129, "with both gone the preferences decide")
    }
}

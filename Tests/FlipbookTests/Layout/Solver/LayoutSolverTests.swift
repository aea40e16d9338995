import Foundation
import Testing

@testable import Flipbook

/// Known systems solved by hand: each expectation is the unique optimum.
@Suite struct LayoutSolverTests {
    private func v(_ name: String) -> SolverVariable { SolverVariable(name) }

    /// `lhs - rhs op 0` built from terms and a constant, as tests write them.
    private func c(
        _ terms: [(SolverVariable, Double)], _ constant: Double, _ relation: SolverConstraint.Relation,
        _ strength: Strength = .required
    ) -> SolverConstraint {
        SolverConstraint(
            LinearExpression(terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant), relation,
            strength: strength)
    }

    @Test func requiredEqualitiesChainThroughTheTableau() throws {
        let (left, width, right) = (v("left"), v("width"), v("right"))
        let solver = LayoutSolver()
        try solver.add(c([(left, 1)], -10, .equal)) // left = 10
        try solver.add(c([(width, 1)], -100, .equal)) // width = 100
        try solver.add(c([(right, 1), (left, -1), (width, -1)], 0, .equal)) // right = left + width
        solver.updateVariables()
        #expect((left.value, width.value, right.value) == (10, 100, 110))
    }

    @Test func strongerPreferenceWins() throws {
        let x = v("x")
        let solver = LayoutSolver()
        try solver.add(c([(x, 1)], -50, .equal, .weak))
        try solver.add(c([(x, 1)], -80, .equal, .strong))
        solver.updateVariables()
        #expect(x.value == 80)
    }

    @Test func inequalityClampsAPreference() throws {
        let width = v("width")
        let solver = LayoutSolver()
        try solver.add(c([(width, 1)], -300, .equal, .strong)) // width = 300 preferred
        try solver.add(c([(width, 1)], -200, .lessThanOrEqual)) // width <= 200 required
        try solver.add(c([(width, 1)], -50, .greaterThanOrEqual)) // width >= 50 required
        solver.updateVariables()
        #expect(width.value == 200)
    }

    /// The classic Cassowary example: a midpoint between two ends inside 0…100, ends at least 10 apart.
    @Test func midpointExampleFromTheCassowaryPaper() throws {
        let (l, m, r) = (v("l"), v("m"), v("r"))
        let solver = LayoutSolver()
        try solver.add(c([(m, 2), (l, -1), (r, -1)], 0, .equal)) // 2m = l + r
        try solver.add(c([(l, 1), (r, -1)], 10, .lessThanOrEqual)) // l + 10 <= r
        try solver.add(c([(r, 1)], -100, .lessThanOrEqual)) // r <= 100
        try solver.add(c([(l, 1)], 0, .greaterThanOrEqual)) // l >= 0
        let preferM = c([(m, 1)], -95, .equal, .strong) // m = 95, strong
        try solver.add(preferM)
        solver.updateVariables()
        #expect((l.value, m.value, r.value) == (90, 95, 100))
        // Moving the preferred midpoint re-solves incrementally: l and r follow within the bounds.
        try solver.setConstant(-20, of: preferM)
        solver.updateVariables()
        #expect(abs(m.value - 20) < 1e-9)
        #expect(abs((l.value + r.value) / 2 - 20) < 1e-9)
        #expect(r.value - l.value >= 10 - 1e-9 && l.value >= -1e-9)
    }

    @Test func conflictingRequiredConstraintIsRefusedAndTheSolverKeepsItsSolution() throws {
        let x = v("x")
        let solver = LayoutSolver()
        try solver.add(c([(x, 1)], -10, .equal))
        let conflict = c([(x, 1)], -20, .equal)
        #expect(throws: SolverError.unsatisfiable(conflict)) { try solver.add(conflict) }
        #expect(!solver.contains(conflict))
        let tooSmall = c([(x, 1)], -5, .lessThanOrEqual)
        #expect(throws: SolverError.unsatisfiable(tooSmall)) { try solver.add(tooSmall) }
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func redundantRequiredEqualityIsAccepted() throws {
        let (a, b) = (v("a"), v("b"))
        let solver = LayoutSolver()
        try solver.add(c([(a, 1)], -10, .equal))
        try solver.add(c([(b, 1), (a, -1)], 0, .equal))
        try solver.add(c([(b, 1)], -10, .equal)) // follows from the two above
        solver.updateVariables()
        #expect((a.value, b.value) == (10, 10))
    }

    @Test func changingARequiredConstantIntoAConflictTakesItOut() throws {
        let x = v("x")
        let solver = LayoutSolver()
        try solver.add(c([(x, 1)], -100, .lessThanOrEqual)) // x <= 100
        let floor = c([(x, 1)], -40, .greaterThanOrEqual) // x >= 40
        try solver.add(floor)
        try solver.add(c([(x, 1)], -70, .equal, .weak))
        #expect(throws: SolverError.unsatisfiable(floor)) { try solver.setConstant(-140, of: floor) }
        #expect(!solver.contains(floor))
        solver.updateVariables()
        #expect(x.value == 70)
    }

    @Test func constantChangeMatchesSolvingFromScratch() throws {
        // A row of ten boxes with required gaps (the middle one changes), a preferred total width and minimum
        // widths; each box's preferred width has its own priority, so the optimum is unique (the weakest boxes
        // shrink first).
        func build(middleGap: Double) throws -> ([SolverVariable], LayoutSolver, SolverConstraint) {
            let solver = LayoutSolver()
            let lefts = (0..<10).map { v("left\($0)") }
            let widths = (0..<10).map { v("width\($0)") }
            var gapConstraint: SolverConstraint!
            try solver.add(c([(lefts[0], 1)], 0, .equal))
            for i in 0..<10 {
                try solver.add(c([(widths[i], 1)], -20, .greaterThanOrEqual))
                try solver.add(c([(widths[i], 1)], -60, .equal, Strength(Double(100 + 20 * i))))
                if i > 0 {
                    let gap = i == 5 ? middleGap : 4
                    let constraint = c([(lefts[i], 1), (lefts[i - 1], -1), (widths[i - 1], -1)], -gap, .equal)
                    if i == 5 { gapConstraint = constraint }
                    try solver.add(constraint)
                }
            }
            try solver.add(c([(lefts[9], 1), (widths[9], 1)], -500, .lessThanOrEqual, .strong))
            return (lefts + widths, solver, gapConstraint)
        }
        let (incremental, solver, gap) = try build(middleGap: 4)
        try solver.setConstant(-30, of: gap)
        solver.updateVariables()
        let (scratch, fresh, _) = try build(middleGap: 30)
        fresh.updateVariables()
        for (a, b) in zip(incremental, scratch) { #expect(abs(a.value - b.value) < 1e-9, "\(a.name)") }
    }

    @Test func removingAConstraintRestoresTheWeakerPreference() throws {
        let x = v("x")
        let solver = LayoutSolver()
        try solver.add(c([(x, 1)], -50, .equal, .weak))
        let strong = c([(x, 1)], -80, .equal, .strong)
        try solver.add(strong)
        try solver.remove(strong)
        solver.updateVariables()
        #expect(x.value == 50)
        #expect(throws: SolverError.unknown(strong)) { try solver.remove(strong) }
    }

    @Test func sameCallsGiveIdenticalValuesEveryTime() throws {
        // An under-determined system: which optimum is picked must not depend on hashing.
        func solve() throws -> [Double] {
            let (a, b, cc) = (v("a"), v("b"), v("c"))
            let solver = LayoutSolver()
            try solver.add(c([(a, 1), (b, 1), (cc, 1)], -90, .equal))
            try solver.add(c([(a, 1), (b, -1)], 0, .equal, .weak))
            try solver.add(c([(b, 1), (cc, -1)], 0, .equal, .weak))
            solver.updateVariables()
            return [a.value, b.value, cc.value]
        }
        let first = try solve()
        for _ in 0..<20 { #expect(try solve() == first) }
    }

    @Test func strengthWeightsGrowTenfoldEvery125Points() {
        #expect(Strength(250).weight == 100)
        #expect(abs(Strength(750).weight - 1e6) < 1e-6)
        #expect(Strength(2000).isRequired && Strength(0).priority == 1)
    }
}

import Foundation
import Testing

@testable import Flipbook

/// Incremental changes (constant updates, removals in any order) must leave the solver where solving the
/// resulting system from scratch would: these exercise the column index's substitutions, ratio tests and
/// constant updates against a fresh solve.
@Suite struct LayoutSolverIncrementalTests {
    /// A row of six boxes: required gaps and minimum widths, preferred widths of distinct priorities, a
    /// strong maximum total width, a required cap on one box, a weak minimum position and a faint anchor
    /// on every variable, so the optimum is unique whichever constraints remain.
    private struct System {
        let variables: [SolverVariable]
        let specs: [Spec]

        struct Spec {
            var terms: [(Int, Double)]
            var constant: Double
            var relation: SolverConstraint.Relation
            var strength: Strength
        }

        init() {
            let lefts = (0..<6).map { SolverVariable("left\($0)") }
            let widths = (0..<6).map { SolverVariable("width\($0)") }
            variables = lefts + widths
            var specs = [Spec(terms: [(0, 1)], constant: 0, relation: .equal, strength: .required)]
            for i in 0..<6 {
                specs.append(
                    Spec(terms: [(6 + i, 1)], constant: -20, relation: .greaterThanOrEqual, strength: .required))
                specs.append(
                    Spec(terms: [(6 + i, 1)], constant: -60, relation: .equal, strength: Strength(Double(100 + 20 * i)))
                )
                if i > 0 {
                    specs.append(
                        Spec(
                            terms: [(i, 1), (i - 1, -1), (5 + i, -1)], constant: -4, relation: .equal,
                            strength: .required))
                }
            }
            specs.append(Spec(terms: [(5, 1), (11, 1)], constant: -300, relation: .lessThanOrEqual, strength: .strong))
            specs.append(Spec(terms: [(8, 1)], constant: -80, relation: .lessThanOrEqual, strength: .required))
            specs.append(Spec(terms: [(3, 1)], constant: -150, relation: .greaterThanOrEqual, strength: Strength(300)))
            for index in 0..<12 {
                specs.append(
                    Spec(
                        terms: [(index, 1)], constant: Double(-10 * index), relation: .equal,
                        strength: Strength(2 + Double(index) / 16)))
            }
            self.specs = specs
        }

        func constraint(_ spec: Spec) -> SolverConstraint {
            SolverConstraint(
                LinearExpression(
                    spec.terms.map { (variable: variables[$0.0], coefficient: $0.1) }, constant: spec.constant),
                spec.relation, strength: spec.strength)
        }

        /// The values a fresh solver finds for `specs`.
        func solve(_ specs: [Spec]) throws -> [Double] {
            let solver = LayoutSolver()
            for spec in specs { try solver.add(constraint(spec)) }
            solver.updateVariables()
            return variables.map(\.value)
        }
    }

    private func expectClose(_ a: [Double], _ b: [Double], _ comment: Comment) {
        for (x, y) in zip(a, b) { #expect(abs(x - y) < 1e-6, comment) }
    }

    @Test func everyConstantChangeMatchesSolvingFromScratch() throws {
        let system = System()
        // Each constraint's constant moved both ways (required equalities and inequalities, preferences).
        for index in system.specs.indices {
            for delta in [-25.0, 15.0] {
                var changed = system.specs
                changed[index].constant += delta
                let expected = try system.solve(changed)
                let solver = LayoutSolver()
                let constraints = system.specs.map(system.constraint)
                for constraint in constraints { try solver.add(constraint) }
                try solver.setConstant(changed[index].constant, of: constraints[index])
                solver.updateVariables()
                expectClose(system.variables.map(\.value), expected, "constraint \(index) moved by \(delta)")
            }
        }
    }

    @Test func repeatedConstantChangesComeBackToTheStart() throws {
        let system = System()
        let start = try system.solve(system.specs)
        let solver = LayoutSolver()
        let constraints = system.specs.map(system.constraint)
        for constraint in constraints { try solver.add(constraint) }
        for index in system.specs.indices {
            try solver.setConstant(system.specs[index].constant + 12, of: constraints[index])
        }
        for index in system.specs.indices.reversed() {
            try solver.setConstant(system.specs[index].constant, of: constraints[index])
        }
        solver.updateVariables()
        expectClose(system.variables.map(\.value), start, "after moving every constant and back")
    }

    @Test func removingInAnyOrderMatchesSolvingTheRestFromScratch() throws {
        let system = System()
        // The anchors stay; the other constraints leave in three seeded orders.
        let removable = Array(0..<(system.specs.count - 12))
        var seed: UInt64 = 12
        for _ in 0..<3 {
            var order = removable
            for i in order.indices.reversed() {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                order.swapAt(i, Int((seed >> 33) % UInt64(i + 1)))
            }
            let solver = LayoutSolver()
            let constraints = system.specs.map(system.constraint)
            for constraint in constraints { try solver.add(constraint) }
            var remaining = Set(system.specs.indices)
            for index in order {
                try solver.remove(constraints[index])
                remaining.remove(index)
                solver.updateVariables()
                let expected = try system.solve(remaining.sorted().map { system.specs[$0] })
                expectClose(system.variables.map(\.value), expected, "after removing \(index) in \(order)")
            }
            #expect(solver.rows.count == 12)
        }
    }
}

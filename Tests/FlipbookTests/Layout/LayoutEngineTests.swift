import Foundation
import Testing

@testable import Flipbook

/// The engine's bookkeeping: what stays in the world's solver, and moving an ambiguous view.
@MainActor @Suite struct LayoutEngineTests {
    @Test func constraintsOfViewsThatAreGoneLeaveTheSolver() {
        let world = World()
        world.run {
            let kept = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let keptChild = Self.pinnedChild(in: kept)
            kept.layoutIfNeeded()
            let solver = world.layoutEngine.solver
            let baseline = (solver.constraints.count, solver.variables.count, solver.rows.count)

            for _ in 0..<3 {
                do {
                    let gone = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                    let child = Self.pinnedChild(in: gone)
                    let grandchild = Self.pinnedChild(in: child)
                    gone.layoutIfNeeded()
                    #expect(grandchild.frame == CGRect(x: 10, y: 10, width: 160, height: 160))
                }
            }
            #expect(solver.constraints.count > baseline.0, "the dropped hierarchies are still in the solver")
            // The next layout pass anywhere in the world takes them out.
            kept.setNeedsLayout()
            kept.layoutIfNeeded()
            #expect(solver.constraints.count == baseline.0)
            #expect(solver.variables.count == baseline.1)
            #expect(solver.rows.count == baseline.2)
            #expect(keptChild.frame == CGRect(x: 10, y: 10, width: 80, height: 80), "the living layout is untouched")
        }
    }

    @Test func exercisingAnAmbiguousLayoutMovesTheViewToAnotherValidFrame() {
        let world = World()
        world.run {
            LayoutDiagnostics.shared.logsToStandardError = false
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
            let child = UIView()
            child.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(child)
            NSLayoutConstraint.activate([
                child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40),
                child.leftAnchor.constraint(greaterThanOrEqualTo: container.leftAnchor, constant: 10),
                child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            ])
            container.layoutIfNeeded()
            #expect(child.hasAmbiguousLayout)
            let before = child.frame
            child.exerciseAmbiguityInLayout()
            #expect(child.frame != before, "another frame the constraints allow")
            #expect(
                child.frame.minX >= 10 && child.frame.minY == 5 && child.frame.size == CGSize(width: 40, height: 40))
            #expect(child.hasAmbiguousLayout, "still ambiguous")

            let fixed = UIView()
            fixed.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(fixed)
            NSLayoutConstraint.activate([
                fixed.leftAnchor.constraint(equalTo: container.leftAnchor),
                fixed.topAnchor.constraint(equalTo: container.topAnchor),
                fixed.widthAnchor.constraint(equalToConstant: 10), fixed.heightAnchor.constraint(equalToConstant: 10),
            ])
            container.layoutIfNeeded()
            fixed.exerciseAmbiguityInLayout()
            #expect(fixed.frame == CGRect(x: 0, y: 0, width: 10, height: 10), "a determined layout stays")
            #expect(LayoutDiagnostics.shared.issues.isEmpty)
        }
    }

    /// A subview pinned 10 points inside each edge of `view` (one constraint per edge).
    private static func pinnedChild(in view: UIView) -> UIView {
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
            child.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
        ])
        return child
    }
}

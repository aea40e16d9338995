import Foundation

extension LayoutEngine {
    /// Moves `item` to another solution that satisfies its constraints just as well, when its layout is
    /// ambiguous: each free unknown (x, y, width, height in turn) is pulled by the item's size along that
    /// axis (at least 10 points), forwards or, when it cannot go that way, backwards. The pull is a probe
    /// constraint too weak to trade away anything a real constraint asks for, and it stays (replacing the
    /// item's previous probes) so that the solver keeps the new solution rather than the old one. Returns
    /// true when something moved.
    @discardableResult
    func exerciseAmbiguity(of item: LayoutItem) -> Bool {
        guard hasAmbiguousLayout(item), let entry = entry(for: item) else { return false }
        solver.updateVariables()
        let variables = item.layoutVariables
        let starts = variables.all.map(\.value)
        for probe in entry.ambiguityProbes { try? solver.remove(probe) }
        entry.ambiguityProbes = []
        var moved = false
        for (index, variable) in variables.all.enumerated() where solver.isAmbiguous(variable) {
            let extent = index == 0 || index == 2 ? starts[2] : starts[3]
            let step = max(abs(extent), 10)
            for target in [starts[index] + step, starts[index] - step] {
                let probe = SolverConstraint(
                    LinearExpression(variable) + -target, .equal, strength: .probe,
                    label: "\(item.layoutName) ambiguity probe \(variable.name)")
                guard (try? solver.add(probe)) != nil else { continue }
                solver.updateVariables()
                if abs(variable.value - starts[index]) > 1e-9 {
                    entry.ambiguityProbes.append(probe)
                    moved = true
                    break
                }
                try? solver.remove(probe)
            }
        }
        solver.updateVariables()
        return moved
    }
}

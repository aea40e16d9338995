import Foundation

extension LayoutSolver {
    /// True when the optimum does not pin `variable` down: no constraint mentions it, it is parametric
    /// (free), or its row moves with another free variable or with a slack or error symbol that costs
    /// nothing real to change (a reduced cost below ``Strength/negligibleCost``: only probes pay for it)
    /// and that the restricted rows let grow: then another solution is just as good.
    func isAmbiguous(_ variable: SolverVariable) -> Bool {
        guard let symbol = symbol(for: variable), let row = rows[symbol] else { return true }
        return row.cells.keys.contains { cell in
            if cell.kind == .external { return true }
            guard cell.isPivotable, abs(objective.coefficient(for: cell)) < Strength.negligibleCost else {
                return false
            }
            return canGrow(cell)
        }
    }

    /// True when `symbol` can rise above 0 before some restricted basic variable would go negative.
    private func canGrow(_ symbol: Symbol) -> Bool {
        for (basic, row) in rows where basic.isRestricted {
            let coefficient = row.coefficient(for: symbol)
            if coefficient < 0, -row.constant / coefficient < Row.epsilon { return false }
        }
        return true
    }
}

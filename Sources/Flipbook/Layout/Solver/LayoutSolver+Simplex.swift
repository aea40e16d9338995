import Foundation

extension LayoutSolver {
    /// Replaces `symbol` by `row` everywhere; restricted rows that went negative are queued for the dual
    /// simplex.
    func substitute(_ symbol: Symbol, _ row: Row) {
        for index in rows.values.indices {
            rows.values[index].substitute(symbol, row)
            if rows.keys[index].kind != .external, rows.values[index].constant < 0 {
                infeasible.append(rows.keys[index])
            }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Which objective ``optimize(_:)`` minimises.
    enum Objective {
        /// The weighted errors of the non-required constraints.
        case main
        /// The artificial variable of ``addWithArtificialVariable(_:)``'s first phase.
        case artificial
    }

    private func cells(of objective: Objective) -> Row {
        switch objective {
        case .main: self.objective
        case .artificial: artificial ?? Row()
        }
    }

    /// Primal simplex: pivots until no symbol with a negative cost can enter `objective`.
    func optimize(_ objective: Objective) {
        while let entering = cells(of: objective).cells.first(where: { $0.key.kind != .dummy && $0.value < 0 })?.key {
            // The restricted row that bounds the entering symbol first (smallest ratio, earliest on ties).
            var leaving: (ratio: Double, symbol: Symbol)?
            for (symbol, row) in rows where symbol.kind != .external {
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if leaving == nil || ratio < leaving!.ratio { leaving = (ratio, symbol) }
            }
            // Unbounded cannot happen: every error symbol is costed positively and bounded by its row.
            guard let leaving, var row = rows.removeValue(forKey: leaving.symbol) else {
                // A symbol no restricted row bounds: with positive costs it can only be one no row uses any
                // more, whose cost is rounding left over; drop it and carry on rather than stop short.
                guard !rows.values.contains(where: { $0.coefficient(for: entering) != 0 }) else { return }
                switch objective {
                case .main: self.objective.remove(entering)
                case .artificial: artificial?.remove(entering)
                }
                continue
            }
            row.solve(for: leaving.symbol, entering)
            substitute(entering, row)
            rows[entering] = row
        }
    }

    /// Dual simplex: restores feasibility of the queued rows while keeping the objective optimal. Returns
    /// false when a row cannot be made feasible (the required constraints conflict).
    func dualOptimize() -> Bool {
        while let leaving = infeasible.popLast() {
            guard var row = rows[leaving], row.constant < 0 else { continue }
            var entering: (ratio: Double, symbol: Symbol)?
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = objective.coefficient(for: symbol) / coefficient
                if entering == nil || ratio < entering!.ratio { entering = (ratio, symbol) }
            }
            guard let entering else {
                infeasible.removeAll()
                return false
            }
            rows.removeValue(forKey: leaving)
            row.solve(for: leaving, entering.symbol)
            substitute(entering.symbol, row)
            rows[entering.symbol] = row
        }
        return true
    }
}

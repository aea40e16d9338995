import Foundation
import OrderedCollections

/// An incremental Cassowary solver (a dual simplex over a tableau of restricted and unrestricted
/// symbols): constraints are added, removed and have their constants changed one at a time, each change
/// re-optimising from the previous solution instead of solving from scratch.
///
/// Required constraints always hold; a required constraint that conflicts with them is refused with
/// ``SolverError/unsatisfiable(_:)`` and the solver stays as it was. Other constraints are met as well as
/// possible, minimising the sum of their errors weighted by ``Strength/weight``.
///
/// Every collection is ordered and ties are broken by creation order, so the same calls always give the
/// same values.
final class LayoutSolver {
    /// The symbols a constraint added to the tableau, and how to undo or adjust it.
    struct Tag {
        /// The symbol unique to the constraint (slack, first error, or dummy).
        var marker: Symbol
        /// The second error symbol of a non-required equality.
        var other: Symbol?
        /// The marker's coefficient in the constraint's own row, before any reordering.
        var markerCoefficient: Double
        /// The constant the constraint's expression has in the tableau now.
        var constant: Double
    }

    private(set) var constraints: OrderedDictionary<SolverConstraint, Tag> = [:]
    var rows: OrderedDictionary<Symbol, Row> = [:]
    private(set) var variables: OrderedDictionary<SolverVariable, Symbol> = [:]
    var objective = Row()
    /// The objective of the phase that adds a constraint through an artificial variable.
    var artificial: Row?
    /// Basic restricted symbols whose rows went negative, to be fixed by the dual simplex.
    var infeasible: [Symbol] = []
    private var nextSymbolID = 0

    init() {}

    /// True when `constraint` is in the solver.
    func contains(_ constraint: SolverConstraint) -> Bool {
        constraints[constraint] != nil
    }

    /// Adds `constraint` and re-optimises. Throws ``SolverError/unsatisfiable(_:)`` for a required
    /// constraint that cannot hold with the others (nothing changes then).
    func add(_ constraint: SolverConstraint) throws {
        guard constraints[constraint] == nil else { throw SolverError.duplicate(constraint) }
        try add(constraint, constant: constraint.expression.constant)
    }

    /// Removes `constraint` and re-optimises.
    func remove(_ constraint: SolverConstraint) throws {
        guard let tag = constraints.removeValue(forKey: constraint) else { throw SolverError.unknown(constraint) }
        removeErrorEffects(of: tag, strength: constraint.strength)
        eliminate(tag.marker)
        // A non-required constraint's second symbol (its error, or the minus error of an equality) must go
        // too: left in the tableau it would still be held at or above 0, a remnant of the constraint.
        if let other = tag.other { eliminate(other) }
        // Gone from every row; a cost left in the objective (rounding at large weights) would otherwise look
        // like an improvement no pivot can make.
        objective.remove(tag.marker)
        if let other = tag.other { objective.remove(other) }
        optimize(.main)
    }

    /// Changes the constant of `constraint`'s expression to `constant`, re-solving incrementally: the change
    /// is pushed through the constraint's marker column and the dual simplex restores feasibility. A
    /// required constraint that can no longer hold is taken out and ``SolverError/unsatisfiable(_:)``
    /// thrown (the other constraints keep their solution).
    func setConstant(_ constant: Double, of constraint: SolverConstraint) throws {
        guard var tag = constraints[constraint] else { throw SolverError.unknown(constraint) }
        let delta = constant - tag.constant
        guard delta != 0 else { return }
        tag.constant = constant
        constraints[constraint] = tag
        let shift = delta / tag.markerCoefficient
        if rows[tag.marker] != nil, tag.marker.kind == .dummy {
            // A required equality whose marker is basic: its row pins a combination of dummies (always 0),
            // so the new constant is checked by adding the constraint again.
            try readd(constraint, constant: constant)
            return
        }
        if rows[tag.marker] != nil {
            // The marker is basic: only its own value moves.
            rows[tag.marker]!.add(-shift)
            if rows[tag.marker]!.constant < 0, tag.marker.isRestricted { infeasible.append(tag.marker) }
        } else {
            for index in rows.values.indices {
                let coefficient = rows.values[index].coefficient(for: tag.marker)
                guard coefficient != 0 else { continue }
                let value = rows.values[index].add(coefficient * shift)
                if value < 0, rows.keys[index].kind != .external { infeasible.append(rows.keys[index]) }
            }
        }
        if !dualOptimize() {
            // No basis satisfies the required constraints with the new constant: undo, then take it out.
            try? setConstant(constant - delta, of: constraint)
            try remove(constraint)
            throw SolverError.unsatisfiable(constraint)
        }
    }

    /// Writes the solution into every variable's ``SolverVariable/value``.
    func updateVariables() {
        for (variable, symbol) in variables {
            variable.value = rows[symbol]?.constant ?? 0
        }
    }

    /// Drops `variable` (of an item that is gone, whose constraints were removed) when nothing in the
    /// tableau depends on it any more: it is basic (its row defines it alone) or appears in no row.
    func forget(_ variable: SolverVariable) {
        guard let symbol = variables[variable] else { return }
        if rows[symbol] != nil {
            rows.removeValue(forKey: symbol)
        } else if rows.values.contains(where: { $0.coefficient(for: symbol) != 0 }) {
            return
        }
        variables.removeValue(forKey: variable)
    }

    /// The symbol standing for `variable` in the tableau, nil when no constraint mentions it.
    func symbol(for variable: SolverVariable) -> Symbol? {
        variables[variable]
    }

    // MARK: Adding

    private func add(_ constraint: SolverConstraint, constant: Double) throws {
        var (row, tag) = makeRow(for: constraint, constant: constant)
        if let subject = subject(of: row, tag: tag) {
            row.solve(for: subject)
            substitute(subject, row)
            rows[subject] = row
        } else if row.hasOnlyDummies {
            guard abs(row.constant) < Row.epsilon else { throw SolverError.unsatisfiable(constraint) }
            // Redundant with the required equalities already present: its dummy marker becomes basic.
            row.solve(for: tag.marker)
            substitute(tag.marker, row)
            rows[tag.marker] = row
        } else if !addWithArtificialVariable(row) {
            throw SolverError.unsatisfiable(constraint)
        }
        constraints[constraint] = tag
        optimize(.main)
    }

    private func readd(_ constraint: SolverConstraint, constant: Double) throws {
        try remove(constraint)
        do {
            try add(constraint, constant: constant)
        } catch {
            throw SolverError.unsatisfiable(constraint)
        }
    }

    /// The constraint's row `0 = expression ± markers`, with the external variables already basic
    /// replaced by their rows, and the objective charged for its error symbols.
    private func makeRow(for constraint: SolverConstraint, constant: Double) -> (Row, Tag) {
        var row = Row(constant: constant)
        for term in constraint.expression.terms where abs(term.coefficient) >= Row.epsilon {
            let symbol = externalSymbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let weight = constraint.strength.weight
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression <= 0  ⇔  expression + slack = 0 with slack ≥ 0 (and the mirror for >=).
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, coefficient)
            var other: Symbol?
            if !constraint.strength.isRequired {
                let error = makeSymbol(.error)
                row.insert(error, -coefficient)
                objective.insert(error, weight)
                other = error
            }
            tag = Tag(marker: slack, other: other, markerCoefficient: coefficient, constant: constant)
        case .equal:
            if constraint.strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil, markerCoefficient: 1, constant: constant)
            } else {
                // expression = errorPlus - errorMinus, both ≥ 0 and costed.
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, weight)
                objective.insert(minus, weight)
                tag = Tag(marker: plus, other: minus, markerCoefficient: -1, constant: constant)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// Which symbol the new row is solved for: an external variable if any, else the constraint's own
    /// slack or error symbol when its coefficient is negative (so the row stays feasible), else none.
    private func subject(of row: Row, tag: Tag) -> Symbol? {
        if let external = row.cells.keys.first(where: { $0.kind == .external }) { return external }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one for a row with no obvious subject: minimise an artificial variable standing for the row;
    /// the row can hold exactly when that minimum is 0. Returns false (tableau restored) when it cannot.
    private func addWithArtificialVariable(_ row: Row) -> Bool {
        let artificialSymbol = makeSymbol(.slack)
        rows[artificialSymbol] = row
        artificial = row
        optimize(.artificial)
        let satisfiable = abs(artificial!.constant) < Row.epsilon
        artificial = nil
        if var basic = rows.removeValue(forKey: artificialSymbol) {
            if basic.cells.isEmpty { return satisfiable }
            guard let entering = basic.cells.keys.first(where: { $0.isPivotable }) else { return false }
            basic.solve(for: artificialSymbol, entering)
            substitute(entering, basic)
            rows[entering] = basic
        }
        for index in rows.values.indices { rows.values[index].remove(artificialSymbol) }
        objective.remove(artificialSymbol)
        return satisfiable
    }

    // MARK: Removing

    /// Removes `symbol` with one equation: its row when it is basic, else the row it is pivoted into
    /// (chosen to keep the others feasible). Nothing to do when it appears nowhere.
    private func eliminate(_ symbol: Symbol) {
        guard rows.removeValue(forKey: symbol) == nil else { return }
        guard let leaving = markerLeavingSymbol(symbol), var row = rows.removeValue(forKey: leaving) else { return }
        row.solve(for: leaving, symbol)
        substitute(symbol, row)
    }

    /// Takes a non-required constraint's error symbols out of the objective.
    private func removeErrorEffects(of tag: Tag, strength: Strength) {
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            if let row = rows[symbol] {
                objective.insert(row, -strength.weight)
            } else {
                objective.insert(symbol, -strength.weight)
            }
        }
    }

    /// The row to pivot `marker` into when removing its constraint: a row of a repeated required equality
    /// (a basic dummy, whose row holds only dummies) that mentions it, else the restricted row that limits it
    /// most, else an unrestricted one. The repeat's row must come first: pivoted into another row, the
    /// marker's value would turn the repeat's basic dummy into a free variable, and the repeated constraint
    /// would stop holding.
    private func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        if let repeated = rows.first(where: { $0.key.kind == .dummy && $0.value.coefficient(for: marker) != 0 }) {
            return repeated.key
        }
        var negative: (ratio: Double, symbol: Symbol)?
        var positive: (ratio: Double, symbol: Symbol)?
        var unrestricted: Symbol?
        for (symbol, row) in rows {
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                unrestricted = unrestricted ?? symbol
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative == nil || ratio < negative!.ratio { negative = (ratio, symbol) }
            } else {
                let ratio = row.constant / coefficient
                if positive == nil || ratio < positive!.ratio { positive = (ratio, symbol) }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? unrestricted
    }

    // MARK: Symbols

    private func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        nextSymbolID += 1
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private func externalSymbol(for variable: SolverVariable) -> Symbol {
        if let symbol = variables[variable] { return symbol }
        let symbol = makeSymbol(.external)
        variables[variable] = symbol
        return symbol
    }
}

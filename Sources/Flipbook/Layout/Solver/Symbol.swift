import Foundation

/// A column of the simplex tableau: an external variable, or one the solver made for a constraint.
struct Symbol: Hashable, Comparable {
    /// What the symbol stands for, which decides how it may move.
    enum Kind {
        /// A ``SolverVariable``: unrestricted in sign, never leaves the basis for feasibility.
        case external
        /// The slack of an inequality: ≥ 0.
        case slack
        /// The error of a non-required constraint: ≥ 0, costed in the objective.
        case error
        /// Marks a required equality: always 0, never enters the basis.
        case dummy
    }

    /// Unique within one solver, in creation order (ties are broken by it, so results never depend on
    /// hashing).
    let id: Int
    let kind: Kind

    /// Slack and error symbols are restricted to non-negative values.
    var isRestricted: Bool { kind == .slack || kind == .error }

    /// Slack and error symbols may enter the basis when optimising; externals and dummies may not.
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
}

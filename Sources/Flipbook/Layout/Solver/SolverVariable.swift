import Foundation

/// An unknown of a ``LayoutSolver``: a named number the solver sets (a view's left edge, a width…).
/// Identity matters, not the name: two variables with the same name are different unknowns.
final class SolverVariable {
    /// What the variable stands for, for messages ("view.minX").
    let name: String
    /// The solved value, written by ``LayoutSolver/updateVariables()``; 0 until then.
    var value: Double = 0

    /// A variable named `name` (used in error messages only).
    init(_ name: String) {
        self.name = name
    }
}

extension SolverVariable: Hashable {
    static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension SolverVariable: CustomStringConvertible {
    var description: String { name }
}

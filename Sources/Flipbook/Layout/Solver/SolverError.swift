import Foundation

/// Why a ``LayoutSolver`` refused a request. The solver is left as it was before the request.
enum SolverError: Error, Equatable {
    /// A required constraint conflicts with the required constraints already in the solver.
    case unsatisfiable(SolverConstraint)
    /// The constraint is already in the solver.
    case duplicate(SolverConstraint)
    /// The constraint is not in the solver.
    case unknown(SolverConstraint)
}

extension SolverError: CustomStringConvertible {
    var description: String {
        switch self {
        case .unsatisfiable(let constraint): "unsatisfiable required constraint: \(constraint)"
        case .duplicate(let constraint): "constraint added twice: \(constraint)"
        case .unknown(let constraint): "constraint not in the solver: \(constraint)"
        }
    }
}

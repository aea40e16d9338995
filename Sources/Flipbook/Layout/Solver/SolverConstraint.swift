import Foundation

/// A linear relation `expression (== | <= | >=) 0` a ``LayoutSolver`` satisfies: exactly when its
/// strength is ``Strength/required``, otherwise as well as it can, weighed against the others.
final class SolverConstraint {
    /// How the expression relates to zero.
    enum Relation {
        case equal, lessThanOrEqual, greaterThanOrEqual
    }

    /// The left side; the right side is 0.
    let expression: LinearExpression
    /// How ``expression`` relates to 0.
    let relation: Relation
    /// How much the constraint matters.
    let strength: Strength
    /// What the constraint came from, for messages (an `NSLayoutConstraint`'s description).
    let label: String

    /// `expression relation 0` with `strength`.
    init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, label: String = "") {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
    }
}

extension SolverConstraint: Hashable {
    static func == (lhs: SolverConstraint, rhs: SolverConstraint) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Errors carry the constraint they are about. Its stored properties never change after creation, and the
/// solver is used from the main actor only.
extension SolverConstraint: @unchecked Sendable {}

extension SolverConstraint: CustomStringConvertible {
    var description: String {
        let op: String
        switch relation {
        case .equal: op = "=="
        case .lessThanOrEqual: op = "<="
        case .greaterThanOrEqual: op = ">="
        }
        return "\(expression) \(op) 0 @\(SolverFormat.number(strength.priority))"
    }
}

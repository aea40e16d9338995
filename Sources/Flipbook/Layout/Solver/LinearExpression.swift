import Foundation

/// `Σ coefficient·variable + constant`: one side of a ``SolverConstraint``. Terms keep the order they
/// were added in (a variable may appear more than once; the solver adds them up).
struct LinearExpression {
    /// The terms, in the order they were added.
    var terms: [(variable: SolverVariable, coefficient: Double)]
    /// The constant part.
    var constant: Double

    /// An expression with the given terms and constant.
    init(_ terms: [(variable: SolverVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `1·variable`.
    init(_ variable: SolverVariable) {
        self.init([(variable, 1)])
    }

    /// The expression's value with the variables' current values.
    var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * factor) }, constant: lhs.constant * factor)
    }

    static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(lhs.terms, constant: lhs.constant + constant)
    }
}

extension LinearExpression: CustomStringConvertible {
    /// Reads like `1·a.minX - 0.5·b.width + 8`.
    var description: String {
        var parts: [String] = []
        for (index, term) in terms.enumerated() {
            let sign = term.coefficient < 0 ? "-" : (index == 0 ? "" : "+")
            let magnitude = abs(term.coefficient)
            let factor = magnitude == 1 ? "" : "\(SolverFormat.number(magnitude))·"
            parts.append((index == 0 ? sign : "\(sign) ") + factor + term.variable.name)
        }
        if constant != 0 || parts.isEmpty {
            let sign = constant < 0 ? "-" : "+"
            parts.append(
                parts.isEmpty ? SolverFormat.number(constant) : "\(sign) \(SolverFormat.number(abs(constant)))")
        }
        return parts.joined(separator: " ")
    }
}

/// Number formatting shared by the solver's descriptions: integers without a fraction.
enum SolverFormat {
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

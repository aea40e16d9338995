import Foundation
import OrderedCollections

/// One row of the simplex tableau: `constant + Σ coefficient·symbol`. A basic row reads
/// `basic = constant + Σ…` over parametric symbols; while a constraint is being added it reads `0 = …`.
/// Cells keep insertion order, so every walk over them is the same on every run.
struct Row {
    /// Coefficients smaller than this are treated as zero.
    static let epsilon = 1e-8

    var constant: Double
    private(set) var cells: OrderedDictionary<Symbol, Double> = [:]

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(for symbol: Symbol) -> Double {
        cells[symbol] ?? 0
    }

    /// True when every symbol is a dummy (so nothing can be solved for).
    var hasOnlyDummies: Bool {
        cells.keys.allSatisfy { $0.kind == .dummy }
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient·symbol`, dropping the cell when the sum is zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < Row.epsilon {
            cells.removeValue(forKey: symbol)
        } else {
            cells[symbol] = sum
        }
    }

    /// Adds `coefficient·row` (constant and cells).
    mutating func insert(_ row: Row, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
    }

    mutating func remove(_ symbol: Symbol) {
        cells.removeValue(forKey: symbol)
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.values.indices { cells.values[index] = -cells.values[index] }
    }

    /// Turns `0 = … + c·symbol + …` into `symbol = …` (the symbol leaves the cells).
    mutating func solve(for symbol: Symbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.values.indices { cells.values[index] *= factor }
    }

    /// Turns `lhs = … + c·rhs + …` into `rhs = …` (with `lhs` among the cells).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row` (the row `symbol` is basic in).
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return }
        insert(row, coefficient)
    }
}

import Foundation

/// How much a ``SolverConstraint`` matters, on UIKit's `UILayoutPriority` scale: 1000 is required (always
/// satisfied, or reported as unsatisfiable), 1…999 are preferences the solver trades against each other
/// by ``weight``.
struct Strength: Comparable {
    /// The priority, clamped to 1…1000.
    let priority: Double

    /// A strength of `priority` (clamped to 1…1000).
    init(_ priority: Double) {
        self.priority = min(max(priority, 1), 1000)
    }

    /// Far weaker than every priority (a weight of 10⁻⁴): for probing other solutions without trading
    /// away anything a real constraint asks for.
    static let probe = Strength(exactly: -500)

    /// A cost per point below every real priority's weight (priority 1 costs about 1.02) yet above what
    /// probes add up to: a solution that costs less more is as good as far as real constraints go.
    static let negligibleCost = 1e-2

    private init(exactly priority: Double) {
        self.priority = priority
    }

    /// 1000: must hold.
    static let required = Strength(1000)
    /// 750, UIKit's `defaultHigh`.
    static let strong = Strength(750)
    /// 500.
    static let medium = Strength(500)
    /// 250, UIKit's `defaultLow`.
    static let weak = Strength(250)

    /// True for priority 1000.
    var isRequired: Bool { priority >= 1000 }

    /// The cost of one point of error in the solver's objective: tenfold every 125 priority points (1 at 0,
    /// 100 at 250, 10⁴ at 500, 10⁶ at 750, ≈ 10⁸ at 999), so a constraint outweighs a hundred others 250
    /// points below it, as Cassowary's weak/medium/strong levels do, while neighbouring priorities still
    /// order ties.
    var weight: Double {
        pow(10, priority / 125)
    }

    static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.priority < rhs.priority }
}

import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two inner control points, solved for y given x.
///
/// The curve is `B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³` for the parameter `s` in [0, 1]. Evaluating a timing
/// function at input `x` means finding `s` with `Bx(s) = x`, then returning `By(s)`. The solver uses Newton's
/// method from `s = x` and falls back to bisection on the parameter (to 1e-13), so even nearly vertical
/// curves, where a small error in x is a large error in y, are solved precisely.
struct CubicBezier: Sendable, Equatable {
    /// The first inner control point.
    let p1: (x: Double, y: Double)
    /// The second inner control point.
    let p2: (x: Double, y: Double)

    /// How close `Bx(s)` must come to the requested input for Newton's method to stop.
    static let tolerance = 1e-12

    /// Polynomial coefficients: B(s) = ((a·s + b)·s + c)·s for each axis.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        p1 = (x1, y1)
        p2 = (x2, y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        lhs.p1 == rhs.p1 && lhs.p2 == rhs.p2
    }

    /// The x coordinate at parameter `s`.
    func x(atParameter s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    /// The y coordinate at parameter `s`.
    func y(atParameter s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    /// dx/ds at parameter `s`.
    func dx(atParameter s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// The parameter `s` in [0, 1] where the curve's x coordinate equals `x` (clamped to [0, 1]).
    func parameter(forX x: Double) -> Double {
        let x = min(max(x, 0), 1)
        if x == 0 || x == 1 { return x }
        // Newton's method: fast for well-behaved curves.
        var s = x
        for _ in 0..<8 {
            let error = self.x(atParameter: s) - x
            if abs(error) < Self.tolerance { return s }
            let slope = dx(atParameter: s)
            if abs(slope) < 1e-12 { break }
            s -= error / slope
            if s < 0 || s > 1 { break }
        }
        // Bisection: x(s) is monotonic on [0, 1] because both control x values lie in [0, 1].
        var low = 0.0
        var high = 1.0
        while high - low > 1e-13 {
            s = (low + high) / 2
            let value = self.x(atParameter: s)
            if value == x { return s }
            if value < x { low = s } else { high = s }
        }
        return (low + high) / 2
    }

    /// The curve's y value at input `x` (clamped to [0, 1]).
    func value(at x: Double) -> Double {
        y(atParameter: parameter(forX: x))
    }
}

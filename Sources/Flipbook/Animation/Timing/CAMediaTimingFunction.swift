import Foundation

/// A cubic Bézier curve that maps an animation's linear progress to its eased progress, as in Core Animation.
///
/// The curve runs from (0, 0) to (1, 1) with two inner control points. Evaluation solves the curve for its
/// parameter precisely (Newton's method with a bisection fallback, to about 1e-9), so values match the Bézier
/// definition, not a lookup table.
///
/// Bad input never crashes: control-point x values are clamped to [0, 1] (Core Animation requires that range);
/// if any coordinate is NaN or infinite the function is linear. An unknown name gives the `.default` curve.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    // Immutable after init, hence safe to share across threads.
    let curve: CubicBezier

    /// Creates one of the predefined timing functions.
    ///
    /// An unknown name (one that is not `.linear`, `.easeIn`, `.easeOut`, `.easeInEaseOut` or `.default`)
    /// gives the `.default` curve.
    public init(name: CAMediaTimingFunctionName) {
        let points = name.controlPoints ?? CAMediaTimingFunctionName.default.controlPoints!
        curve = CubicBezier(points.0, points.1, points.2, points.3)
        super.init()
    }

    /// Creates a timing function with the inner control points (c1x, c1y) and (c2x, c2y).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = Self.sanitized(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
        super.init()
    }

    private static func sanitized(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> CubicBezier {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else { return CubicBezier(0, 0, 1, 1) }
        return CubicBezier(min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
    }

    /// Writes the control point at `index` (0 = (0, 0), 1 and 2 = the inner points, 3 = (1, 1)) into
    /// `values[0]` (x) and `values[1]` (y). An index outside 0...3 leaves `values` untouched.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        guard let point = controlPoint(at: index) else { return }
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// The control point at `index` (0 = (0, 0), 1 and 2 = the inner points, 3 = (1, 1)), or nil for an
    /// index outside 0...3. A Swift-friendly form of `getControlPoint(at:values:)`.
    public func controlPoint(at index: Int) -> CGPoint? {
        switch index {
        case 0: return CGPoint(x: 0, y: 0)
        case 1: return CGPoint(x: curve.p1.x, y: curve.p1.y)
        case 2: return CGPoint(x: curve.p2.x, y: curve.p2.y)
        case 3: return CGPoint(x: 1, y: 1)
        default: return nil
        }
    }

    /// The eased progress for linear progress `fraction` (a Flipbook addition; Core Animation keeps this
    /// private). Input outside [0, 1] is clamped; NaN gives 0.
    public func value(at fraction: Double) -> Double {
        guard !fraction.isNaN else { return 0 }
        return curve.value(at: fraction)
    }

    /// Two timing functions are equal when their control points are.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return curve == other.curve
    }

    /// A hash consistent with `isEqual(_:)`.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(curve.p1.x)
        hasher.combine(curve.p1.y)
        hasher.combine(curve.p2.x)
        hasher.combine(curve.p2.y)
        return hasher.finalize()
    }

    /// The control points, for debugging.
    public override var description: String {
        "CAMediaTimingFunction((\(curve.p1.x), \(curve.p1.y)), (\(curve.p2.x), \(curve.p2.y)))"
    }
}

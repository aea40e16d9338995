import Foundation

/// Which kind of timing a ``UITimingCurveProvider`` describes, as UIKit's `UITimingCurveType`.
public enum UITimingCurveType: Int, Sendable {
    /// A built-in curve (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Both a curve and a spring.
    case composed = 3
}

/// Timing information for a ``UIViewPropertyAnimator``: a cubic curve, a spring, or both, as UIKit's
/// `UITimingCurveProvider`.
public protocol UITimingCurveProvider: NSObjectProtocol {
    /// The kind of timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for `.builtin`, `.cubic` and `.composed`.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for `.spring` and `.composed`.
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), as UIKit's `UICubicTimingParameters`.
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The built-in curve these parameters were made from (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve, `.easeInOut`.
    public override convenience init() {
        self.init(animationCurve: .easeInOut)
    }

    /// One of UIKit's built-in curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        let function = curve.timingFunction
        animationCurve = curve
        controlPoint1 = function.controlPoint(at: 1) ?? .zero
        controlPoint2 = function.controlPoint(at: 2) ?? CGPoint(x: 1, y: 1)
        isBuiltin = true
        super.init()
    }

    /// A custom curve through the two control points (x components are clamped to 0…1 when used).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as a timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(
            controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
            Float(controlPoint2.x), Float(controlPoint2.y))
    }
}

/// A spring, as UIKit's `UISpringTimingParameters`: either a damping ratio (the spring is fitted to the
/// animator's duration) or an explicit mass, stiffness and damping (the spring's own settling time is the
/// duration and the animator's is ignored).
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
    /// The velocity at the start, in whole remaining distances per second. Flipbook animates every
    /// property with one progress: it uses `dx`, or `dy` when only that is non-zero.
    public let initialVelocity: CGVector
    /// For a damping-ratio spring, the ratio; nil for an explicit spring.
    let dampingRatio: CGFloat?
    /// For an explicit spring, its constants; nil for a damping-ratio spring.
    let explicitSpring: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

    /// A critically damped spring (damping ratio 1) at rest.
    public override convenience init() {
        self.init(dampingRatio: 1, initialVelocity: .zero)
    }

    /// A spring with damping ratio `ratio`, at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring with damping ratio `ratio` (1: no overshoot; smaller values oscillate) and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        explicitSpring = nil
        initialVelocity = velocity
        super.init()
    }

    /// A spring of the given mass, stiffness and damping; its settling time is the animation's duration.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = nil
        explicitSpring = (mass, stiffness, damping)
        initialVelocity = velocity
        super.init()
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }

    /// The velocity Flipbook uses for the single progress value.
    var scalarVelocity: Double {
        let v = initialVelocity.dx == 0 ? initialVelocity.dy : initialVelocity.dx
        return v.isFinite ? Double(v) : 0
    }

    /// The spring for an animation that should take `duration` seconds (ignored for explicit springs).
    func spring(fittedTo duration: Double) -> SpringCurve {
        if let explicit = explicitSpring {
            let valid =
                [explicit.mass, explicit.stiffness].allSatisfy { $0.isFinite && $0 > 0 }
                && explicit.damping.isFinite && explicit.damping >= 0
            if valid {
                return SpringCurve(
                    mass: Double(explicit.mass), stiffness: Double(explicit.stiffness),
                    damping: Double(explicit.damping), initialVelocity: scalarVelocity)
            }
            flipbookWarning(
                """
                UISpringTimingParameters(mass: \(explicit.mass), stiffness: \
                \(explicit.stiffness), damping: \(explicit.damping)) needs positive mass \
                and stiffness and non-negative damping; a critically damped spring was used
                """
            )
            return SpringCurve(dampingRatio: 1, duration: duration, initialVelocity: scalarVelocity)
        }
        return SpringCurve(dampingRatio: Double(dampingRatio ?? 1), duration: duration, initialVelocity: scalarVelocity)
    }
}

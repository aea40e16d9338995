import Foundation

/// How a ``UIViewPropertyAnimator``'s progress moves over one stretch of running: along a cubic curve, or
/// as a spring (which may overshoot).
enum ProgressShape {
    /// A cubic Bézier timing curve.
    case cubic(CAMediaTimingFunction)
    /// A spring fitted to the stretch's duration, with its initial velocity.
    case fittedSpring(dampingRatio: Double, initialVelocity: Double)
    /// A spring with its own constants; its settling time is the animation's duration.
    case spring(SpringCurve)

    /// The shape of timing parameters (a cubic curve wins over a spring in `.composed` parameters).
    init(_ parameters: UITimingCurveProvider) {
        if let cubic = parameters.cubicTimingParameters {
            self = .cubic(cubic.timingFunction)
        } else if let spring = parameters.springTimingParameters {
            if spring.explicitSpring != nil {
                self = .spring(spring.spring(fittedTo: 1))
            } else {
                self = .fittedSpring(
                    dampingRatio: Double(spring.dampingRatio ?? 1), initialVelocity: spring.scalarVelocity)
            }
        } else {
            self = .cubic(CAMediaTimingFunction(name: .easeInEaseOut))
        }
    }

    /// The full-length duration for an animator of `duration` seconds (an explicit spring's settling time).
    func duration(forAnimatorDuration duration: TimeInterval) -> TimeInterval {
        if case .spring(let spring) = self, spring.settlingDuration.isFinite { return spring.settlingDuration }
        return duration
    }

    /// The progress at `fraction` (0…1) of a stretch lasting `duration` seconds; 1 at the end.
    func progress(at fraction: Double, duration: TimeInterval) -> Double {
        guard fraction < 1 else { return 1 }
        switch self {
        case .cubic(let function):
            return function.value(at: max(fraction, 0))
        case .fittedSpring(let ratio, let velocity):
            let spring = SpringCurve(dampingRatio: ratio, duration: duration, initialVelocity: velocity)
            return spring.value(at: fraction * duration)
        case .spring(let spring):
            return spring.value(at: fraction * duration)
        }
    }
}

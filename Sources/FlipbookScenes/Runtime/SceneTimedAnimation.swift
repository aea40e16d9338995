import Flipbook

/// Starts one animation block with a scene's timing, the way app code would choose the UIKit call for it:
/// `UIView.animate` for UIKit's named curves and springs, a `UIViewPropertyAnimator` with cubic timing
/// parameters for Core Animation's default curve and explicit control points, and
/// `UIView.animateKeyframes` for several steps.
@MainActor
enum SceneTimedAnimation {
    /// Animates `animations` over `duration` seconds after `delay` with `timing` (`nil`: UIView's default
    /// ease-in-ease-out); `completion` runs once when it stops.
    static func run(
        duration: Double, delay: Double, timing: SceneTiming?, animations: @escaping () -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        switch timing {
        case .spring(let damping, let velocity):
            UIView.animate(
                withDuration: duration, delay: delay, usingSpringWithDamping: CGFloat(damping),
                initialSpringVelocity: CGFloat(velocity), options: [], animations: animations,
                completion: { _ in completion() })
        case .curve(.default), .curve(.controlPoints):
            let points = controlPoints(timing)
            let animator = UIViewPropertyAnimator(
                duration: duration, controlPoint1: points.0, controlPoint2: points.1, animations: animations)
            animator.addCompletion { _ in completion() }
            animator.startAnimation(afterDelay: delay)
        case .curve(let curve):
            UIView.animate(
                withDuration: duration, delay: delay, options: options(curve), animations: animations,
                completion: { _ in completion() })
        case nil:
            UIView.animate(
                withDuration: duration, delay: delay, options: [], animations: animations,
                completion: { _ in completion() })
        }
    }

    /// Animates `steps` one after another (each `(delay, duration, changes)`, in seconds) as one
    /// `UIView.animateKeyframes` block starting after `delay`, eased as a whole by `curve`.
    static func runKeyframes(
        _ steps: [(delay: Double, duration: Double, changes: () -> Void)], delay: Double, curve: SceneCurve?,
        completion: @escaping @MainActor () -> Void
    ) {
        let total = steps.reduce(0) { $0 + $1.delay + $1.duration }
        let curveBits = curve.map { options($0).rawValue } ?? 0
        UIView.animateKeyframes(
            withDuration: total, delay: delay, options: UIView.KeyframeAnimationOptions(rawValue: curveBits),
            animations: {
                var time = 0.0
                for step in steps {
                    time += step.delay
                    UIView.addKeyframe(
                        withRelativeStartTime: total > 0 ? time / total : 0,
                        relativeDuration: total > 0 ? step.duration / total : 0, animations: step.changes)
                    time += step.duration
                }
            }, completion: { _ in completion() })
    }

    /// UIView's option for a named curve (Core Animation's default and explicit points have none; the
    /// decoder only lets named curves pace keyframes).
    private static func options(_ curve: SceneCurve) -> UIView.AnimationOptions {
        switch curve {
        case .linear: .curveLinear
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .easeInEaseOut, .default, .controlPoints: .curveEaseInOut
        }
    }

    private static func controlPoints(_ timing: SceneTiming?) -> (CGPoint, CGPoint) {
        if case .curve(.controlPoints(let x1, let y1, let x2, let y2)) = timing {
            return (CGPoint(x: x1, y: y1), CGPoint(x: x2, y: y2))
        }
        return (CGPoint(x: 0.25, y: 0.1), CGPoint(x: 0.25, y: 1)) // CAMediaTimingFunctionName.default
    }
}

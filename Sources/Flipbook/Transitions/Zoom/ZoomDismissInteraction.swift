import Foundation

/// Drives a zoom's interactive dismissal (or pop) from a finger or a pinch: the zoomed view follows the
/// finger (or the fingers' midpoint) and shrinks as it goes down or as the fingers close, its corners round
/// and the dimming lifts; let go, it springs into the source view (asked for again) or back to full size.
@MainActor
final class ZoomDismissInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    private let transition: UIViewController.Transition
    private var context: UIViewControllerContextTransitioning?
    private var flight: ZoomFlight?
    private var translation = CGPoint.zero
    private var pinchScale: CGFloat?

    init(transition: UIViewController.Transition) {
        self.transition = transition
    }

    var completionCurve: UIView.AnimationCurve { .easeOut }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        transition.pendingInteraction = nil
        guard let flight = ZoomFlight(context: transitionContext, transition: transition, opens: false) else {
            transitionContext.cancelInteractiveTransition()
            transitionContext.completeTransition(false)
            return
        }
        context = transitionContext
        self.flight = flight
        update(translation: translation, pinchScale: pinchScale)
    }

    /// The view's scale for a finger `down` points below where it started.
    static func scale(down: CGFloat, height: CGFloat) -> CGFloat {
        let shrink = max(down, 0) / max(height, 1) * ZoomMetrics.interactiveShrink
        return max(1 - shrink, ZoomMetrics.minimumInteractiveScale)
    }

    /// The finger (or the fingers' midpoint) is `translation` away from where it went down; a pinch's
    /// fingers are `pinchScale` times as far apart as then (`nil` for a drag, which shrinks the view as it
    /// goes down instead).
    func update(translation: CGPoint, pinchScale: CGFloat? = nil) {
        self.translation = translation
        self.pinchScale = pinchScale
        guard let context, let flight else { return }
        let frame = flight.fullFrame
        let scale =
            pinchScale.map { min(max($0, ZoomMetrics.minimumInteractiveScale), 1) }
            ?? Self.scale(down: translation.y, height: frame.height)
        let progress =
            pinchScale == nil ? min(max(translation.y / max(frame.height, 1), 0), 1) : min(max(1 - scale, 0), 1)
        let radius = ZoomMetrics.flightCornerRadius * min(progress * 8, 1)
        UIView.performWithoutAnimation {
            flight.show(
                scale: scale,
                center: CGPoint(x: frame.midX + translation.x, y: frame.midY + translation.y),
                cornerRadius: radius, dimming: 1 - progress)
        }
        context.updateInteractiveTransition(progress)
    }

    /// Whether a finger let go `translation` away at `velocity` dismisses.
    static func dismisses(translation: CGPoint, velocity: CGPoint, height: CGFloat) -> Bool {
        if velocity.y > ZoomMetrics.dismissVelocity { return true }
        if velocity.y < -ZoomMetrics.dismissVelocity { return false }
        return translation.y > ZoomMetrics.dismissFraction * height
    }

    /// Whether a pinch let go at `scale` closing at `velocity` (scale per second) dismisses.
    static func dismisses(pinchScale scale: CGFloat, velocity: CGFloat) -> Bool {
        if velocity < -ZoomMetrics.pinchDismissVelocity { return true }
        if velocity > ZoomMetrics.pinchDismissVelocity { return false }
        return scale < ZoomMetrics.pinchDismissScale
    }

    /// The finger lifted: the view springs into its source (`finish`) or back to full size.
    func end(velocity: CGPoint, finish: Bool) {
        guard let context, let flight else { return }
        self.context = nil
        self.flight = nil
        if finish {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
        UIView.animate(
            withDuration: ZoomMetrics.releaseDuration, delay: 0, usingSpringWithDamping: ZoomMetrics.springDamping,
            initialSpringVelocity: 0, options: [],
            animations: { flight.show(atSource: finish) },
            completion: { _ in
                flight.land(completed: finish)
                context.completeTransition(finish)
            })
    }
}

import Foundation

/// iOS 18's zoom (`preferredTransition = .zoom`): opening, the zoomed view grows out of the source view's
/// frame in a rounded clip over a dimming source screen; closing, it shrinks back into the source view
/// (asked for again). The source view is hidden meanwhile. A critically damped spring of 0.5 s
/// (``ZoomMetrics``). Once opened, a downward drag on the zoomed view dismisses (or pops) it interactively
/// (``ZoomDismissGesture``, installed by the presentation or the navigation controller).
@MainActor
final class ZoomTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let transition: UIViewController.Transition
    private let opens: Bool

    init(transition: UIViewController.Transition, opens: Bool) {
        self.transition = transition
        self.opens = opens
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        ZoomMetrics.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let flight = ZoomFlight(context: transitionContext, transition: transition, opens: opens) else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        let opens = opens
        UIView.performWithoutAnimation { flight.show(atSource: opens) }
        UIView.animate(
            withDuration: ZoomMetrics.duration, delay: 0, usingSpringWithDamping: ZoomMetrics.springDamping,
            initialSpringVelocity: 0, options: [],
            animations: { flight.show(atSource: !opens) },
            completion: { _ in
                let completed = !transitionContext.transitionWasCancelled
                flight.land(completed: completed)
                transitionContext.completeTransition(completed)
            })
    }
}

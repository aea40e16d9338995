import Foundation

/// The "animator" of a transition requested with `animated: false`: puts the to view at its final frame
/// in the container, removes the from view, and completes at once (so the appearance callbacks and the
/// completion handler run in the same order as for an animated transition).
@MainActor
final class InstantAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        UIView.performWithoutAnimation {
            if let toView = transitionContext.view(forKey: .to),
                let toViewController = transitionContext.viewController(forKey: .to)
            {
                container.addSubview(toView)
                toView.frame = transitionContext.finalFrame(for: toViewController)
            }
            transitionContext.view(forKey: .from)?.removeFromSuperview()
        }
        transitionContext.completeTransition(true)
    }
}

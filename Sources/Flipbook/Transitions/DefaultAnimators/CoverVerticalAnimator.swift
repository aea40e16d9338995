import Foundation

/// `UIModalTransitionStyle.coverVertical`: the presented view slides up from below the container's bottom
/// edge; on dismissal it slides back down. 0.5 s, ease-in-out (UIKit's curve is a critically damped
/// spring of about that length; Flipbook uses the closest standard curve).
@MainActor
final class CoverVerticalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if presenting {
            guard let toView = ModalTransitionAnimators.install(transitionContext, toViewAtFront: true) else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            let final = toView.frame
            toView.frame = final.offsetBy(dx: 0, dy: container.bounds.maxY - final.minY)
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    toView.frame = final
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            _ = ModalTransitionAnimators.install(transitionContext, toViewAtFront: false)
            guard let fromView = transitionContext.view(forKey: .from) else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            let end = fromView.frame.offsetBy(dx: 0, dy: container.bounds.maxY - fromView.frame.minY)
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveEaseInOut],
                animations: {
                    fromView.frame = end
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        }
    }
}

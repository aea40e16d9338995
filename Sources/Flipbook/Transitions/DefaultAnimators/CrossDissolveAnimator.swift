import Foundation

/// `UIModalTransitionStyle.crossDissolve`: the presented view fades in over the presenter; on dismissal
/// it fades out. 0.4 s, ease-in-out.
@MainActor
final class CrossDissolveAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let duration = transitionDuration(using: transitionContext)
        let animated: UIView?
        let targetAlpha: CGFloat
        if presenting {
            animated = ModalTransitionAnimators.install(transitionContext, toViewAtFront: true)
            animated?.alpha = 0
            targetAlpha = 1
        } else {
            _ = ModalTransitionAnimators.install(transitionContext, toViewAtFront: false)
            animated = transitionContext.view(forKey: .from)
            targetAlpha = 0
        }
        guard let view = animated else {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            return
        }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                view.alpha = targetAlpha
            },
            completion: { _ in
                if !self.presenting { view.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

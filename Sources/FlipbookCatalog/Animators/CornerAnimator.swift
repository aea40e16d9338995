import Flipbook

/// Seed 000's `PresentationAnimator`: presenting slides the new screen in from the bottom-right corner;
/// dismissing slides it back out to that corner over the screen underneath. Works for push/pop too.
final class CornerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// `true` presents (or pushes), `false` dismisses (or pops).
    let presenting: Bool
    let duration: TimeInterval

    init(presenting: Bool, duration: TimeInterval = 1.5) {
        self.presenting = presenting
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let containerFrame = containerView.frame
        let toView = transitionContext.view(forKey: .to)
        let fromView = transitionContext.view(forKey: .from)
        let toFinalFrame = transitionContext.finalFrame(for: toVC)
        var fromFinalFrame = transitionContext.finalFrame(for: fromVC)

        if presenting, let toView {
            var start = toFinalFrame
            start.origin = CGPoint(x: containerFrame.width, y: containerFrame.height)
            containerView.addSubview(toView)
            toView.frame = start
        } else {
            fromFinalFrame = fromView?.frame ?? containerFrame
            fromFinalFrame.origin = CGPoint(x: containerFrame.width, y: containerFrame.height)
            if let toView {
                containerView.insertSubview(toView, at: 0)
                toView.frame = toFinalFrame
            }
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if self.presenting {
                    toView?.frame = toFinalFrame
                } else {
                    fromView?.frame = fromFinalFrame
                }
            },
            completion: { _ in
                let success = !transitionContext.transitionWasCancelled
                // After a failed presentation or a successful dismissal, the moving view leaves the hierarchy.
                if self.presenting && !success { toView?.removeFromSuperview() }
                if !self.presenting && success { fromView?.removeFromSuperview() }
                transitionContext.completeTransition(success)
            })
    }
}

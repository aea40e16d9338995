import Flipbook

/// Seed 002's presentation animator: the presented screen rises from below the screen on a bouncy spring
/// (damping 0.6, no initial velocity, 0.8 s); dismissing drops it back down.
final class SpringSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    let damping: CGFloat, velocity: CGFloat

    init(presenting: Bool, duration: TimeInterval = 0.8, damping: CGFloat = 0.6, velocity: CGFloat = 0) {
        self.presenting = presenting
        self.duration = duration
        self.damping = damping
        self.velocity = velocity
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let height = containerView.bounds.height
        if presenting {
            guard let toVC = transitionContext.viewController(forKey: .to),
                let toView = transitionContext.view(forKey: .to)
            else { return }
            let finalFrame = transitionContext.finalFrame(for: toVC)
            toView.frame = finalFrame.offsetBy(dx: 0, dy: height)
            containerView.addSubview(toView)
            UIView.animate(
                withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                options: .curveLinear,
                animations: {
                    toView.frame = finalFrame
                },
                completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            if let toVC = transitionContext.viewController(forKey: .to),
                let toView = transitionContext.view(forKey: .to)
            {
                toView.frame = transitionContext.finalFrame(for: toVC)
                containerView.insertSubview(toView, belowSubview: fromView)
            }
            UIView.animate(
                withDuration: duration * 0.5, delay: 0, options: .curveEaseIn,
                animations: {
                    fromView.frame = fromView.frame.offsetBy(dx: 0, dy: height)
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    if !cancelled { fromView.removeFromSuperview() }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}

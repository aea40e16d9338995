import Flipbook

/// Seed 003's scale animators: the new screen grows from a tenth of its size to full size (`push-scale`),
/// optionally fading in as it grows (`present-scale-fade`); going back shrinks and fades the top screen.
/// 0.4 s.
final class ScaleAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let forward: Bool
    let fades: Bool
    let duration: TimeInterval

    init(forward: Bool, fades: Bool, duration: TimeInterval = 0.4) {
        self.forward = forward
        self.fades = fades
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let small = CGAffineTransform(scaleX: 0.1, y: 0.1)
        if forward {
            guard let toVC = transitionContext.viewController(forKey: .to),
                let toView = transitionContext.view(forKey: .to)
            else { return }
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.transform = small
            if fades { toView.alpha = 0 }
            containerView.addSubview(toView)
            UIView.animate(
                withDuration: duration,
                animations: {
                    toView.transform = .identity
                    toView.alpha = 1
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
                withDuration: duration,
                animations: {
                    fromView.transform = small
                    if self.fades { fromView.alpha = 0 }
                },
                completion: { _ in
                    let cancelled = transitionContext.transitionWasCancelled
                    fromView.transform = .identity
                    fromView.alpha = 1
                    if !cancelled { fromView.removeFromSuperview() }
                    transitionContext.completeTransition(!cancelled)
                })
        }
    }
}

import Flipbook

/// Seed 002's pop animator for its pan-driven back gesture: the top screen slides off to the right while
/// the screen underneath slides in from a third of the way left, dimmed until it arrives. Linear, so a
/// finger (UIPercentDrivenInteractiveTransition) moves it exactly as far as it dragged.
final class EdgeSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval = 0.35) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else { return }
        let width = containerView.bounds.width
        toView.frame = transitionContext.finalFrame(for: toVC)
        containerView.insertSubview(toView, belowSubview: fromView)
        let shade = UIView(frame: containerView.bounds)
        shade.backgroundColor = .black
        shade.alpha = 0.15
        containerView.insertSubview(shade, belowSubview: fromView)
        toView.transform = CGAffineTransform(translationX: -width / 3, y: 0)
        UIView.animate(
            withDuration: duration, delay: 0, options: .curveLinear,
            animations: {
                fromView.transform = CGAffineTransform(translationX: width, y: 0)
                toView.transform = .identity
                shade.alpha = 0
            },
            completion: { _ in
                shade.removeFromSuperview()
                fromView.transform = .identity
                toView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

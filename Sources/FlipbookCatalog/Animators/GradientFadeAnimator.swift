import Flipbook

/// A push that wipes the new screen in from the left behind a soft edge: the new screen is masked by
/// a `CAGradientLayer` (opaque on its left, clear on its right) whose `locations` sweep across, while
/// the old screen drifts a little to the left. Pop runs the same wipe backwards on the old screen.
final class GradientFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let pushing: Bool
    let duration: TimeInterval

    init(pushing: Bool, duration: TimeInterval = 0.6) {
        self.pushing = pushing
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toVC = transitionContext.viewController(forKey: .to)
        else {
            transitionContext.completeTransition(true)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toVC)
        let wiped = pushing ? toView : fromView
        if pushing { container.addSubview(toView) } else { container.insertSubview(toView, belowSubview: fromView) }

        // Opaque left of the first location, clear right of the second: a soft edge 40% of the width
        // wide that sweeps from off the left edge (nothing shown) to off the right (all shown).
        let hidden: [NSNumber] = [-0.4, 0]
        let shown: [NSNumber] = [1, 1.4]
        let mask = CAGradientLayer()
        mask.frame = wiped.bounds
        mask.startPoint = CGPoint(x: 0, y: 0.5)
        mask.endPoint = CGPoint(x: 1, y: 0.5)
        mask.colors = [UIColor.black.cgColor, UIColor.clear.cgColor]
        mask.locations = pushing ? shown : hidden
        wiped.layer.mask = mask

        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = pushing ? hidden : shown
        sweep.toValue = pushing ? shown : hidden
        sweep.duration = duration
        sweep.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        mask.add(sweep, forKey: "sweep")

        let drift = CGAffineTransform(translationX: -container.bounds.width * 0.15, y: 0)
        if !pushing { toView.transform = drift }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                if self.pushing { fromView.transform = drift } else { toView.transform = .identity }
            },
            completion: { _ in
                fromView.transform = .identity
                wiped.layer.mask = nil
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

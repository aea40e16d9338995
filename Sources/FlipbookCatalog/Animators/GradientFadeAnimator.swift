import Flipbook

/// A push that wipes the new screen in from the left behind a soft edge while the old screen drifts a
/// little to the left. The old screen — the inbox, lower in the navigation stack — stays on top in
/// both directions and is the one masked: a `CAGradientLayer` (clear on its left, opaque on its
/// right) whose `locations` sweep across uncovers the message lying still beneath it. So the strip
/// the drifting inbox leaves at the right edge shows the message, never the empty window behind both.
/// Pop runs the same wipe backwards.
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
        let inbox = pushing ? fromView : toView
        if pushing { container.insertSubview(toView, belowSubview: fromView) } else { container.addSubview(toView) }

        // Clear left of the first location, opaque right of the second: a soft edge 40% of the width
        // wide. Off the left edge the whole inbox shows; off the right edge none of it does.
        let shown: [NSNumber] = [-0.4, 0]
        let wiped: [NSNumber] = [1, 1.4]
        let mask = CAGradientLayer()
        mask.frame = inbox.bounds
        mask.startPoint = CGPoint(x: 0, y: 0.5)
        mask.endPoint = CGPoint(x: 1, y: 0.5)
        mask.colors = [UIColor.clear.cgColor, UIColor.black.cgColor]
        mask.locations = pushing ? wiped : shown
        inbox.layer.mask = mask

        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = pushing ? shown : wiped
        sweep.toValue = pushing ? wiped : shown
        sweep.duration = duration
        sweep.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        mask.add(sweep, forKey: "sweep")

        let drift = CGAffineTransform(translationX: -container.bounds.width * 0.15, y: 0)
        if !pushing { toView.transform = drift }
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseInOut],
            animations: {
                inbox.transform = self.pushing ? drift : .identity
            },
            completion: { _ in
                inbox.transform = .identity
                inbox.layer.mask = nil
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

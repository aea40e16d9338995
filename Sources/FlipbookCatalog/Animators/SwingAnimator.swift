import Flipbook

/// Seed 001's Kugou-style animator: the incoming screen swings up into place, rotating 45° about a pivot
/// far below the screen (at 1.8 × its height); popping swings the top screen away the same way. 0.4 s.
final class SwingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let pushing: Bool
    let duration: TimeInterval

    init(pushing: Bool, duration: TimeInterval = 0.4) {
        self.pushing = pushing
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.viewController(forKey: .to)?.view,
            let fromView = transitionContext.viewController(forKey: .from)?.view
        else { return }
        let moving = pushing ? toView : fromView
        if pushing {
            containerView.addSubview(toView)
        } else {
            containerView.insertSubview(toView, belowSubview: fromView)
        }
        let size = moving.bounds.size
        let swung = Self.rotation(aroundPivotBelowCenterBy: size.height * 1.8 - size.height * 0.5, angle: .pi / 4)
        if pushing { toView.transform = swung }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                moving.transform = self.pushing ? .identity : swung
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                moving.transform = .identity
                transitionContext.completeTransition(!cancelled)
            })
    }

    /// A view transform (applied about the view's centre) that rotates it by `angle` about a point
    /// `distance` points below its centre: rotate, then move the centre along the arc.
    static func rotation(aroundPivotBelowCenterBy distance: CGFloat, angle: CGFloat) -> CGAffineTransform {
        let dx = distance * sin(angle)
        let dy = distance - distance * cos(angle)
        return CGAffineTransform(translationX: dx, y: dy).rotated(by: angle)
    }
}

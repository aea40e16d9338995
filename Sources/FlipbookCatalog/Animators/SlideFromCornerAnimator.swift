import Flipbook

/// Seed 001's basic navigation animator (`LYNavBaseCustomAnimator`): the pushed screen slides in from the
/// bottom-right corner over the current one; popping slides it back out to that corner. 0.5 s, linear
/// progress when driven by a finger (`pop-interactive`).
final class SlideFromCornerAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval = 0.5) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let fromVC = transitionContext.viewController(forKey: .from),
            let toVC = transitionContext.viewController(forKey: .to),
            let fromView = fromVC.view, let toView = toVC.view
        else { return }
        let bounds = containerView.bounds
        let offscreen = CGRect(x: bounds.width, y: bounds.height, width: bounds.width, height: bounds.height)
        // Push when the destination sits higher on the navigation stack than the source.
        let stack = toVC.navigationController?.viewControllers ?? fromVC.navigationController?.viewControllers ?? []
        let isPush = (stack.firstIndex(of: toVC) ?? 0) > (stack.firstIndex(of: fromVC) ?? 0)
        if isPush {
            containerView.addSubview(fromView)
            containerView.addSubview(toView)
            fromView.frame = bounds
            toView.frame = offscreen
        } else {
            containerView.addSubview(toView)
            containerView.addSubview(fromView)
            toView.frame = bounds
            fromView.frame = bounds
        }
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                if isPush { toView.frame = bounds } else { fromView.frame = offscreen }
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

import Flipbook

/// Seed 003's tab bar animator: the current tab slides out sideways while the selected one slides in
/// from the other side, toward the tab's position in the bar. 0.4 s; linear while a finger drives it.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    let interactive: Bool

    init(duration: TimeInterval = 0.4, interactive: Bool = false) {
        self.duration = duration
        self.interactive = interactive
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let vc1 = transitionContext.viewController(forKey: .from),
            let vc2 = transitionContext.viewController(forKey: .to),
            let view1 = transitionContext.view(forKey: .from), let view2 = transitionContext.view(forKey: .to)
        else { return }
        let tabs = vc1.tabBarController?.viewControllers ?? []
        let index1 = tabs.firstIndex(of: vc1) ?? 0
        let index2 = tabs.firstIndex(of: vc2) ?? 0
        let direction: CGFloat = index2 > index1 ? 1 : -1
        var r1end = transitionContext.initialFrame(for: vc1)
        r1end.origin.x -= r1end.width * direction
        let r2end = transitionContext.finalFrame(for: vc2)
        var r2start = r2end
        r2start.origin.x += r2start.width * direction
        view2.frame = r2start
        containerView.addSubview(view2)
        UIView.animate(
            withDuration: duration, delay: 0, options: interactive ? .curveLinear : [],
            animations: {
                view1.frame = r1end
                view2.frame = r2end
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

import Flipbook
import FlipbookScenes

/// Seed 003's hand-written interactive tab switch: instead of a percent-driven controller scrubbing
/// animations, it places both tab views itself for every finger position, and on release animates the
/// rest of the way (0.2 s) to the end — or back to the start — before completing the transition.
final class ManualTabSlideInteraction: NSObject, SceneInteractionDriving {
    private var context: UIViewControllerContextTransitioning?
    private var view1: UIView?, view2: UIView?
    private var r1start = CGRect.zero, r1end = CGRect.zero, r2start = CGRect.zero, r2end = CGRect.zero

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let vc1 = transitionContext.viewController(forKey: .from),
            let vc2 = transitionContext.viewController(forKey: .to),
            let view1 = transitionContext.view(forKey: .from), let view2 = transitionContext.view(forKey: .to)
        else { return }
        let tabs = vc1.tabBarController?.viewControllers ?? []
        let direction: CGFloat = (tabs.firstIndex(of: vc2) ?? 0) > (tabs.firstIndex(of: vc1) ?? 0) ? 1 : -1
        r1start = transitionContext.initialFrame(for: vc1)
        r1end = r1start.offsetBy(dx: -r1start.width * direction, dy: 0)
        r2end = transitionContext.finalFrame(for: vc2)
        r2start = r2end.offsetBy(dx: r2end.width * direction, dy: 0)
        view2.frame = r2start
        transitionContext.containerView.addSubview(view2)
        self.view1 = view1
        self.view2 = view2
    }

    func update(_ percentComplete: CGFloat) {
        guard let context else { return }
        let p = min(max(percentComplete, 0), 1)
        view1?.frame = Self.interpolate(r1start, r1end, p)
        view2?.frame = Self.interpolate(r2start, r2end, p)
        context.updateInteractiveTransition(p)
    }

    func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        UIView.animate(
            withDuration: 0.2,
            animations: {
                self.view1?.frame = self.r1end
                self.view2?.frame = self.r2end
            },
            completion: { _ in
                context.completeTransition(true)
            })
    }

    func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        UIView.animate(
            withDuration: 0.2,
            animations: {
                self.view1?.frame = self.r1start
                self.view2?.frame = self.r2start
            },
            completion: { _ in
                context.completeTransition(false)
            })
    }

    private static func interpolate(_ a: CGRect, _ b: CGRect, _ t: CGFloat) -> CGRect {
        CGRect(x: a.minX + (b.minX - a.minX) * t, y: a.minY + (b.minY - a.minY) * t, width: a.width, height: a.height)
    }
}

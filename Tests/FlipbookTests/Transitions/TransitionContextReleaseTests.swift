import Testing

@testable import Flipbook

/// The transition context lets go of its animator when the transition ends or is abandoned, as UIKit's does:
/// an animator that keeps the context to complete it later (interactive and physics-driven animators do,
/// like the catalog's UIKit Dynamics ones) would otherwise keep itself, the context, the presented view
/// controller, its views and its `UIDynamicAnimator` alive in a cycle after everything else let go.
@MainActor
@Suite struct TransitionContextReleaseTests {
    /// Drops the presented view with gravity and keeps the context, completing it when the view has fallen
    /// 100 points (if the transition is left to run that long).
    final class FallingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var context: UIViewControllerContextTransitioning?
        var dynamics: UIDynamicAnimator?

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.5
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            context = transitionContext
            guard let view = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(view)
            view.frame = transitionContext.containerView.bounds.insetBy(dx: 40, dy: 200)
            let dynamics = UIDynamicAnimator(referenceView: transitionContext.containerView)
            self.dynamics = dynamics
            let gravity = UIGravityBehavior(items: [view])
            let start = view.center.y
            gravity.action = { [weak self] in
                guard let self, let context = self.context, view.center.y > start + 100 else { return }
                self.dynamics?.removeAllBehaviors()
                context.completeTransition(true)
            }
            dynamics.addBehavior(gravity)
        }
    }

    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator = FallingAnimator()
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { animator }
    }

    @Test(arguments: [0.1, 1.0])
    func anAnimatorKeepingItsContextGoesWithTheWorld(secondsRun: Double) {
        weak var animator: FallingAnimator?
        weak var dynamics: UIDynamicAnimator?
        weak var presented: UIViewController?
        weak var presentedView: UIView?
        var completed = false
        let world = World()
        world.run {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let delegate = Delegate()
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .custom
            sheet.transitioningDelegate = delegate
            root.present(sheet, animated: true) { completed = true }
            world.clock.advance(by: secondsRun)
            (animator, dynamics, presented, presentedView) = (
                delegate.animator, delegate.animator.dynamics, sheet, sheet.view
            )
            #expect(dynamics != nil)
            world.dismantle(window: window, controllers: [root])
        }
        #expect(completed == (secondsRun > 0.5), "the view falls 100 points in about 0.45 s")
        #expect(animator == nil, "the animator")
        #expect(dynamics == nil, "its UIDynamicAnimator")
        #expect(presented == nil && presentedView == nil, "the presented view controller and its view")
    }
}

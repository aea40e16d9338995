import Foundation

extension UITabBarController {
    /// Runs an on-screen switch from the tab at `fromIndex` to the one at `toIndex`.
    ///
    /// Order: the delegate's `tabBarController(_:animationControllerForTransitionFrom:to:)`, then (only when
    /// it returned an animator) `tabBarController(_:interactionControllerFor:)`; without an animator the
    /// switch completes at once. Then `TransitionDriver`'s sequence. The to view is given its final frame
    /// before the animator runs. `selectedIndex` and the tab bar's
    /// highlight change when the transition starts and go back if it is cancelled.
    func runTabTransition(from: UIViewController, fromIndex: Int, toIndex: Int) {
        let to = tabs[toIndex]
        var animator: UIViewControllerAnimatedTransitioning = InstantAnimator()
        var interactor: UIViewControllerInteractiveTransitioning?
        var animated = false
        if let custom = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) {
            animator = custom
            animated = true
            interactor = delegate?.tabBarController(self, interactionControllerFor: custom)
        }
        let fromView: UIView = from.view
        let toView: UIView = to.view
        let bounds = transitionView.bounds
        var setup = TransitionSetup(
            kind: .tabSwitch, fromViewController: from, toViewController: to, containerView: transitionView,
            fromView: fromView, toView: toView, fromInitialFrame: bounds, toFinalFrame: bounds,
            isAnimated: animated, presentationStyle: .none)
        setup.owner = self

        var hooks = TransitionDriver.Hooks()
        hooks.willBegin = { [unowned self] in
            selection = toIndex
            tabBar.reload()
            if toView.superview !== transitionView {
                UIView.performWithoutAnimation { toView.frame = bounds }
            }
            from.applyBeginAppearance(false, animated: animated)
            to.applyBeginAppearance(true, animated: animated)
        }
        hooks.tearDown = { [unowned self] completed in
            transitionView.settleContainerTransition(from: fromView, to: toView, completed: completed, frame: bounds)
            if !completed {
                selection = fromIndex
                tabBar.reload()
            }
        }
        hooks.didEnd = { completed in
            if completed {
                from.applyEndAppearance()
                to.applyEndAppearance()
            } else {
                to.applyBeginAppearance(false, animated: animated)
                to.applyEndAppearance()
                from.applyBeginAppearance(true, animated: animated)
                from.applyEndAppearance()
            }
        }
        TransitionDriver(setup: setup, animator: animator, interactor: interactor, hooks: hooks).start()
    }
}

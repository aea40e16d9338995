import Foundation

extension UINavigationController {
    /// Runs an on-screen push or pop from `from` to `to` that leaves `newStack` as the stack.
    ///
    /// Order: the added view controllers' `willMove(toParent:)` and the removed ones'
    /// `willMove(toParent: nil)`; a layout-to-layout animator between collection view controllers (see
    /// LayoutToLayoutNavigation.swift), else the delegate's animator (animated only), then its interaction controller
    /// (only for its own animator; the pop gesture supplies one for the default slide); the to view
    /// loads; then `TransitionDriver`'s sequence with `navigationController(_:willShow:animated:)` before
    /// the appearance callbacks and `navigationController(_:didShow:animated:)` after them (completed only).
    /// The to view is given its final frame before the animator runs, as UIKit does.
    /// A cancelled transition puts the old stack back: the added view controllers leave again
    /// (`removeFromParent()`), the removed ones get `didMove(toParent: self)`.
    func runTransition(
        to newStack: [UIViewController], operation: Operation,
        from: UIViewController, to: UIViewController, animated: Bool
    ) {
        let oldStack = stack
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { attachChild(vc) }
        stack = newStack

        var animator: UIViewControllerAnimatedTransitioning = InstantAnimator()
        var interactor: UIViewControllerInteractiveTransitioning?
        if let layoutToLayout = layoutToLayoutAnimator(operation: operation, from: from, to: to, animated: animated) {
            // The shared collection view changes layout; the delegate's animator is not asked (as in UIKit).
            animator = layoutToLayout
            if operation == .pop, animated, popGesture.interaction != nil {
                let interaction = LayoutToLayoutPopInteraction(animator: layoutToLayout)
                popGesture.interaction = interaction
                interactor = interaction
            }
        } else if animated {
            if let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
            {
                animator = custom
                interactor = delegate?.navigationController(self, interactionControllerFor: custom)
            } else if let zoom = (operation == .push ? to : from).preferredTransition, zoom.isZoom {
                animator = ZoomTransitionAnimator(transition: zoom, opens: operation == .push)
                if operation == .pop {
                    interactor =
                        zoom.pendingInteraction ?? popGesture.interaction
                        as (any UIViewControllerInteractiveTransitioning)?
                }
            } else {
                animator = NavigationSlideAnimator(operation: operation)
                if operation == .pop { interactor = popGesture.interaction }
            }
        }

        let fromView: UIView = from.view
        let toView: UIView = to.view
        let bounds = transitionView.bounds
        var setup = TransitionSetup(
            kind: operation == .push ? .push : .pop, fromViewController: from, toViewController: to,
            containerView: transitionView, fromView: fromView, toView: toView,
            fromInitialFrame: bounds, toFinalFrame: bounds, isAnimated: animated, presentationStyle: .none)
        setup.extraScrubbedLayers = [navigationBar.layer, toolbar.layer]
        setup.owner = self

        var hooks = TransitionDriver.Hooks()
        let bar = navigationBar
        weak var driverRef: TransitionDriver?
        hooks.willBegin = { [unowned self] in
            if operation == .push { to.isMovingToParent = true } else { from.isMovingFromParent = true }
            delegate?.navigationController(self, willShow: to, animated: animated)
            if toView.superview !== transitionView {
                UIView.performWithoutAnimation { toView.frame = bounds }
            }
            from.applyBeginAppearance(false, animated: animated)
            to.applyBeginAppearance(true, animated: animated)
            if let coordinator = driverRef?.coordinator {
                bar.transition(to: newStack, from: oldStack, operation: operation, coordinator: coordinator)
                transitionToolbar(
                    from: oldStack, to: newStack, fromView: fromView, toView: toView, coordinator: coordinator)
            }
        }
        hooks.tearDown = { [unowned self] completed in
            to.isMovingToParent = false
            from.isMovingFromParent = false
            transitionView.settleContainerTransition(from: fromView, to: toView, completed: completed, frame: bounds)
            if completed {
                if operation == .push {
                    ZoomDismissGesture.install(on: to)
                } else {
                    ZoomDismissGesture.remove(from: from)
                }
                for vc in removed { vc.detachFromParent() }
                for vc in added { vc.didMove(toParent: self) }
            } else {
                stack = oldStack
                for vc in added {
                    vc.willMove(toParent: nil)
                    vc.detachFromParent()
                }
                for vc in removed { vc.didMove(toParent: self) }
            }
            syncToolbar()
        }
        hooks.didEnd = { [unowned self] completed in
            if completed {
                from.applyEndAppearance()
                to.applyEndAppearance()
                delegate?.navigationController(self, didShow: to, animated: animated)
            } else {
                to.applyBeginAppearance(false, animated: animated)
                to.applyEndAppearance()
                from.applyBeginAppearance(true, animated: animated)
                from.applyEndAppearance()
            }
        }
        let driver = TransitionDriver(setup: setup, animator: animator, interactor: interactor, hooks: hooks)
        driverRef = driver
        driver.start()
    }
}

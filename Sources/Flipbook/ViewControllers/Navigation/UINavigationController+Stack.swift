import Foundation

extension UINavigationController {
    /// Checks a push request; reports and returns `false` for a bad one.
    func validatePush(_ viewController: UIViewController) -> Bool {
        let name = TransitionContext.name(of: viewController)
        if viewController is UINavigationController {
            TransitionDiagnostics.shared.report(
                .invalidRequest("Pushing a navigation controller (\(name)) is not supported"))
            return false
        }
        if stack.contains(where: { $0 === viewController }) {
            TransitionDiagnostics.shared.report(.viewControllerInUse("\(name) is already in the navigation stack"))
            return false
        }
        if viewController.ownPresenting != nil {
            TransitionDiagnostics.shared.report(.viewControllerInUse("\(name) is presented and cannot be pushed"))
            return false
        }
        return true
    }

    /// Whether the navigation controller's view is in a window, so stack changes animate.
    var isOnScreen: Bool { viewIfLoaded?.window != nil }

    /// Replaces the stack, with a transition when the top changes on screen: a pop when the new top was
    /// already in the stack, a push otherwise (UIKit's rule). Returns `false` when refused.
    @discardableResult
    func performStackChange(_ newStack: [UIViewController], animated: Bool) -> Bool {
        var seen = Set<ObjectIdentifier>()
        for vc in newStack where !seen.insert(ObjectIdentifier(vc)).inserted {
            TransitionDiagnostics.shared.report(
                .invalidRequest(
                    "setViewControllers lists \(TransitionContext.name(of: vc)) more than once"))
            return false
        }
        if newStack.contains(where: { $0 is UINavigationController || $0 === self }) {
            TransitionDiagnostics.shared.report(
                .invalidRequest("A navigation controller cannot be put in a navigation stack"))
            return false
        }
        guard TransitionDriver.mayStart("changing the stack of \(TransitionContext.name(of: self))") else {
            return false
        }
        let oldTop = stack.last
        let newTop = newStack.last
        guard let oldTop, let newTop, oldTop !== newTop, isOnScreen else {
            setStackWithoutTransition(newStack)
            return true
        }
        viewIfLoaded?.layoutIfNeeded()
        let operation: Operation = stack.contains(where: { $0 === newTop }) ? .pop : .push
        runTransition(to: newStack, operation: operation, from: oldTop, to: newTop, animated: animated)
        return true
    }

    /// Replaces the stack at once: containment calls, the top view in place, appearance callbacks when on screen.
    func setStackWithoutTransition(_ newStack: [UIViewController]) {
        let oldStack = stack
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        let oldTop = oldStack.last
        let newTop = newStack.last
        let topChanged = oldTop !== newTop
        let visible = isAppearingOrAppeared && isViewLoaded
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { attachChild(vc) }
        stack = newStack
        if visible, topChanged {
            oldTop?.applyBeginAppearance(false, animated: false)
            newTop?.applyBeginAppearance(true, animated: false)
        }
        if isViewLoaded, topChanged {
            UIView.performWithoutAnimation {
                oldTop?.viewIfLoaded?.removeFromSuperview()
                if let newTop {
                    let topView: UIView = newTop.view
                    transitionView.addSubview(topView)
                    topView.frame = transitionView.bounds
                }
            }
        }
        for vc in removed { vc.detachFromParent() }
        for vc in added { vc.didMove(toParent: self) }
        if isViewLoaded {
            navigationBar.showItems(for: stack, animated: false)
            syncToolbar()
        }
        if visible, topChanged {
            oldTop?.applyEndAppearance()
            newTop?.applyEndAppearance()
        }
    }

    /// The bar's large-title settings changed: shows the items again and lays the bar out (its height may
    /// change, and with it the top view controller's safe area).
    func barAppearanceDidChange() {
        guard isViewLoaded, TransitionDriver.transition(involving: self) == nil else { return }
        navigationBar.showItems(for: stack, animated: false)
        view.setNeedsLayout()
    }

    /// Lays out the transition view (the whole view), the top view controller's view in it (unless a
    /// transition runs) and the bar: below the view's top safe-area inset, its background reaching up
    /// under the status bar and across the whole width, its items inside the side insets (landscape): 44
    /// points tall (32 in compact height, landscape) or 96 with a large title. When the bar's height changes
    /// the top view is laid out again (its safe area includes the bar).
    /// Places the bar, the transition view and the top view; `animated` (a resize inside an animation block)
    /// lets the changes join the animation and lays the top view out inside it too.
    func layoutBars(animated: Bool = false) {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let insets = root.barSafeAreaInsets
        navigationBar.metrics = BarMetrics(root.traitCollection)
        let place = {
            self.transitionView.frame = bounds
            let oldHeight = self.navigationBar.bounds.height
            self.navigationBar.frame = CGRect(
                x: 0, y: insets.top, width: bounds.width, height: self.navigationBar.preferredHeight)
            if self.navigationBar.bounds.height != oldHeight { self.stack.last?.viewIfLoaded?.setNeedsLayout() }
            self.navigationBar.backgroundExtension = insets.top
            self.navigationBar.itemInsets = (insets.left, insets.right)
            if self.toolbar.superview === root {
                self.toolbar.frame = self.toolbarFrame(shown: self.toolbarShows(for: self.stack))
            }
            if TransitionDriver.transition(involving: self) == nil,
                let topView = self.stack.last?.viewIfLoaded, topView.superview === self.transitionView
            {
                topView.frame = self.transitionView.bounds
                if animated { topView.layoutIfNeeded() }
            }
        }
        if animated { place() } else { UIView.performWithoutAnimation(place) }
    }
}

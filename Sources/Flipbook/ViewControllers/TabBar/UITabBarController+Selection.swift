import Foundation

extension UITabBarController {
    /// Whether the tab bar controller's view is in a window, so selections run transitions.
    var isOnScreen: Bool { viewIfLoaded?.window != nil }

    /// Replaces the tabs at once (containment calls; appearance callbacks when the selection changes on screen).
    func replaceTabs(_ newTabs: [UIViewController]) {
        var seen = Set<ObjectIdentifier>()
        for vc in newTabs where !seen.insert(ObjectIdentifier(vc)).inserted {
            TransitionDiagnostics.shared.report(
                .invalidRequest("viewControllers lists \(TransitionContext.name(of: vc)) more than once"))
            return
        }
        guard TransitionDriver.mayStart("setting the view controllers of \(TransitionContext.name(of: self))") else {
            return
        }
        let oldSelected = selectedViewController
        let removed = tabs.filter { old in !newTabs.contains { $0 === old } }
        let added = newTabs.filter { new in !tabs.contains { $0 === new } }
        for vc in removed { vc.willMove(toParent: nil) }
        for vc in added { attachChild(vc) }
        tabs = newTabs
        selection = oldSelected.flatMap { old in newTabs.firstIndex { $0 === old } } ?? 0
        let newSelected = selectedViewController
        let changed = oldSelected !== newSelected
        let visible = isAppearingOrAppeared && isViewLoaded
        if visible, changed {
            oldSelected?.applyBeginAppearance(false, animated: false)
            newSelected?.applyBeginAppearance(true, animated: false)
        }
        if isViewLoaded, changed {
            UIView.performWithoutAnimation {
                oldSelected?.viewIfLoaded?.removeFromSuperview()
                if let newSelected {
                    let selectedView: UIView = newSelected.view
                    transitionView.addSubview(selectedView)
                    selectedView.frame = transitionView.bounds
                }
            }
        }
        for vc in removed { vc.detachFromParent() }
        for vc in added { vc.didMove(toParent: self) }
        if isViewLoaded { tabBar.reload() }
        if visible, changed {
            oldSelected?.applyEndAppearance()
            newSelected?.applyEndAppearance()
        }
    }

    /// Selects the tab at `index`: in code (`byUser == false`) or by a tap on the tab bar (asks the
    /// delegate's `shouldSelect` first and calls `didSelect` after starting the switch).
    func select(index: Int, byUser: Bool) {
        guard tabs.indices.contains(index) else {
            TransitionDiagnostics.shared.report(
                .invalidRequest(
                    """
                    selectedIndex \(index) is out of range for \(tabs.count) \
                    tabs of \(TransitionContext.name(of: self))
                    """
                ))
            return
        }
        let target = tabs[index]
        if byUser, delegate?.tabBarController(self, shouldSelect: target) == false { return }
        if index != selection {
            guard TransitionDriver.mayStart("selecting tab \(index) of \(TransitionContext.name(of: self))") else {
                return
            }
            if isOnScreen, tabs.indices.contains(selection) {
                viewIfLoaded?.layoutIfNeeded()
                runTabTransition(from: tabs[selection], fromIndex: selection, toIndex: index)
            } else {
                selection = index
                if isViewLoaded {
                    UIView.performWithoutAnimation {
                        for tab in tabs where tab !== target { tab.viewIfLoaded?.removeFromSuperview() }
                        let targetView: UIView = target.view
                        transitionView.addSubview(targetView)
                        targetView.frame = transitionView.bounds
                    }
                    tabBar.reload()
                }
            }
        }
        if byUser { delegate?.tabBarController(self, didSelect: target) }
    }

    /// Lays out the transition view (the whole view), the selected view controller's view in it (unless a
    /// transition runs) and the tab bar: at the bottom, 49 points (32 in compact height, landscape)
    /// taller by the view's bottom safe-area inset (the home indicator area), with its items above it and
    /// inside the side insets.
    /// Places the tab bar, the transition view and the selected view; `animated` (a resize inside an animation
    /// block) lets the changes join the animation and lays the selected view out inside it too.
    func layoutTabBar(animated: Bool = false) {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let insets = root.barSafeAreaInsets
        let metrics = BarMetrics(root.traitCollection)
        let height = metrics.tabBarHeight + insets.bottom
        let place = {
            self.transitionView.frame = bounds
            self.tabBar.layout = TabBarLayout(
                itemHeight: metrics.tabBarHeight, itemsAreInline: metrics.tabBarItemsAreInline,
                left: insets.left, right: insets.right)
            self.tabBar.frame = CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
            if TransitionDriver.transition(involving: self) == nil,
                let selectedView = self.selectedViewController?.viewIfLoaded,
                selectedView.superview === self.transitionView
            {
                selectedView.frame = self.transitionView.bounds
                if animated { selectedView.layoutIfNeeded() }
            }
        }
        if animated { place() } else { UIView.performWithoutAnimation(place) }
    }
}

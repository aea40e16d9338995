import Foundation

extension UINavigationController {
    /// Where `child`'s safe area starts below the bar, in `window`'s coordinates: the bottom of the bar as
    /// `child`'s own screen draws it (large or not); nil when the bar is hidden or the view is not loaded.
    func childSafeAreaTop(for child: UIViewController, in window: UIWindow) -> CGFloat? {
        guard let root = viewIfLoaded, !navigationBar.isHidden else { return nil }
        let barTop = root.convert(CGPoint(x: 0, y: root.barSafeAreaInsets.top), to: window).y
        return barTop + navigationBar.height(large: navigationBar.showsLargeTitle(for: screenStack(for: child)))
    }

    /// Where `child`'s safe area ends above the toolbar, in `window`'s coordinates; nil when the toolbar
    /// does not show on `child`'s screen or the view is not loaded.
    func childSafeAreaBottom(for child: UIViewController, in window: UIWindow) -> CGFloat? {
        guard let root = viewIfLoaded, toolbarShows(for: screenStack(for: child)) else { return nil }
        return root.convert(CGPoint(x: 0, y: toolbarFrame(shown: true).minY), to: window).y
    }

    /// The stack as it stands when `child` is on top: the bars' state on `child`'s own screen. A screen
    /// covered by a push keeps its insets, and one leaving in a pop (no longer in the stack) keeps its
    /// own, as in UIKit, rather than jumping to the new top's bar while it slides.
    private func screenStack(for child: UIViewController) -> [UIViewController] {
        guard let index = stack.firstIndex(where: { $0 === child }) else { return stack + [child] }
        return Array(stack.prefix(through: index))
    }
}

extension UITabBarController {
    /// Where a child's safe area ends above the tab bar, in `window`'s coordinates; nil when the bar is
    /// hidden or the view is not loaded.
    func childSafeAreaBottom(in window: UIWindow) -> CGFloat? {
        guard let root = viewIfLoaded, !tabBar.isHidden else { return nil }
        let barHeight = BarMetrics(root.traitCollection).tabBarHeight + root.barSafeAreaInsets.bottom
        return root.convert(CGPoint(x: 0, y: root.bounds.height - barHeight), to: window).y
    }
}

extension UIViewController {
    /// The band a container's bars leave this child's view in `window`'s coordinates (a navigation bar
    /// above, a tab bar below), as iOS adds the bars to its children's safe areas (their views extend
    /// under translucent bars: `edgesForExtendedLayout` is `.all`); nil when the parent has no bars.
    func barSafeAreaEdges(in window: UIWindow) -> (minY: CGFloat?, maxY: CGFloat?)? {
        if let navigation = parent as? UINavigationController {
            return (
                navigation.childSafeAreaTop(for: self, in: window),
                navigation.childSafeAreaBottom(for: self, in: window)
            )
        }
        if let tabs = parent as? UITabBarController { return (nil, tabs.childSafeAreaBottom(in: window)) }
        return nil
    }
}

import Foundation

/// Appearance proxies for views: a proxy is a real instance of the nearest Flipbook class, never in a window;
/// the setters of its appearance properties record their values for the views its rule reaches (see
/// ``UIAppearance``). Properties that take appearance values: `UIView.tintColor`;
/// `UIPageControl`'s `pageIndicatorTintColor` and `currentPageIndicatorTintColor`; `UINavigationBar`'s
/// `barTintColor`, `titleTextAttributes`, `largeTitleTextAttributes`, `standardAppearance`,
/// `scrollEdgeAppearance` and `compactAppearance`; `UITabBar`'s `barTintColor` and `unselectedItemTintColor`;
/// `UIBarButtonItem.tintColor`.
extension UIView {
    /// The shared proxy for the class this is called on, made by `make` the first time.
    static func appearanceProxy<Proxy: UIView>(
        containers: [any UIAppearanceContainer.Type], trait: UITraitCollection?, make: () -> Proxy
    ) -> Proxy {
        UIApplication.shared.appearanceRules.proxy(
            for: self, containers: containers, trait: trait, make: make,
            attach: { proxy, rule in proxy.appearanceRule = rule })
    }

    /// Whether this view is an appearance proxy.
    var isAppearanceProxy: Bool { appearanceRule != nil }

    /// Called by the setter of the appearance property `key` with the new value as `apply`: a proxy records it
    /// for the views its rule reaches; a view whose app sets it remembers that appearance must not replace it.
    func appearanceSet<View: UIView>(_ key: String, _ apply: @escaping (View) -> Void) {
        if let appearanceRule {
            appearanceRule.record(key) { object in (object as? View).map(apply) }
        } else if !isApplyingAppearance {
            explicitAppearanceKeys.insert(key)
        }
    }

    /// The appearance containers around this view, innermost first: its responder chain (superviews and the
    /// view controllers whose views they are).
    var appearanceAncestors: [AnyObject] {
        var ancestors: [AnyObject] = []
        var responder = next
        while let current = responder, current is UIView || current is UIViewController {
            ancestors.append(current)
            responder = current.next
        }
        return ancestors
    }

    /// Gives this view the values of the appearance rules that reach it (it entered a window).
    func applyAppearance() {
        guard !isAppearanceProxy else { return }
        isApplyingAppearance = true
        UIApplication.shared.appearanceRules.apply(
            to: self, ancestors: appearanceAncestors, traits: traitCollection, skipping: explicitAppearanceKeys)
        isApplyingAppearance = false
    }
}

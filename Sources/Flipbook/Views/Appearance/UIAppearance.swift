import Foundation

/// A type whose instances can contain views styled through appearance proxies, as UIKit's
/// `UIAppearanceContainer`: views, view controllers and presentation controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}

/// A type with appearance proxies, as UIKit's `UIAppearance`: values set on a proxy's appearance properties
/// are given to every instance of the type (or of a subclass) as it enters a window, unless the app set that
/// property on the instance itself. `containerTypes` lists containers innermost first ("ascending
/// hierarchical order"): `[UINavigationController.self, UITabBarController.self]` is a navigation controller
/// inside a tab bar controller. Views already in a window keep their look, as in UIKit.
///
/// `UINavigationBar` and `UITabBar` (final classes in Flipbook) conform. Every other `UIView` class has the
/// same four methods, returning a proxy typed as the nearest Flipbook class
/// (`UIView`, `UIPageControl`, …): Swift cannot make an instance of an app's own subclass without knowing its
/// initializers, so `MyControl.appearance()` returns a `UIPageControl` proxy whose values reach only
/// `MyControl` instances. Properties that take appearance values: `UIView.tintColor`; `UIPageControl`'s dot
/// colours; `UINavigationBar`'s `barTintColor`, `titleTextAttributes`, `largeTitleTextAttributes` and its
/// appearances; `UITabBar`'s `barTintColor` and `unselectedItemTintColor`; `UIBarButtonItem.tintColor`.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
    /// The proxy styling every instance of the type.
    static func appearance() -> Self
    /// The proxy styling instances contained in the hierarchy `containerTypes` describes (innermost first).
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
    /// The proxy styling instances whose trait collection has every trait `trait` specifies.
    static func appearance(for trait: UITraitCollection) -> Self
    /// The proxy styling instances with the traits of `trait` inside the hierarchy `containerTypes` describes.
    static func appearance(
        for trait: UITraitCollection, whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
    ) -> Self
}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}
extension UIPresentationController: UIAppearanceContainer {}

import Foundation

/// Customizes a tab bar controller. Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asked when the user taps a tab item; `false` keeps the current selection.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after the user selected a tab by tapping it (not for programmatic selection).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator for switching from `fromVC` to `toVC` (asked for programmatic and tapped selections);
    /// `nil` switches without animation, as UIKit does.
    func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for the animator this delegate returned.
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    /// `true`.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// `nil`: no animation.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// `nil`: not interactive.
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    { nil }
}

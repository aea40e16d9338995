import Foundation

/// Customizes a navigation controller's transitions. Every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called when a transition to `viewController` starts (before its `viewWillAppear(_:)`).
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool)
    /// Called after a completed transition to `viewController` (after its `viewDidAppear(_:)`); not after a cancelled
    /// one.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
    /// The animator for an animated push or pop; `nil` plays the default slide.
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for the animator this delegate returned; `nil` runs it non-interactively.
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {}
    /// `nil`: the default animation.
    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// `nil`: not interactive.
    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    { nil }
}

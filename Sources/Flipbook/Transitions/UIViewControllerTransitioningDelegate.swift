import Foundation

/// Supplies the objects of a custom modal presentation or dismissal: set it as the presented view
/// controller's `transitioningDelegate`. Every method is optional; returning `nil` picks UIKit's default.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator for presenting `presented` (asked first when the presentation starts).
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// An interaction controller for the presentation, asked only when an animator was returned.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// An interaction controller for the dismissal, asked only when an animator was returned.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// The presentation controller of a `.custom` presentation.
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// `nil`: UIKit's default animation for the presented view controller's `modalTransitionStyle`.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// `nil`: UIKit's default animation.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    { nil }
    /// `nil`: not interactive.
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    /// `nil`: not interactive.
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    /// `nil`: a plain `UIPresentationController`.
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? { nil }
}

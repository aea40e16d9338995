import Foundation

/// What an animator or interaction controller is told about a running view-controller transition.
///
/// The transition engine creates one context per transition and hands it to
/// `UIViewControllerAnimatedTransitioning.animateTransition(using:)` or
/// `UIViewControllerInteractiveTransitioning.startInteractiveTransition(_:)`. Use only the objects it
/// offers: the container view to animate in, the two view controllers, the views the animator may move
/// (`view(forKey:)` is `nil` for a view the animator must leave alone), and the frames UIKit expects at
/// the start and the end. Call `completeTransition(_:)` exactly once when the animations are done.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view in which the transition's animations take place; the to view must end up inside it.
    var containerView: UIView { get }
    /// `true` when the transition was started with `animated: true`.
    var isAnimated: Bool { get }
    /// `true` while an interaction controller drives the transition's progress.
    var isInteractive: Bool { get }
    /// `true` once the interaction was cancelled; the animator then completes with `false`.
    var transitionWasCancelled: Bool { get }
    /// The modal presentation style of the presented view controller (`.none` for pushes and tab switches).
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition; always the identity (Flipbook does not rotate the screen).
    var targetTransform: CGAffineTransform { get }

    /// Reports the interaction's progress, from 0 to 1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition should finish.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition should be undone.
    func cancelInteractiveTransition()
    /// Reports that a running transition became interactive again (iOS 10).
    func pauseInteractiveTransition()
    /// Ends the transition: `true` when it completed, `false` when it was cancelled. Call exactly once.
    func completeTransition(_ didComplete: Bool)

    /// The view controller for a key (`.from` or `.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for a key, or `nil` when the animator must not touch that view controller's view.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame of a view controller's view at the start, in container coordinates; `.zero` when it is not on screen
    /// then.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame a view controller's view should have at the end, in container coordinates; `.zero` when it leaves the
    /// screen.
    func finalFrame(for vc: UIViewController) -> CGRect
}

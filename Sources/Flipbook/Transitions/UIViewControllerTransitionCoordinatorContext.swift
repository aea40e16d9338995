import Foundation

/// What a transition coordinator tells its alongside-animation, completion and interaction blocks.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// `true` when the transition was started with `animated: true`.
    var isAnimated: Bool { get }
    /// The modal presentation style of the transition (`.none` for pushes and tab switches).
    var presentationStyle: UIModalPresentationStyle { get }
    /// `true` when an interaction controller started the transition interactively.
    var initiallyInteractive: Bool { get }
    /// `false`: Flipbook transitions cannot be interrupted by property animators.
    var isInterruptible: Bool { get }
    /// `true` while the interaction drives the transition.
    var isInteractive: Bool { get }
    /// `true` once the transition was cancelled.
    var isCancelled: Bool { get }
    /// The animator's `transitionDuration(using:)`.
    var transitionDuration: TimeInterval { get }
    /// The progress the interaction last reported (0…1); 1 once a non-interactive transition ended.
    var percentComplete: CGFloat { get }
    /// The interaction controller's `completionSpeed` (1 when there is none).
    var completionVelocity: CGFloat { get }
    /// The interaction controller's `completionCurve` (`.easeInOut` when there is none).
    var completionCurve: UIView.AnimationCurve { get }
    /// The view controller for a key (`.from` or `.to`).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for a key, or `nil` when the transition leaves that view alone.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The container view of the transition.
    var containerView: UIView { get }
    /// Always the identity.
    var targetTransform: CGAffineTransform { get }
}

import Foundation

/// An interaction controller: drives a transition's progress from user input.
///
/// `UIPercentDrivenInteractiveTransition` is the ready-made one (it scrubs the animator's animations);
/// a custom one moves the views itself and reports progress through the context's
/// `updateInteractiveTransition(_:)`, `finishInteractiveTransition()` / `cancelInteractiveTransition()` and
/// finally `completeTransition(_:)`.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the transition under this controller's control.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// The speed of the non-interactive end of the transition (1 = the animator's own pace).
    var completionSpeed: CGFloat { get }
    /// The curve of the non-interactive end of the transition.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (`true`) or runs until paused.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1, UIKit's default.
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut`, UIKit's default.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// `true`, UIKit's default.
    public var wantsInteractiveStart: Bool { true }
}

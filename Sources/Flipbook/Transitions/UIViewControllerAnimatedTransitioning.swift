import Foundation

/// An animator: the object that animates one view-controller transition.
///
/// Return one from a transitioning, navigation-controller or tab-bar-controller delegate. The engine
/// asks for `transitionDuration(using:)`, then calls `animateTransition(using:)` (or lets an interaction
/// controller drive it), waits for the context's `completeTransition(_:)` and finally calls
/// `animationEnded(_:)`.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The duration of the transition's animations, in seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Sets up and starts the animations; must eventually call `transitionContext.completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition ended, with `true` when it completed and `false` when it was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
    /// The interruptible animator (typically a `UIViewPropertyAnimator`) that runs this transition; return
    /// the same object for the whole transition. A `UIPercentDrivenInteractiveTransition` then drives it
    /// (pausing, scrubbing `fractionComplete`, reversing and continuing it) instead of scrubbing layers.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing (the method is optional in UIKit).
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// Not implemented (the method is optional in UIKit): an inactive animator without animations that tells
    /// the engine this animator is not interruptible.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    {
        AbsentInterruptibleAnimator(duration: 0, timingParameters: UICubicTimingParameters())
    }
}

/// What `interruptibleAnimator(using:)` returns when an animator does not implement it.
final class AbsentInterruptibleAnimator: UIViewPropertyAnimator {}

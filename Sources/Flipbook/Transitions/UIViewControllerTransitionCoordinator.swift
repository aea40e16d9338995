import Foundation

/// Lets code outside the animator join a running transition: animate alongside it, run code when it
/// ends, and hear when its interactive part ends. Read it from `UIViewController.transitionCoordinator`
/// while a transition runs (typically in `viewWillAppear(_:)`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` inside the transition's animation (same start, duration and curve; scrubbed with it
    /// when interactive) and `completion` after the transition ended. Returns `false` when the transition
    /// already ended and nothing was scheduled.
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Like `animate(alongsideTransition:completion:)`; `view` names a view outside the container that the
    /// animation touches, so that an interactive transition scrubs it too.
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` each time the interaction ends (finish or cancel) or starts again (pause).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
    /// Calls `handler` when the interaction ends (iOS 7–9 name of `notifyWhenInteractionChanges(_:)`).
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion (UIKit's `completion` defaults to nil).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:completion:)` with no completion (UIKit's default).
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}

import Foundation

/// Receives start and stop messages from a Core Animation animation.
///
/// Both methods have empty default implementations (Objective-C's optional methods).
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// Called when the animation starts (when the transaction that added it commits).
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation stops: `flag` is true when it ran to its end, false when it was removed
    /// early (removed explicitly, or replaced by another animation under the same key).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing.
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

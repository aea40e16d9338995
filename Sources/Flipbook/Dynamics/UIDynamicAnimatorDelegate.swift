import Foundation

/// Told when a ``UIDynamicAnimator`` comes to rest and when it starts moving again (UIKit's
/// `UIDynamicAnimatorDelegate`; both methods are optional).
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// The animator is about to step again after a pause (or for the first time).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator stopped: its items came to rest, or it has nothing left to simulate.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

import Foundation

/// Told when items of a ``UICollisionBehavior`` start and stop touching each other or its boundaries (UIKit's
/// `UICollisionBehaviorDelegate`; every method is optional). A boundary's identifier is nil for the reference
/// view's bounds.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    /// Two items started touching at `p` (reference-view coordinates).
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
        at p: CGPoint)
    /// Two items stopped touching.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
    /// An item started touching a boundary at `p`.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    /// An item stopped touching a boundary.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
        at p: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) {}
}

import Foundation

/// An object UIKit Dynamics can move: it has a centre, bounds and a transform, as UIKit's `UIDynamicItem`.
/// Views conform; so may any object of yours. The animator reads ``bounds`` once, when the item joins it,
/// and then writes ``center`` and ``transform`` (a rotation) on every step.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's centre in the reference view's coordinates (written by the animator).
    var center: CGPoint { get set }
    /// The item's bounds; only the size matters (read when the item joins an animator).
    var bounds: CGRect { get }
    /// The item's transform: the animator writes the rotation it simulates.
    var transform: CGAffineTransform { get set }
    /// The outline the item collides with: its bounds rectangle (the default), the ellipse they enclose,
    /// or ``collisionBoundingPath``.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// A convex, counter-clockwise path around the item's centre (0, 0) used when ``collisionBoundsType`` is
    /// `.path`.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// `.rectangle`: the item collides with its bounds.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// An empty path (only read for `.path` items).
    public var collisionBoundingPath: UIBezierPath { UIBezierPath() }
}

/// The outline a dynamic item collides with (UIKit's `UIDynamicItemCollisionBoundsType`).
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds rectangle.
    case rectangle = 0
    /// The ellipse inscribed in the item's bounds (a circle for a square item).
    case ellipse = 1
    /// The item's `collisionBoundingPath`.
    case path = 2
}

import Foundation

/// Several dynamic items moved as one rigid body, as UIKit's `UIDynamicItemGroup`: add the group to
/// behaviours instead of its items. Its centre is the members' centre of mass (by area).
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// The items moved together.
    public let items: [UIDynamicItem]

    /// A group of `items` (nested groups are left out, as UIKit does not allow them).
    public init(items: [UIDynamicItem]) {
        self.items = items
        let parts = items.filter { !($0 is UIDynamicItemGroup) }
        let union = parts.map { item -> CGRect in
            let size = item.bounds.size
            return CGRect(
                x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width,
                height: size.height)
        }.reduce(CGRect.null) { $0.union($1) }
        storedBounds = union.isNull ? .zero : CGRect(origin: .zero, size: union.size)
        let total = parts.reduce(0) { $0 + $1.bounds.width * $1.bounds.height }
        center =
            total > 0
            ? parts.reduce(CGPoint.zero) { sum, item in
                let share = item.bounds.width * item.bounds.height / total
                return CGPoint(x: sum.x + item.center.x * share, y: sum.y + item.center.y * share)
            } : (union.isNull ? .zero : CGPoint(x: union.midX, y: union.midY))
        super.init()
    }

    private let storedBounds: CGRect

    /// The members' centre of mass (written by the animator as the group moves).
    open var center: CGPoint
    /// The size of the box around the members when the group was made.
    open var bounds: CGRect { storedBounds }
    /// The group's rotation (written by the animator).
    open var transform: CGAffineTransform = .identity
}

import Foundation

/// Views are dynamic items: the animator moves their ``UIView/center`` and turns their ``UIView/transform``.
/// Their outline is set by ``UIView/collisionBoundsType`` (override it in a subclass, as in UIKit).
extension UIView: UIDynamicItem {}

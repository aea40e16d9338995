import Foundation

/// Distances inset from each edge of a rectangle, as UIKit's `UIEdgeInsets` (safe areas, cap insets).
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// Insets with the given distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown where they are negative), as UIKit's `CGRect.inset(by:)`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

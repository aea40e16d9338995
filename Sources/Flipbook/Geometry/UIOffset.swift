import Foundation

/// A horizontal and vertical offset, as UIKit's `UIOffset` (e.g. for a parallax or shadow shift).
public struct UIOffset: Hashable, Sendable {
    /// The horizontal offset.
    public var horizontal: CGFloat
    /// The vertical offset.
    public var vertical: CGFloat

    /// An offset with the given components.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset.
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}

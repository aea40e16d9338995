import Foundation

/// Where a supplementary view is attached to its item, as UIKit's `NSCollectionLayoutAnchor`: a corner, an
/// edge's middle or the centre (no edges), moved by an offset in points or in fractions of the supplementary
/// view's size (a badge sticking out past the corner: `fractionalOffset: CGPoint(x: 0.3, y: -0.3)`).
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// The edges the anchor sits on.
    open private(set) var edges: NSDirectionalRectEdge
    /// The offset: points, or fractions of the supplementary view's size.
    open private(set) var offset: CGPoint
    /// Whether ``offset`` is in points.
    open private(set) var isAbsoluteOffset: Bool
    /// Whether ``offset`` is in fractions of the supplementary view's size.
    open var isFractionalOffset: Bool { !isAbsoluteOffset }

    /// An anchor on `edges`, not moved.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, absoluteOffset: .zero)
    }

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.edges = edges
        offset = absoluteOffset
        isAbsoluteOffset = true
        super.init()
    }

    /// An anchor on `edges`, moved by `fractionalOffset` times the supplementary view's size.
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        offset = fractionalOffset
        isAbsoluteOffset = false
        super.init()
    }

    var spec: CompositionalSpec.Anchor {
        CompositionalSpec.Anchor(
            top: edges.contains(.top), leading: edges.contains(.leading), bottom: edges.contains(.bottom),
            trailing: edges.contains(.trailing), offset: offset, isFractional: !isAbsoluteOffset)
    }
}

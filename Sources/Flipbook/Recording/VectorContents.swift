import Foundation

/// Layer contents drawn from vector items rather than pixels: what an image view shows for a symbol image.
/// The items are in a box of `size` points, placed in the layer by its `contentsGravity` like an image of
/// that size, so they stay crisp at any scale.
struct VectorContents: Sendable {
    /// Draw operations in the box's space (points).
    var items: [DisplayItem]
    /// The natural size of the box in points.
    var size: CGSize
}

import Foundation

/// Layer contents that replay a recorded rendering: what `UIView.snapshotView(afterScreenUpdates:)` shows.
/// The items are in the box space of a layer of `size` points; drawn into a layer of another size they are
/// stretched to fill it, like a snapshot view's content.
struct FrozenRendering: Sendable {
    /// Draw operations in the original layer's box space (points).
    var items: [DisplayItem]
    /// The original layer's size in points.
    var size: CGSize
}

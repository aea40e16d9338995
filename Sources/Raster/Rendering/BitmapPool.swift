import Foundation

/// Bitmaps whose frames are done, for the next frames to render into: reusing one saves allocating,
/// zeroing and faulting in a frame's worth of memory (12 MB at 1170 × 2532) per frame. The
/// rasterizer clears or paints over every pixel, so a reused bitmap gives the same frame.
public final class BitmapPool: @unchecked Sendable {
    private let lock = NSLock()
    private var spare: [Bitmap] = []

    /// An empty pool.
    public init() {}

    /// A spare bitmap (any size), or an empty one when none is left.
    public func take() -> Bitmap {
        lock.withLock { spare.popLast() } ?? Bitmap(width: 0, height: 0)
    }

    /// Keeps `bitmap` for a later `take()`; its owner must not use it afterwards.
    public func give(_ bitmap: Bitmap) {
        lock.withLock { spare.append(bitmap) }
    }
}

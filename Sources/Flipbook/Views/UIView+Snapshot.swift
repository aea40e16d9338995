import Foundation

extension UIView {
    /// A new view showing a frozen copy of this view's current rendering: its background, content and
    /// subviews as they look at the current virtual time (animations included), clipped and masked as this
    /// view is. The copy ignores this view's own position, transform, alpha and hidden state (set those on
    /// the snapshot), so views not yet on screen can be snapshotted too. The snapshot's frame is this view's
    /// bounds size at the origin; resizing it stretches the frozen content. With `afterScreenUpdates` true,
    /// pending layout runs first. The result is resolution-independent (it replays the draw operations).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        let size = bounds.size
        let items = DisplayListBuilder(scale: 1).contentItems(of: layer)
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.layer.contents = FrozenRendering(items: items, size: size)
        return snapshot
    }

    /// A new view showing a frozen copy of the part `rect` (in this view's bounds coordinates) of this
    /// view's current rendering, as ``snapshotView(afterScreenUpdates:)`` does for the whole. Its frame is
    /// `rect.size` at the origin; when it is resized, the `capInsets` margins keep their size and only the
    /// middle stretches. Returns nil for an empty or non-finite `rect`.
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
        withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        let source = rect.standardized
        guard [source.minX, source.minY, source.width, source.height].allSatisfy(\.isFinite),
            source.width > 0, source.height > 0
        else {
            flipbookWarning("resizableSnapshotView(from: \(rect)) needs a non-empty, finite rectangle; returned nil")
            return nil
        }
        if afterUpdates { layoutIfNeeded() }
        let items = DisplayListBuilder(scale: 1).contentItems(of: layer)
        let shifted = CGRect(
            origin: CGPoint(x: source.minX - bounds.minX, y: source.minY - bounds.minY), size: source.size)
        let snapshot = UIView(frame: CGRect(origin: .zero, size: source.size))
        snapshot.layer.contents = FrozenRendering(items: items, source: shifted, capInsets: capInsets)
        return snapshot
    }
}

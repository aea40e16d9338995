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
}

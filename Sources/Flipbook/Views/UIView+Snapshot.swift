import Foundation

extension UIView {
    /// The snapshot behind `snapshotView(afterScreenUpdates:)`.
    func frozenSnapshot(afterScreenUpdates afterUpdates: Bool) -> UIView {
        if afterUpdates {
            layoutIfNeeded()
            layer.displaySubtreeIfNeeded()
        }
        let size = bounds.size
        let items = DisplayListBuilder(scale: 1).contentItems(of: layer)
        let snapshot = UIView(frame: CGRect(origin: .zero, size: size))
        snapshot.layer.contents = FrozenRendering(items: items, size: size)
        return snapshot
    }

    /// The snapshot behind `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`; nil for an empty or
    /// non-finite `rect`.
    func frozenSnapshot(of rect: CGRect, afterScreenUpdates afterUpdates: Bool, capInsets: UIEdgeInsets) -> UIView? {
        let source = rect.standardized
        guard [source.minX, source.minY, source.width, source.height].allSatisfy(\.isFinite),
            source.width > 0, source.height > 0
        else {
            flipbookWarning("resizableSnapshotView(from: \(rect)) needs a non-empty, finite rectangle; returned nil")
            return nil
        }
        if afterUpdates {
            layoutIfNeeded()
            layer.displaySubtreeIfNeeded()
        }
        let items = DisplayListBuilder(scale: 1).contentItems(of: layer)
        let shifted = CGRect(
            origin: CGPoint(x: source.minX - bounds.minX, y: source.minY - bounds.minY), size: source.size)
        let snapshot = UIView(frame: CGRect(origin: .zero, size: source.size))
        snapshot.layer.contents = FrozenRendering(items: items, source: shifted, capInsets: capInsets)
        return snapshot
    }
}

import Foundation

extension UICollectionView {
    /// Where ``UICollectionView/scrollToItem(at:at:animated:)`` puts the item: one vertical and one horizontal
    /// choice at most.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        /// A position from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so the item at `indexPath` sits at `scrollPosition` within the visible area (inside the adjusted
    /// content inset), clamped to the content; `animated` slides there (0.3 s, ease in-out) with the cells on
    /// the way present throughout.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame, isValidItem(indexPath) else {
            flipbookWarning("scrollToItem(at:at:animated:): there is no item \(indexPath)")
            return
        }
        let inset = adjustedContentInset
        let visible = CGRect(
            x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var target = contentOffset
        if scrollPosition.contains(.top) {
            target.y = frame.minY - inset.top
        } else if scrollPosition.contains(.centeredVertically) {
            target.y = frame.midY - inset.top - visible.height / 2
        } else if scrollPosition.contains(.bottom) {
            target.y = frame.maxY - inset.top - visible.height
        }
        if scrollPosition.contains(.left) {
            target.x = frame.minX - inset.left
        } else if scrollPosition.contains(.centeredHorizontally) {
            target.x = frame.midX - inset.left - visible.width / 2
        } else if scrollPosition.contains(.right) {
            target.x = frame.maxX - inset.left - visible.width
        }
        storedLayout.prepareIfNeeded()
        contentSize = storedLayout.collectionViewContentSize
        let range = scrollableOffsets
        target.x = min(max(target.x, range.min.x), range.max.x)
        target.y = min(max(target.y, range.min.y), range.max.y)
        setContentOffset(target, animated: animated)
    }
}

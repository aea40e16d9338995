import Foundation

extension UICollectionViewDiffableDataSource {
    /// What a diffable data source does when the user reorders its items, as UIKit's
    /// `UICollectionViewDiffableDataSource.ReorderingHandlers`: ``canReorderItem`` says which items may be
    /// lifted (nil: none), ``willReorder`` and ``didReorder`` get the transaction before and after the data
    /// source moves the item in its snapshot.
    @preconcurrency @MainActor
    public struct ReorderingHandlers {
        /// Whether the user may move the item (nil: no item can be reordered).
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called with the reorder about to be made to the data source's snapshot.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the reorder just made: update the app's own store here.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }

    /// ``collectionView(_:canMoveItemAt:)``'s work: the `canReorderItem` handler's answer for the item.
    func canReorder(at indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
            return false
        }
        return canReorderItem(item)
    }

    /// The snapshot `snapshot` with the item at `source` moved to `destination` (counted after its removal, as
    /// UIKit's `moveItemAt` index paths are); nil (with a warning) when either is no place in it.
    static func moving(
        _ source: IndexPath, to destination: IndexPath,
        in snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>? {
        guard let item = snapshot.itemIdentifier(at: source), destination.count == 2,
            let section = snapshot.sectionIdentifier(at: destination.section)
        else {
            flipbookWarning(
                "UICollectionViewDiffableDataSource: cannot move the item at \(source) to \(destination): no such place"
            )
            return nil
        }
        var moved = snapshot
        moved.deleteItems([item])
        let others = moved.itemIdentifiers(inSection: section)
        guard (0...others.count).contains(destination.item) else {
            flipbookWarning(
                "UICollectionViewDiffableDataSource: cannot move the item at \(source) to \(destination): no such place"
            )
            return nil
        }
        if destination.item < others.count {
            moved.insertItems([item], beforeItem: others[destination.item])
        } else {
            moved.appendItems([item], toSection: section)
        }
        return moved
    }
}

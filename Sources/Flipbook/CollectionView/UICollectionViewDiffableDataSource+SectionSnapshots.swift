import Foundation

/// Hierarchical sections: a section snapshot applied to a section shows its visible items there, list cells are
/// indented by their item's level and know whether it is expanded, and an outline disclosure accessory expands
/// or collapses its item (animated as any diffable update), as the ``sectionSnapshotHandlers`` allow.
extension UICollectionViewDiffableDataSource {
    /// What a diffable data source does when the user expands or collapses an item, as UIKit's
    /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
    @preconcurrency @MainActor
    public struct SectionSnapshotHandlers<HandledItem> where HandledItem: Hashable & Sendable {
        /// Whether the item may expand (nil: yes).
        public var shouldExpandItem: ((HandledItem) -> Bool)?
        /// Called just before the item expands.
        public var willExpandItem: ((HandledItem) -> Void)?
        /// Whether the item may collapse (nil: yes).
        public var shouldCollapseItem: ((HandledItem) -> Bool)?
        /// Called just before the item collapses.
        public var willCollapseItem: ((HandledItem) -> Void)?
        /// The snapshot to show under a parent being expanded, given the parent and the part of the section
        /// snapshot under it, parent included (nil: that part, unchanged).
        public var snapshotForExpandingParent:
            (
                (HandledItem, NSDiffableDataSourceSectionSnapshot<HandledItem>) -> NSDiffableDataSourceSectionSnapshot<
                    HandledItem
                >
            )?

        /// Handlers that allow every expansion and collapse.
        public init() {}
    }

    /// Drops the section snapshots of sections whose items `snapshot` changes (a whole snapshot replaces them).
    func forgetSectionSnapshots(
        notMatching snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        for (section, stored) in sectionSnapshots
        where snapshot.indexOfSection(section) == nil
            || snapshot.itemIdentifiers(inSection: section) != stored.visibleItems
        {
            sectionSnapshots[section] = nil
        }
    }

    /// Gives a list cell of a hierarchical section its item's level and expansion.
    func placeInOutline(_ cell: UICollectionViewCell, item: ItemIdentifierType, section: Int) {
        guard let identifier = sectionIdentifier(for: section), let outline = sectionSnapshots[identifier] else {
            return
        }
        if let listCell = cell as? UICollectionViewListCell { listCell.indentationLevel = outline.level(of: item) }
        cell.isExpandedInOutline = outline.isExpanded(item)
    }

    /// Brings the cells on screen of `section` up to date with its section snapshot (an outline chevron turns
    /// over the update's 0.3 s when `animated`).
    func refreshOutline(of section: SectionIdentifierType, animated: Bool) {
        guard let collectionView, let index = index(for: section) else { return }
        let refresh = {
            for (path, cell) in collectionView.visibleCellsByPath.sorted(by: { $0.key < $1.key })
            where path.section == index {
                guard let item = self.itemIdentifier(for: path) else { continue }
                self.placeInOutline(cell, item: item, section: index)
            }
        }
        if animated {
            UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut], animations: refresh)
        } else {
            UIView.performWithoutAnimation(refresh)
        }
    }
}

extension UICollectionViewDiffableDataSource: OutlineExpanding {
    /// The outline disclosure of the item at `indexPath` was used: it expands or collapses, as the handlers
    /// allow, animated.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
            var outline = sectionSnapshots[section], outline.contains(item)
        else { return }
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let replace = handlers.snapshotForExpandingParent {
                // The answer holds the parent with its children, or the children alone.
                let replacement = replace(item, outline.snapshot(of: item, includingParent: true))
                outline.delete(outline.snapshot(of: item).rootItems)
                outline.append(replacement.contains(item) ? replacement.snapshot(of: item) : replacement, to: item)
            }
            outline.expand([item])
        }
        apply(outline, to: section, animatingDifferences: true)
    }
}

/// A data source whose items can expand and collapse (a diffable data source with hierarchical sections).
@MainActor
protocol OutlineExpanding: AnyObject {
    /// Expands or collapses the item at `indexPath`.
    func toggleExpansion(at indexPath: IndexPath)
}

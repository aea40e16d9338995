import Foundation

/// A collection view data source driven by snapshots, as UIKit's `UICollectionViewDiffableDataSource`: give
/// it a cell provider, then ``apply(_:animatingDifferences:completion:)`` snapshots; it works out what was
/// inserted, deleted and moved (an `OrderedDiff` of the identifiers) and animates the collection view there.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell for an item (usually with `dequeueConfiguredReusableCell(using:for:item:)`).
    public typealias CellProvider =
        @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType)
        -> UICollectionViewCell?
    /// Makes a supplementary view (header, footer) of a kind at an index path.
    public typealias SupplementaryViewProvider =
        @MainActor (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath)
        -> UICollectionReusableView?

    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The hierarchical section snapshots applied to sections (see +SectionSnapshots), by section.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Makes supplementary views; nil: the layout must not ask for any.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What happens when the user reorders items (interactive movement): which items may move, and the
    /// handlers told of each reorder. The data source moves the item in its own snapshot.
    public var reorderingHandlers = ReorderingHandlers()

    /// What happens when the user expands or collapses an item of a hierarchical section snapshot (an outline
    /// disclosure accessory): whether it may, what to be told before, and the snapshot to show under a parent
    /// being expanded.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// A data source for `collectionView` (it becomes the collection view's `dataSource`) whose cells
    /// `cellProvider` makes.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// Makes `snapshot` the data: animated, the collection view's cells move to it as UIKit animates updates
    /// (inserts fade in, deletes fade out, moves slide); otherwise at once. `completion` runs when done.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        forgetSectionSnapshots(notMatching: snapshot)
        guard let collectionView else {
            current = snapshot
            completion?()
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        collectionView.apply(
            difference, animated: animatingDifferences, updateData: { self.current = snapshot },
            completion: { _ in completion?() })
        current = snapshot
    }

    /// Makes `snapshot` the data by reloading the collection view (no diff, no animation).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        forgetSectionSnapshots(notMatching: snapshot)
        current = snapshot
        collectionView?.reloadData()
        completion?()
    }

    /// Makes `snapshot` the items of `section` (appended when the data has no such section): its visible items
    /// show there, animated as ``apply(_:animatingDifferences:completion:)`` animates (see
    /// UICollectionViewDiffableDataSource+SectionSnapshots.swift).
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var whole = self.snapshot()
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        // Known before the update, so arriving cells are placed in the outline (the whole snapshot matches it).
        sectionSnapshots[section] = snapshot
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
        refreshOutline(of: section, animated: animatingDifferences)
    }

    /// The items of `section` as a section snapshot: the one last applied to it, or its items as a flat list
    /// (empty, with a warning, when the data has no such section).
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        let whole = snapshot()
        guard whole.indexOfSection(section) != nil else {
            flipbookWarning("UICollectionViewDiffableDataSource.snapshot(for:): there is no section \(section)")
            return flat
        }
        flat.append(whole.itemIdentifiers(inSection: section))
        return flat
    }

    /// A copy of the current data.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current.appliedCopy()
    }

    /// The item at `indexPath`, if there is one.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    /// Where `itemIdentifier` is, if the data holds it.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at `index`, if there is one.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    /// The position of `sectionIdentifier`, if the data holds it.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UICollectionViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items in `section` of the current snapshot.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell provider's cell for the item at `indexPath` (a plain cell and a warning when it returns nil).
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item)
        else {
            flipbookWarning("UICollectionViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
            return UICollectionViewCell()
        }
        placeInOutline(cell, item: item, section: indexPath.section)
        return cell
    }

    /// Whether the item at `indexPath` may be reordered: the ``reorderingHandlers``' `canReorderItem` answer
    /// (false without one).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorder(at: indexPath)
    }

    /// The user moved the item at `sourceIndexPath` to `destinationIndexPath`: the data source moves it in its
    /// snapshot, calling the ``reorderingHandlers``' `willReorder` before and `didReorder` after with the
    /// transaction.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let moved = Self.moving(sourceIndexPath, to: destinationIndexPath, in: current) else { return }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: current.appliedCopy(), finalSnapshot: moved)
        reorderingHandlers.willReorder?(transaction)
        current = moved
        reorderingHandlers.didReorder?(transaction)
    }

    /// The supplementary view provider's view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            flipbookWarning(
                """
                UICollectionViewDiffableDataSource: no supplementary view for \(kind) at \(indexPath); set \
                supplementaryViewProvider
                """)
            return UICollectionReusableView()
        }
        return view
    }
}

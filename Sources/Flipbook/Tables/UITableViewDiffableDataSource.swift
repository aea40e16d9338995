import Foundation

/// A table data source driven by snapshots, as UIKit's `UITableViewDiffableDataSource`: give it a cell
/// provider, then ``apply(_:animatingDifferences:completion:)`` snapshots; it works out what was inserted,
/// deleted and moved (the same difference as ``UICollectionViewDiffableDataSource``'s) and animates the table
/// with its row animations (``defaultRowAnimation``). Subclass it to give section titles or allow editing.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UITableViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell for an item (usually with ``UITableView/dequeueReusableCell(withIdentifier:for:)``).
    public typealias CellProvider =
        @MainActor (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType)
        -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// How inserted, deleted and reloaded rows animate when a snapshot is applied (default `.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's `dataSource`) whose cells `cellProvider` makes.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// Makes `snapshot` the data: animated, the table's rows move to it with ``defaultRowAnimation`` (kept
    /// rows slide to their new places); otherwise at once. `completion` runs when done.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        guard let tableView else {
            current = snapshot
            completion?()
            return
        }
        let difference = SnapshotDifference(from: current, to: snapshot)
        tableView.apply(
            difference, with: defaultRowAnimation, animated: animatingDifferences,
            updateData: { self.current = snapshot }, completion: { _ in completion?() })
        current = snapshot
    }

    /// Makes `snapshot` the data by reloading the table (no diff, no animation).
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        current = snapshot
        tableView?.reloadData()
        completion?()
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

    // MARK: UITableViewDataSource

    /// The number of sections in the current snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The number of rows in `section` of the current snapshot.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// The cell provider's cell for the row at `indexPath` (a plain cell and a warning when it returns nil).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            flipbookWarning("UITableViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header titles; override to give some.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer titles; override to give some.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// False (as UIKit's): override to allow deleting rows (swipe to delete, editing controls).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// False (as UIKit's): override to allow reordering rows.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Nothing; override to delete the item from a new snapshot and apply it.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}

    /// Moves the item in the current data to where the user dropped its row (the row is already there).
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let item = itemIdentifier(for: sourceIndexPath), sourceIndexPath != destinationIndexPath else { return }
        var moved = current
        moved.deleteItems([item])
        guard let section = sectionIdentifier(for: destinationIndexPath.section) else { return }
        let items = moved.itemIdentifiers(inSection: section)
        if destinationIndexPath.row < items.count {
            moved.insertItems([item], beforeItem: items[destinationIndexPath.row])
        } else {
            moved.appendItems([item], toSection: section)
        }
        current = moved
    }

    /// No section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

import Flipbook

/// A reading list written the way iOS 14 apps write editable lists: a list-configured collection view with a
/// diffable data source, an Edit button that puts the collection view into editing mode, red delete buttons,
/// selection circles and reorder grips on the rows, and `reorderingHandlers` that keep the app's own array in
/// step when the user drags a row. The section header explains the list in a label of any length (an
/// estimated-height boundary supplementary item).
final class ReadingListViewController: UIViewController {
    enum Section: Hashable {
        case unread
    }

    private(set) var titles = ["Middlemarch", "The Leopard", "Invisible Cities", "Kindred", "Piranesi"]
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reading List"
        navigationItem.rightBarButtonItem = editButtonItem
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            return section
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.allowsMultipleSelectionDuringEditing = true
        view.addSubview(collectionView)

        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [
                .multiselect(displayed: .whenEditing),
                .delete(displayed: .whenEditing) { self?.remove(title) },
                .reorder(displayed: .whenEditing),
                .disclosureIndicator(displayed: .whenNotEditing),
            ]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Books you saved to read next. Tap Edit to reorder them, or to remove the ones you finished."
            content.textProperties.numberOfLines = 0
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: rows, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            if let updated = self.titles.applying(transaction.difference) {
                self.titles = updated
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.unread])
        snapshot.appendItems(titles)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    private func remove(_ title: String) {
        titles.removeAll { $0 == title }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([title])
        dataSource.apply(snapshot)
    }
}

import Flipbook

/// A folder browser written the way iOS 14 apps write outlines: a sidebar list whose section is a hierarchical
/// `NSDiffableDataSourceSectionSnapshot`, folders with an outline disclosure chevron that expands and collapses
/// them, and a trailing swipe action (from the list configuration's provider) that deletes a file or folder.
final class FolderOutlineViewController: UIViewController {
    enum Section: Hashable {
        case main
    }

    struct Node: Hashable {
        let name: String
        let isFolder: Bool
    }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Node>!
    private(set) var expansions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Files"
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let node = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                self.delete(node)
                completion(true)
            }
            delete.image = UIImage(systemName: "trash")
            return UISwipeActionsConfiguration(actions: [delete])
        }
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let folderCell = UICollectionView.CellRegistration<UICollectionViewListCell, Node> { cell, _, node in
            var content = cell.defaultContentConfiguration()
            content.text = node.name
            content.image = UIImage(systemName: "folder")
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let fileCell = UICollectionView.CellRegistration<UICollectionViewListCell, Node> { cell, _, node in
            var content = cell.defaultContentConfiguration()
            content.text = node.name
            content.image = UIImage(systemName: "doc")
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Node>(collectionView: collectionView) {
            collectionView, indexPath, node in
            node.isFolder
                ? collectionView.dequeueConfiguredReusableCell(using: folderCell, for: indexPath, item: node)
                : collectionView.dequeueConfiguredReusableCell(using: fileCell, for: indexPath, item: node)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] node in
            self?.expansions.append(node.name)
        }

        let projects = Node(name: "Projects", isFolder: true)
        let photos = Node(name: "Photos", isFolder: true)
        var outline = NSDiffableDataSourceSectionSnapshot<Node>()
        outline.append([projects, photos])
        outline.append(
            [Node(name: "Roadmap.key", isFolder: false), Node(name: "Budget.numbers", isFolder: false)], to: projects)
        outline.append([Node(name: "Beach.heic", isFolder: false)], to: photos)
        outline.expand([photos])
        dataSource.apply(outline, to: .main, animatingDifferences: false)
    }

    /// The names shown, top to bottom.
    var shownNames: [String] { dataSource.snapshot().itemIdentifiers.map(\.name) }

    private func delete(_ node: Node) {
        var outline = dataSource.snapshot(for: .main)
        outline.delete([node])
        dataSource.apply(outline, to: .main)
    }
}

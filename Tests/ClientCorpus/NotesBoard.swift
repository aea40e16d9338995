import Flipbook

/// A notes board as apps write it with a compositional layout: two columns of notes whose heights come from
/// their text (Auto Layout cells, `.estimated` heights), an unread dot badge on a note's corner, and a rounded
/// background behind each section (a decoration item registered on the layout).
final class NoteCardCell: UICollectionViewCell {
    let bodyLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBackground
        contentView.layer.cornerRadius = 10
        bodyLabel.numberOfLines = 0
        bodyLabel.font = .systemFont(ofSize: 15)
        bodyLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bodyLabel)
        NSLayoutConstraint.activate([
            bodyLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            bodyLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            bodyLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            bodyLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class UnreadDotView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 6
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class BoardBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 14
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

struct BoardNote: Hashable {
    let text: String
    let unread: Bool
}

final class NotesBoardViewController: UIViewController {
    static let unreadKind = "unread-dot"
    static let backgroundKind = "board-background"

    var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, BoardNote>!
    let notes: [[BoardNote]] = [
        [
            BoardNote(text: "Milk, eggs", unread: false),
            BoardNote(text: "Call the plumber about the kitchen tap before Friday", unread: true),
            BoardNote(text: "Book club: chapter 4", unread: false),
        ],
        [BoardNote(text: "Renew passport", unread: true), BoardNote(text: "Gym 7am", unread: false)],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        let dot = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(12), heightDimension: .absolute(12)),
            elementKind: Self.unreadKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: -6, y: 6)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(60)),
            supplementaryItems: [dot])
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(60)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 15, bottom: 20, trailing: 15)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(BoardBackgroundView.self, forDecorationViewOfKind: Self.backgroundKind)
        return layout
    }

    private func configureDataSource() {
        let noteRegistration = UICollectionView.CellRegistration<NoteCardCell, BoardNote> { cell, _, note in
            cell.bodyLabel.text = note.text
        }
        let dotRegistration = UICollectionView.SupplementaryRegistration<UnreadDotView>(elementKind: Self.unreadKind) {
            [weak self] dot, _, indexPath in
            let unread = self?.dataSource.itemIdentifier(for: indexPath)?.unread == true
            dot.backgroundColor = unread ? .systemBlue : .clear
        }
        dataSource = UICollectionViewDiffableDataSource<Int, BoardNote>(collectionView: collectionView) {
            collectionView, indexPath, note in
            collectionView.dequeueConfiguredReusableCell(using: noteRegistration, for: indexPath, item: note)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: dotRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, BoardNote>()
        for (section, items) in notes.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

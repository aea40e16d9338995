import Flipbook

/// An App Store-like "Today" feed as apps write it with a compositional layout: a featured row that pages
/// sideways one card at a time, a two-column grid of apps under a pinned header, and an inset-grouped list of
/// categories with chevrons (list configuration, list cells, default content configuration). Sections and
/// items come from a diffable data source; tapping a card pushes its story.
final class FeatureCardCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        contentView.clipsToBounds = true
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.textColor = .white
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = contentView.bounds.insetBy(dx: 12, dy: 12)
    }
}

final class FeedHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        label.font = .boldSystemFont(ofSize: 20)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 16, dy: 4)
    }
}

final class TodayFeedViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Int, Hashable, Sendable, CaseIterable {
        case featured, apps, categories
    }

    enum Item: Hashable, Sendable {
        case feature(String)
        case app(String)
        case category(String)
    }

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    private(set) var opened: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 16
        return UICollectionViewCompositionalLayout(
            sectionProvider: { sectionIndex, environment in
                switch Section(rawValue: sectionIndex) {
                case .featured?:
                    let item = NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(160)),
                        subitems: [item])
                    let section = NSCollectionLayoutSection(group: group)
                    section.orthogonalScrollingBehavior = .groupPagingCentered
                    section.interGroupSpacing = 10
                    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 0, trailing: 16)
                    return section
                case .apps?:
                    let columns = environment.container.effectiveContentSize.width > 500 ? 3 : 2
                    let item = NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1.0 / CGFloat(columns)),
                            heightDimension: .fractionalHeight(1.0)))
                    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(64)),
                        repeatingSubitem: item, count: columns)
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
                    let header = NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(36)),
                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                    header.pinToVisibleBounds = true
                    section.boundarySupplementaryItems = [header]
                    return section
                case .categories?, nil:
                    let list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                    return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
                }
            }, configuration: configuration)
    }

    private func configureDataSource() {
        let featureRegistration = UICollectionView.CellRegistration<FeatureCardCell, String> { cell, indexPath, title in
            cell.titleLabel.text = title
            cell.contentView.backgroundColor = [UIColor.systemIndigo, .systemOrange, .systemTeal][indexPath.item % 3]
        }
        let appRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = name
            content.secondaryText = "Get"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = .listGroupedCell()
        }
        let categoryRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<FeedHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, _ in
            header.label.text = "Top Free Apps"
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch item {
            case .feature(let title):
                return collectionView.dequeueConfiguredReusableCell(
                    using: featureRegistration, for: indexPath, item: title)
            case .app(let name):
                return collectionView.dequeueConfiguredReusableCell(using: appRegistration, for: indexPath, item: name)
            case .category(let name):
                return collectionView.dequeueConfiguredReusableCell(
                    using: categoryRegistration, for: indexPath, item: name)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(
            ["Meet the Makers", "Game of the Day", "Tips & Tricks"].map(Item.feature), toSection: .featured)
        snapshot.appendItems(["Notes", "Maps", "Weather", "Podcasts"].map(Item.app), toSection: .apps)
        snapshot.appendItems(["Productivity", "Travel", "Health"].map(Item.category), toSection: .categories)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard case .feature(let title)? = dataSource.itemIdentifier(for: indexPath) else { return }
        opened.append(title)
        let story = UIViewController()
        story.title = title
        story.view.backgroundColor = .systemBackground
        navigationController?.pushViewController(story, animated: true)
    }
}

import Flipbook
import Foundation

/// A scene's `grid:` as apps build one: a collection view with a flow layout, a diffable data source whose
/// cells come from a cell registration, and section titles as headers from a supplementary registration.
@preconcurrency @MainActor
public final class SceneGridView: UICollectionView {
    /// The grid this view shows.
    public let grid: SceneGrid
    private var dataSourceKeeper: UICollectionViewDiffableDataSource<Int, Int>?

    /// A collection view of `grid`, `frame` in its superview.
    public init(grid: SceneGrid, frame: CGRect) {
        self.grid = grid
        let layout =
            grid.sections.contains { $0.scroll != nil }
            ? Self.compositionalLayout(for: grid, width: frame.width) : Self.flowLayout(for: grid, width: frame.width)
        super.init(frame: frame, collectionViewLayout: layout)
        backgroundColor = nil
        contentInsetAdjustmentBehavior = .never
        configureDataSource()
        if let selected = grid.selected, let path = indexPath(ofItem: selected) {
            selectItem(at: path, animated: false, scrollPosition: [])
        }
    }

    /// The side of a square item of the grid's lines at `width`.
    private static func side(of grid: SceneGrid, width: CGFloat) -> CGFloat {
        let columns = CGFloat(grid.columns)
        let side = ((width - 2 * CGFloat(grid.inset) - (columns - 1) * CGFloat(grid.spacing)) / columns)
            .rounded(.down)
        return max(1, side)
    }

    /// A flow layout of the grid's lines (no section scrolls sideways).
    private static func flowLayout(for grid: SceneGrid, width: CGFloat) -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = CGFloat(grid.spacing)
        layout.minimumInteritemSpacing = CGFloat(grid.spacing)
        layout.sectionInset = UIEdgeInsets(
            top: CGFloat(grid.inset), left: CGFloat(grid.inset), bottom: CGFloat(grid.inset),
            right: CGFloat(grid.inset))
        let side = side(of: grid, width: width)
        layout.itemSize = CGSize(width: side, height: grid.itemHeight.map { CGFloat($0) } ?? side)
        if grid.sections.contains(where: { $0.title != nil }) {
            layout.headerReferenceSize = CGSize(width: 0, height: 44)
        }
        return layout
    }

    /// A compositional layout: sections that scroll sideways are one row of cards (`itemWidth` of the inset
    /// width, `itemHeight` high or half as high as wide), the others the grid's lines as the flow layout makes
    /// them; titled sections get a 44-point header.
    private static func compositionalLayout(for grid: SceneGrid, width: CGFloat) -> UICollectionViewLayout {
        let spacing = CGFloat(grid.spacing)
        let inset = CGFloat(grid.inset)
        let side = side(of: grid, width: width)
        return UICollectionViewCompositionalLayout { index, environment in
            guard grid.sections.indices.contains(index) else { return nil }
            let content = grid.sections[index]
            let full = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
            let section: NSCollectionLayoutSection
            if let scroll = content.scroll {
                let fraction = CGFloat(content.itemWidth ?? 0.85)
                let cardWidth = (environment.container.effectiveContentSize.width - 2 * inset) * fraction
                let height = grid.itemHeight.map { CGFloat($0) } ?? (cardWidth / 2).rounded()
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(fraction), heightDimension: .absolute(height)),
                    subitems: [NSCollectionLayoutItem(layoutSize: full)])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = scroll.behavior
            } else {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1),
                        heightDimension: .absolute(grid.itemHeight.map { CGFloat($0) } ?? side)),
                    repeatingSubitem: NSCollectionLayoutItem(layoutSize: full), count: grid.columns)
                group.interItemSpacing = .fixed(spacing)
                section = NSCollectionLayoutSection(group: group)
            }
            section.interGroupSpacing = spacing
            section.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
            if content.title != nil {
                section.boundarySupplementaryItems = [
                    NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(
                            widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                ]
                section.supplementariesFollowContentInsets = false
            }
            return section
        }
    }

    /// Not supported (scenes build views in code).
    public required init?(coder: NSCoder) { nil }

    /// The cell of the grid's `position`-th item (counting through sections), if it is on screen.
    public func cell(ofItem position: Int) -> SceneGridCell? {
        indexPath(ofItem: position).flatMap { cellForItem(at: $0) as? SceneGridCell }
    }

    private func indexPath(ofItem position: Int) -> IndexPath? {
        var remaining = position
        for (section, content) in grid.sections.enumerated() {
            if remaining < content.items.count { return IndexPath(item: remaining, section: section) }
            remaining -= content.items.count
        }
        return nil
    }

    private func configureDataSource() {
        let items = grid.allItems
        let radius = CGFloat(grid.cornerRadius)
        let cellRegistration = UICollectionView.CellRegistration<SceneGridCell, Int> { cell, _, position in
            cell.show(items[position], cornerRadius: radius)
        }
        let titles = grid.sections.map(\.title)
        let headerRegistration = UICollectionView.SupplementaryRegistration<SceneGridHeader>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            header.label.text = titles[indexPath.section]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: self) {
            collectionView, indexPath, position in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: position)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        var position = 0
        for (section, content) in grid.sections.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems(Array(position..<(position + content.items.count)), toSection: section)
            position += content.items.count
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        dataSourceKeeper = dataSource
    }
}

/// A grid cell: a colour, a photo filling it and a caption at its bottom.
@preconcurrency @MainActor
public final class SceneGridCell: UICollectionViewCell {
    /// The photo (aspect fill, clipped).
    public let imageView = UIImageView()
    /// The caption.
    public let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.clipsToBounds = true
        contentView.addSubview(imageView)
        contentView.addSubview(label)
        let highlight = UIView()
        highlight.backgroundColor = UIColor(white: 0, alpha: 0.3)
        selectedBackgroundView = highlight
    }

    /// Not supported (scenes build views in code).
    required init?(coder: NSCoder) { nil }

    /// Shows `item`.
    func show(_ item: SceneGridItem, cornerRadius: CGFloat) {
        contentView.backgroundColor = item.color.map(SceneViewFactory.uiColor)
        imageView.image = item.image.map { UIImage(cgImage: CGImage(rasterImage: $0.image), scale: 1) }
        label.text = item.text
        contentView.layer.cornerRadius = cornerRadius
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        label.text = nil
    }

    /// A tile (the photo fills it, the caption at its foot in white) or, when more than twice as wide as
    /// tall, a row (the photo a square at the leading edge, the caption beside it in the label colour).
    public override func layoutSubviews() {
        super.layoutSubviews()
        let size = contentView.bounds.size
        if size.width > 2 * size.height {
            imageView.frame = CGRect(x: 0, y: 0, width: size.height, height: size.height)
            label.frame = CGRect(
                x: size.height + 16, y: (size.height - 22) / 2, width: max(0, size.width - size.height - 32), height: 22
            )
            label.textColor = .label
            label.font = .systemFont(ofSize: 17)
        } else {
            imageView.frame = contentView.bounds
            label.frame = CGRect(x: 8, y: size.height - 24, width: max(0, size.width - 16), height: 18)
            label.textColor = .white
            label.font = .systemFont(ofSize: 13, weight: .semibold)
        }
    }
}

/// A grid section header: the title in bold at the leading edge.
@preconcurrency @MainActor
public final class SceneGridHeader: UICollectionReusableView {
    /// The title.
    public let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 20, weight: .bold)
        label.textColor = .label
        addSubview(label)
    }

    /// Not supported (scenes build views in code).
    required init?(coder: NSCoder) { nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 16, y: 10, width: max(0, bounds.width - 32), height: 26)
    }
}

extension SceneGridScroll {
    /// The UIKit behaviour of the same name.
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
        switch self {
        case .continuous: .continuous
        case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
        case .paging: .paging
        case .groupPaging: .groupPaging
        case .groupPagingCentered: .groupPagingCentered
        }
    }
}

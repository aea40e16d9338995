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
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = CGFloat(grid.spacing)
        layout.minimumInteritemSpacing = CGFloat(grid.spacing)
        layout.sectionInset = UIEdgeInsets(
            top: CGFloat(grid.inset), left: CGFloat(grid.inset), bottom: CGFloat(grid.inset),
            right: CGFloat(grid.inset))
        let columns = CGFloat(grid.columns)
        let side = ((frame.width - 2 * CGFloat(grid.inset) - (columns - 1) * CGFloat(grid.spacing)) / columns)
            .rounded(.down)
        layout.itemSize = CGSize(width: max(1, side), height: grid.itemHeight.map { CGFloat($0) } ?? max(1, side))
        if grid.sections.contains(where: { $0.title != nil }) {
            layout.headerReferenceSize = CGSize(width: 0, height: 44)
        }
        super.init(frame: frame, collectionViewLayout: layout)
        backgroundColor = nil
        contentInsetAdjustmentBehavior = .never
        configureDataSource()
        if let selected = grid.selected, let path = indexPath(ofItem: selected) {
            selectItem(at: path, animated: false, scrollPosition: [])
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

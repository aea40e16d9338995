import Foundation

/// What a compositional layout asks for each section: the section at an index, given the environment (nil
/// lays the section out empty).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's layout of items in groups in sections, `UICollectionViewCompositionalLayout`: each section
/// (``NSCollectionLayoutSection``) repeats a group (``NSCollectionLayoutGroup``) of items
/// (``NSCollectionLayoutItem``) sized absolutely or as fractions of their container, with headers and footers
/// (``NSCollectionLayoutBoundarySupplementaryItem``, optionally pinned) and sections that scroll across the
/// layout on their own (``NSCollectionLayoutSection/orthogonalScrollingBehavior``). The arithmetic is in
/// `CompositionalLayoutSolver`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    /// Settings of the whole layout; setting it lays the items out anew.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            invalidateLayout()
        }
    }

    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration

    private var placed: [CompositionalLayoutSolver.PlacedSection] = []
    private var sections: [NSCollectionLayoutSection?] = []

    /// The list configuration `section` was made with, if it is a list section.
    func listConfiguration(_ section: Int) -> UICollectionLayoutListConfiguration? {
        sections.indices.contains(section) ? sections[section]?.listAppearance : nil
    }
    private var contentSize = CGSize.zero
    /// The sizes self-sizing cells measured, by index path (kept until the items change).
    private var measuredSizes: [IndexPath: CGSize] = [:]
    /// The sizes self-sizing boundary supplementary views measured, by kind and section.
    private var measuredBoundarySizes: [BoundaryKey: CGSize] = [:]

    /// A boundary supplementary view's key: its kind and section.
    private struct BoundaryKey: Hashable {
        var kind: String
        var section: Int
    }

    /// A layout with the same `section` for every section.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout with the same `section` for every section, and settings.
    public convenience init(
        section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout asking `sectionProvider` for each section whenever it lays out.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout asking `sectionProvider` for each section, with settings.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration
        super.init()
    }

    /// Flipbook has no archives: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    private var vertical: Bool { configuration.scrollDirection == .vertical }

    /// The environment handed to the section provider: the collection view's size, its adjusted content
    /// insets kept clear, and its traits.
    func environment(for collectionView: UICollectionView) -> any NSCollectionLayoutEnvironment {
        let insets = collectionView.adjustedContentInset
        let container = CompositionalLayoutContainer(
            contentSize: collectionView.bounds.size,
            effectiveContentInsets: NSDirectionalEdgeInsets(
                top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right))
        return CompositionalLayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            (placed, sections, contentSize) = ([], [], .zero)
            return
        }
        let environment = environment(for: collectionView)
        sections = (0..<collectionView.numberOfSections).map { sectionProvider($0, environment) }
        // A list draws its appearance's background behind its rows (the grouped grey, or the plain white).
        if let list = sections.lazy.compactMap({ $0?.listAppearance }).first,
            collectionView.backgroundColor != list.resolvedBackgroundColor
        {
            collectionView.backgroundColor = list.resolvedBackgroundColor
        }
        var specs = sections.enumerated().map { index, section in
            section?.spec(itemCount: collectionView.numberOfItems(inSection: index), in: environment)
                ?? CompositionalSpec.Section(
                    group: CompositionalSpec.Group(
                        size: .init(width: .absolute(0), height: .absolute(0)), arrangement: .custom([]), subitems: []),
                    itemCount: 0)
        }
        for (path, size) in measuredSizes where specs.indices.contains(path.section) {
            specs[path.section].measuredItemSizes[path.item] = size
        }
        for (index, section) in sections.enumerated() {
            for (number, item) in (section?.boundarySupplementaryItems ?? []).enumerated() {
                guard let size = measuredBoundarySizes[BoundaryKey(kind: item.elementKind, section: index)] else {
                    continue
                }
                specs[index].boundaries[number].measuredSize = size
            }
        }
        var container = environment.container.effectiveContentSize
        if !vertical {
            specs = specs.map(\.transposed)
            container = CGSize(width: container.height, height: container.width)
        }
        let solver = CompositionalLayoutSolver(
            containerSize: container, interSectionSpacing: configuration.interSectionSpacing)
        let (result, size) = solver.place(specs)
        placed = vertical ? result : result.map(\.transposed)
        contentSize = vertical ? size : CGSize(width: size.height, height: size.width)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, section) in placed.enumerated() {
            let low = vertical ? rect.minY : rect.minX
            let high = vertical ? rect.maxY : rect.maxX
            let pinned = sectionHasPinnedItems(index)
            guard pinned || (section.span.upperBound > low && section.span.lowerBound < high) else { continue }
            for kind in sections[index]?.decorationItems.map(\.elementKind) ?? [] {
                if let attributes = decorationAttributes(kind, section: index), attributes.frame.overlaps(rect) {
                    result.append(attributes)
                }
            }
            for item in section.items.indices {
                let attributes = itemAttributes(IndexPath(item: item, section: index))
                if attributes.frame.overlaps(rect) { result.append(attributes) }
            }
            for item in section.itemSupplementaries.keys.sorted() {
                for attributes in anchoredAttributes(IndexPath(item: item, section: index))
                where attributes.frame.overlaps(rect) {
                    result.append(attributes)
                }
            }
            for boundary in section.boundaries {
                if let attributes = boundaryAttributes(section: index, boundary: boundary),
                    attributes.frame.overlaps(rect)
                {
                    result.append(attributes)
                }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, placed.indices.contains(indexPath.section),
            placed[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return itemAttributes(indexPath)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, placed.indices.contains(indexPath.section),
            let items = sections[indexPath.section]?.boundarySupplementaryItems
        else { return nil }
        if indexPath.count == 2, placed[indexPath.section].itemSupplementaries[indexPath.item] != nil,
            let anchored = anchoredAttributes(indexPath).first(where: { $0.representedElementKind == elementKind })
        {
            return anchored
        }
        guard
            let boundary = placed[indexPath.section].boundaries.first(where: {
                items[$0.index].elementKind == elementKind
            })
        else { return nil }
        return boundaryAttributes(section: indexPath.section, boundary: boundary)
    }

    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, placed.indices.contains(indexPath.section) else { return nil }
        return decorationAttributes(elementKind, section: indexPath.section)
    }

    /// True when the collection view's size across the scroll direction changes (fractions change).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return false }
        return newBounds.size != bounds.size
    }

    /// True when a cell, or a boundary supplementary view (header, footer), measured another size along one of
    /// its estimated lengths.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        !preferredAttributes.isItemAnchored && !preferredAttributes.isDecoration
            && originalAttributes.selfSizingAxes.differ(preferredAttributes.size, originalAttributes.size)
    }

    override func adoptPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        guard let kind = attributes.representedElementKind else {
            measuredSizes[attributes.indexPath] = attributes.size
            return
        }
        guard !attributes.isItemAnchored, !attributes.isDecoration else { return }
        measuredBoundarySizes[BoundaryKey(kind: kind, section: attributes.indexPath.section)] = attributes.size
    }

    override func itemsDidChange(keeping keptItems: [IndexPath: IndexPath]) {
        measuredSizes = measuredSizes.remapped(through: keptItems)
    }

    override var orthogonalBands: [Int: OrthogonalBand] {
        var bands: [Int: OrthogonalBand] = [:]
        for (index, section) in placed.enumerated() {
            guard let band = section.orthogonal else { continue }
            bands[index] = OrthogonalBand(
                frame: band.frame,
                contentSize: vertical
                    ? CGSize(width: band.contentLength, height: band.frame.height)
                    : CGSize(width: band.frame.width, height: band.contentLength),
                groupFrames: band.groupFrames, behavior: band.behavior, leadingInset: band.leadingInset,
                vertical: vertical)
        }
        return bands
    }

    private func sectionHasPinnedItems(_ section: Int) -> Bool {
        sections[section]?.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds) ?? false
    }

    private func makeAttributes() -> UICollectionViewLayoutAttributes {
        (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self)
            .init()
    }

    /// An item's attributes; an orthogonal section's items are shifted by the section's own scroll offset, so
    /// the frame is where the cell shows in the collection view's content.
    private func itemAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes()
        attributes.indexPath = indexPath
        var frame = placed[indexPath.section].items[indexPath.item]
        if let offset = collectionView?.orthogonalScrollers[indexPath.section]?.contentOffset {
            frame = frame.offsetBy(dx: -offset.x, dy: -offset.y)
        }
        attributes.frame = frame
        attributes.selfSizingAxes = placed[indexPath.section].itemSelfSizing[indexPath.item]
        if let list = sections[indexPath.section]?.listAppearance {
            attributes.listPlacement = ListPlacement(
                configuration: list, item: indexPath.item, count: placed[indexPath.section].items.count)
        }
        return attributes
    }

    /// The attributes of the views anchored to the item at `indexPath`, placed on its frame.
    private func anchoredAttributes(_ indexPath: IndexPath) -> [UICollectionViewLayoutAttributes] {
        guard let anchored = placed[indexPath.section].itemSupplementaries[indexPath.item] else { return [] }
        let itemFrame = itemAttributes(indexPath).frame
        return anchored.map { supplementary in
            let attributes = makeAttributes()
            attributes.indexPath = indexPath
            attributes.representedElementKind = supplementary.elementKind
            attributes.isItemAnchored = true
            attributes.zIndex = supplementary.zIndex
            attributes.frame = supplementary.frame(onItemAt: itemFrame)
            return attributes
        }
    }

    /// The attributes of the section's decoration of `kind`, over the whole section less its insets.
    private func decorationAttributes(_ kind: String, section: Int) -> UICollectionViewLayoutAttributes? {
        guard let item = sections[section]?.decorationItems.first(where: { $0.elementKind == kind }) else {
            return nil
        }
        let decoration = item.decorationSpec
        let attributes = makeAttributes()
        attributes.indexPath = IndexPath(item: 0, section: section)
        attributes.representedElementKind = kind
        attributes.isDecoration = true
        attributes.zIndex = decoration.zIndex
        attributes.frame = decoration.frame(onSectionAt: placed[section].frame)
        return attributes
    }

    private func boundaryAttributes(
        section: Int, boundary: CompositionalLayoutSolver.PlacedBoundary
    ) -> UICollectionViewLayoutAttributes? {
        guard let item = sections[section]?.boundarySupplementaryItems[boundary.index] else { return nil }
        let attributes = makeAttributes()
        attributes.indexPath = IndexPath(item: 0, section: section)
        attributes.representedElementKind = item.elementKind
        attributes.zIndex = item.zIndex
        attributes.selfSizingAxes = SelfSizingAxes(
            width: item.layoutSize.widthDimension.isEstimated, height: item.layoutSize.heightDimension.isEstimated)
        if let list = sections[section]?.listAppearance { attributes.listPlacement = ListPlacement(boundaryOf: list) }
        var frame = boundary.frame
        if item.pinToVisibleBounds, let collectionView {
            let insets = collectionView.adjustedContentInset
            let bounds = collectionView.bounds
            let span = placed[section].span
            let leading = item.alignment.spec.isTop || item.alignment == .leading
            if vertical {
                frame.origin.y = CompositionalScrolling.pinnedPosition(
                    of: frame.minY, length: frame.height, leading: leading, section: span,
                    visible: (bounds.minY + insets.top)...max(bounds.minY + insets.top, bounds.maxY - insets.bottom))
            } else {
                frame.origin.x = CompositionalScrolling.pinnedPosition(
                    of: frame.minX, length: frame.width, leading: leading, section: span,
                    visible: (bounds.minX + insets.left)...max(bounds.minX + insets.left, bounds.maxX - insets.right))
            }
            attributes.zIndex = max(attributes.zIndex, 2)
        }
        attributes.frame = frame
        return attributes
    }
}

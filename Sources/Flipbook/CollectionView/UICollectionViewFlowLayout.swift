import Foundation

/// UIKit's grid-and-line layout, `UICollectionViewFlowLayout`: items fill lines across the collection view
/// and lines stack in the ``scrollDirection``, with headers and footers per section. Sizes, spacing and
/// insets come from its properties or, per item and section, from a delegate adopting
/// ``UICollectionViewDelegateFlowLayout``. The line-filling and justification rules are in `FlowLayoutSolver`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item (default 50 × 50) unless the delegate says otherwise.
    open var itemSize: CGSize {
        get { storedItemSize }
        set {
            storedItemSize = newValue
            invalidateLayout()
        }
    }
    private var storedItemSize: CGSize = CGSize(width: 50, height: 50)
    /// A non-zero estimate turns on self-sizing: items start at this size and take the size their cells
    /// prefer (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``) once shown. ``automaticSize``
    /// estimates 50 × 50.
    open var estimatedItemSize: CGSize {
        get { storedEstimatedItemSize }
        set {
            storedEstimatedItemSize = newValue
            invalidateLayout()
        }
    }
    private var storedEstimatedItemSize: CGSize = CGSize.zero
    /// The smallest gap between lines (default 10).
    open var minimumLineSpacing: CGFloat {
        get { storedMinimumLineSpacing }
        set {
            storedMinimumLineSpacing = newValue
            invalidateLayout()
        }
    }
    private var storedMinimumLineSpacing: CGFloat = 10
    /// The smallest gap between items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat {
        get { storedMinimumInteritemSpacing }
        set {
            storedMinimumInteritemSpacing = newValue
            invalidateLayout()
        }
    }
    private var storedMinimumInteritemSpacing: CGFloat = 10
    /// The margins of every section, between its header and footer (default zero).
    open var sectionInset: UIEdgeInsets {
        get { storedSectionInset }
        set {
            storedSectionInset = newValue
            invalidateLayout()
        }
    }
    private var storedSectionInset: UIEdgeInsets = UIEdgeInsets.zero
    /// The size of every section's header (its height for vertical scrolling); zero: no headers.
    open var headerReferenceSize: CGSize {
        get { storedHeaderReferenceSize }
        set {
            storedHeaderReferenceSize = newValue
            invalidateLayout()
        }
    }
    private var storedHeaderReferenceSize: CGSize = CGSize.zero
    /// The size of every section's footer; zero: no footers.
    open var footerReferenceSize: CGSize {
        get { storedFooterReferenceSize }
        set {
            storedFooterReferenceSize = newValue
            invalidateLayout()
        }
    }
    private var storedFooterReferenceSize: CGSize = CGSize.zero
    /// Whether lines run across and stack downwards (`.vertical`, the default) or stack sideways.
    open var scrollDirection: UICollectionView.ScrollDirection {
        get { storedScrollDirection }
        set {
            storedScrollDirection = newValue
            invalidateLayout()
        }
    }
    private var storedScrollDirection: UICollectionView.ScrollDirection = .vertical

    /// Whether each section's header stays at the top (leading edge) of the visible area while its section scrolls
    /// under it, pushed away by the section's end (default false).
    open var sectionHeadersPinToVisibleBounds: Bool {
        get { storedHeadersPin }
        set {
            storedHeadersPin = newValue
            invalidateLayout()
        }
    }
    private var storedHeadersPin = false
    /// Whether each section's footer stays at the bottom (trailing edge) of the visible area while its section is
    /// on screen, never above the section's start (default false).
    open var sectionFootersPinToVisibleBounds: Bool {
        get { storedFootersPin }
        set {
            storedFootersPin = newValue
            invalidateLayout()
        }
    }
    private var storedFootersPin = false

    /// The ``estimatedItemSize`` that asks for self-sizing with UIKit's default estimate.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    private var placed: [FlowLayoutSolver.Placed] = []
    private var contentSize = CGSize.zero
    private var preferredSizes: [IndexPath: CGSize] = [:]
    /// The lengths (in the scroll direction) self-sizing headers and footers measured, by kind and section.
    private var preferredSupplementaryLengths: [String: [Int: CGFloat]] = [:]

    /// A flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Flipbook has no archives: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    private var isSelfSizing: Bool { estimatedItemSize != .zero }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            placed = []
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let insets = collectionView.adjustedContentInset
        let container =
            vertical
            ? collectionView.bounds.width - insets.left - insets.right
            : collectionView.bounds.height - insets.top - insets.bottom
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let estimate = estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
        var sections: [FlowLayoutSolver.Section] = []
        for section in 0..<collectionView.numberOfSections {
            let sizes = (0..<collectionView.numberOfItems(inSection: section)).map { item -> CGSize in
                let path = IndexPath(item: item, section: section)
                if isSelfSizing { return preferredSizes[path] ?? estimate }
                return delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
            }
            sections.append(
                FlowLayoutSolver.Section(
                    itemSizes: sizes,
                    insets: delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
                        ?? sectionInset,
                    lineSpacing: delegate?.collectionView(
                        collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing,
                    interitemSpacing: delegate?.collectionView(
                        collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                        ?? minimumInteritemSpacing,
                    headerSize: measured(
                        UICollectionView.elementKindSectionHeader, section,
                        delegate?.collectionView(
                            collectionView, layout: self, referenceSizeForHeaderInSection: section)
                            ?? headerReferenceSize),
                    footerSize: measured(
                        UICollectionView.elementKindSectionFooter, section,
                        delegate?.collectionView(
                            collectionView, layout: self, referenceSizeForFooterInSection: section)
                            ?? footerReferenceSize)))
        }
        (placed, contentSize) = FlowLayoutSolver(vertical: vertical, containerAlong: max(0, container)).place(sections)
    }

    /// A header's or footer's `reference` size with the length its view measured in the scroll direction, when
    /// the layout self-sizes (the reference size is then its estimate; a zero reference still means no view).
    private func measured(_ kind: String, _ section: Int, _ reference: CGSize) -> CGSize {
        guard isSelfSizing, reference != .zero, let length = preferredSupplementaryLengths[kind]?[section] else {
            return reference
        }
        return scrollDirection == .vertical
            ? CGSize(width: reference.width, height: length) : CGSize(width: length, height: reference.height)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        let vertical = scrollDirection == .vertical
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        for (section, content) in placed.enumerated()
        where content.span.upperBound > low && content.span.lowerBound < high {
            let path = IndexPath(item: 0, section: section)
            if let header = content.header {
                let attributes = supplementaryAttributes(UICollectionView.elementKindSectionHeader, path, header)
                if attributes.frame.overlaps(rect) { result.append(attributes) }
            }
            for (item, frame) in content.items.enumerated() where frame.overlaps(rect) {
                result.append(cellAttributes(IndexPath(item: item, section: section), frame))
            }
            if let footer = content.footer {
                let attributes = supplementaryAttributes(UICollectionView.elementKindSectionFooter, path, footer)
                if attributes.frame.overlaps(rect) { result.append(attributes) }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, placed.indices.contains(indexPath.section),
            placed[indexPath.section].items.indices.contains(indexPath.item)
        else { return nil }
        return cellAttributes(indexPath, placed[indexPath.section].items[indexPath.item])
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, placed.indices.contains(indexPath.section) else { return nil }
        let content = placed[indexPath.section]
        let frame: CGRect?
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: frame = content.header
        case UICollectionView.elementKindSectionFooter: frame = content.footer
        default: frame = nil
        }
        return frame.map { supplementaryAttributes(elementKind, IndexPath(item: 0, section: indexPath.section), $0) }
    }

    /// True when the collection view's size across the lines changes (lines must be filled again), and on every
    /// scroll while headers or footers are pinned (they move with the visible area).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return false }
        if (sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds) && newBounds != bounds {
            return true
        }
        return scrollDirection == .vertical ? newBounds.width != bounds.width : newBounds.height != bounds.height
    }

    /// With self-sizing on, true when the cell prefers another size than the layout gave it, or a header or
    /// footer another length in the scroll direction (their other length is the collection view's).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard isSelfSizing, !preferredAttributes.isDecoration else { return false }
        return originalAttributes.selfSizingAxes.differ(preferredAttributes.size, originalAttributes.size)
    }

    override func adoptPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        guard isSelfSizing else { return }
        guard let kind = attributes.representedElementKind else {
            preferredSizes[attributes.indexPath] = attributes.size
            return
        }
        preferredSupplementaryLengths[kind, default: [:]][attributes.indexPath.section] =
            scrollDirection == .vertical ? attributes.size.height : attributes.size.width
    }

    override func itemsDidChange(keeping keptItems: [IndexPath: IndexPath]) {
        preferredSizes = preferredSizes.remapped(through: keptItems)
    }

    private func makeAttributes() -> UICollectionViewLayoutAttributes {
        (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type ?? UICollectionViewLayoutAttributes.self)
            .init()
    }

    private func cellAttributes(_ indexPath: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes()
        attributes.indexPath = indexPath
        attributes.frame = frame
        if isSelfSizing { attributes.selfSizingAxes = SelfSizingAxes(width: true, height: true) }
        return attributes
    }

    private func supplementaryAttributes(
        _ kind: String, _ indexPath: IndexPath, _ frame: CGRect
    ) -> UICollectionViewLayoutAttributes {
        let attributes = makeAttributes()
        attributes.indexPath = indexPath
        attributes.representedElementKind = kind
        attributes.frame = pinned(kind, section: indexPath.section, frame)
        if attributes.frame != frame { attributes.zIndex = 10 }
        if isSelfSizing {
            let vertical = scrollDirection == .vertical
            attributes.selfSizingAxes = SelfSizingAxes(width: !vertical, height: vertical)
        }
        return attributes
    }

    /// Where a header or footer shows: its place in the content, or, pinned, held at the visible area's leading
    /// (header) or trailing (footer) edge while its section is there (the adjusted content insets excluded).
    private func pinned(_ kind: String, section: Int, _ frame: CGRect) -> CGRect {
        let header = kind == UICollectionView.elementKindSectionHeader
        guard header ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
            let collectionView, placed.indices.contains(section)
        else { return frame }
        let insets = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        let span = placed[section].span
        var result = frame
        if scrollDirection == .vertical {
            let visible = (bounds.minY + insets.top)...max(bounds.minY + insets.top, bounds.maxY - insets.bottom)
            result.origin.y = CompositionalScrolling.pinnedPosition(
                of: frame.minY, length: frame.height, leading: header, section: span, visible: visible)
        } else {
            let visible = (bounds.minX + insets.left)...max(bounds.minX + insets.left, bounds.maxX - insets.right)
            result.origin.x = CompositionalScrolling.pinnedPosition(
                of: frame.minX, length: frame.width, leading: header, section: span, visible: visible)
        }
        return result
    }
}

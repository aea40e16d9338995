import Foundation

/// What places a collection view's cells and supplementary views, as UIKit's `UICollectionViewLayout`.
/// Subclass it: compute in ``prepare()``, answer ``layoutAttributesForElements(in:)``,
/// ``layoutAttributesForItem(at:)`` and ``collectionViewContentSize``. The collection view calls ``prepare()``
/// once after each ``invalidateLayout()``, before asking anything else.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Whether ``prepare()`` must run before the next question.
    var needsPrepare = true
    /// The view classes registered for decoration kinds.
    private(set) var decorationViewClasses: [String: UICollectionReusableView.Type] = [:]

    /// A layout for a collection view.
    public override init() {
        super.init()
    }

    /// Flipbook has no archives: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The class of the attributes the layout makes (override to use a subclass).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Registers the view class that draws decoration views of `elementKind` (nil removes it). The collection
    /// view makes and reuses them itself; a class that is not a `UICollectionReusableView` is reported and
    /// ignored.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationViewClasses[elementKind] = nil
            return
        }
        guard let reusable = viewClass as? UICollectionReusableView.Type else {
            flipbookWarning(
                "register(_:forDecorationViewOfKind: \"\(elementKind)\"): \(viewClass) is not a "
                    + "UICollectionReusableView subclass; ignored")
            return
        }
        decorationViewClasses[elementKind] = reusable
    }

    /// Marks the layout as stale: the collection view calls ``prepare()`` again and lays its views out anew
    /// at the next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Computes the layout. The default does nothing; subclasses call `super`.
    open func prepare() {}

    /// The attributes of every element whose frame meets `rect` (content coordinates). Default: nil.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`. Default: nil.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`. Default: nil.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`. Default: nil.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The size of all the content. Default: zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// Whether scrolling to (or resizing to) `newBounds` makes the layout stale. Default: false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Whether a self-sizing cell's preferred attributes differ enough from the layout's to lay out again.
    /// Default: false (only self-sizing layouts such as the flow layout with estimated sizes say yes).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// Where an item inserted by an animated update starts. Default: nil (the collection view fades it in at
    /// its final place).
    open func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item deleted by an animated update ends. Default: nil (the collection view fades it out
    /// where it was).
    open func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view inserted by an animated update starts. Default: nil (it fades in).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a supplementary view deleted by an animated update ends. Default: nil (it fades out).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Called before an animated update with the changes. The default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called after an animated update's animations were set up. The default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Called before this layout replaces `oldLayout` on a collection view. The default does nothing.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called before `newLayout` replaces this layout on a collection view. The default does nothing.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called when a layout transition ends. The default does nothing.
    open func finalizeLayoutTransition() {}

    /// The offset scrolling should stop at, given the proposal. Default: the proposal.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The index path a moving item goes to when its centre is at `position` (content coordinates): the item's
    /// under it, else `previousIndexPath`.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        let probe = CGRect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let hit = (layoutAttributesForElements(in: probe) ?? []).last { attributes in
            attributes.representedElementCategory == .cell && attributes.frame.contains(position)
        }
        return hit?.indexPath ?? previousIndexPath
    }

    /// The attributes of an item moving interactively: its own, centred on `position` and above the others.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> UICollectionViewLayoutAttributes
    {
        let own = layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
        let attributes = own ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int(Int16.max)
        return attributes
    }

    /// Keeps a self-sizing cell's preferred attributes for the next ``prepare()``. The default ignores them.
    func adoptPreferredAttributes(_ attributes: UICollectionViewLayoutAttributes) {}

    /// The collection view's items changed (reload or update): self-sizing layouts keep the sizes measured for
    /// the items in `keptItems` (old index path to new) and forget the others.
    func itemsDidChange(keeping keptItems: [IndexPath: IndexPath]) {}

    /// The sections that scroll across the layout on their own, by section index (compositional layouts).
    var orthogonalBands: [Int: OrthogonalBand] { [:] }

    /// Runs ``prepare()`` when the layout is stale.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}

/// One change of an animated update, as UIKit's `UICollectionViewUpdateItem`, handed to
/// ``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// What the change does.
    public enum Action: Int, Sendable {
        /// An item or section is inserted.
        case insert
        /// An item or section is deleted.
        case delete
        /// An item or section is reloaded.
        case reload
        /// An item or section moves.
        case move
        /// Nothing.
        case none
    }

    /// The item's index path before the update (nil for inserts); a section change has item `NSNotFound`.
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// The item's index path after the update (nil for deletes).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}

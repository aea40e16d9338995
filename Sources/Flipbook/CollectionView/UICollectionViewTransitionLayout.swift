import Foundation

/// The layout between two layouts during an interactive layout transition, as UIKit's
/// `UICollectionViewTransitionLayout`: each element's attributes blend the current layout's and the next
/// layout's by ``transitionProgress`` (centre, size, alpha; the transform switches halfway).
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    open private(set) var currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    open private(set) var nextLayout: UICollectionViewLayout

    /// How far the transition is, 0 (current layout) to 1 (next layout); setting it lays the items out again.
    open var transitionProgress: CGFloat {
        get { storedTransitionProgress }
        set {
            storedTransitionProgress = newValue
            invalidateLayout()
        }
    }
    private var storedTransitionProgress: CGFloat = 0

    private var values: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Flipbook has no archives: this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Stores a number that subclasses can read while the transition runs (e.g. a pinch's scale).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        values[key] = value
    }

    /// The number stored for `key` (0 when none).
    open func value(forAnimatedKey key: String) -> CGFloat {
        values[key] ?? 0
    }

    /// Prepares both layouts for the collection view.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.needsPrepare = true
            layout.prepareIfNeeded()
        }
    }

    /// The blend of the two content sizes.
    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize
        let to = nextLayout.collectionViewContentSize
        return CGSize(width: blend(from.width, to.width), height: blend(from.height, to.height))
    }

    /// The blended attributes of every element either layout puts near `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var paths: [IndexPath] = []
        var seen = Set<IndexPath>()
        for layout in [currentLayout, nextLayout] {
            for element in layout.layoutAttributesForElements(in: rect) ?? []
            where element.representedElementKind == nil && seen.insert(element.indexPath).inserted {
                paths.append(element.indexPath)
            }
        }
        return paths.sorted().compactMap { layoutAttributesForItem(at: $0) }
            .filter { $0.frame.overlaps(rect) }
    }

    /// The item's attributes blended by ``transitionProgress``.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let from = currentLayout.layoutAttributesForItem(at: indexPath)
        let to = nextLayout.layoutAttributesForItem(at: indexPath)
        guard let start = from ?? to, let end = to ?? from else { return nil }
        let result = start.copy() as! UICollectionViewLayoutAttributes
        result.center = CGPoint(x: blend(start.center.x, end.center.x), y: blend(start.center.y, end.center.y))
        result.size = CGSize(
            width: blend(start.size.width, end.size.width), height: blend(start.size.height, end.size.height))
        result.alpha = blend(from == nil ? 0 : start.alpha, to == nil ? 0 : end.alpha)
        if transitionProgress >= 0.5 {
            result.transform3D = end.transform3D
            result.zIndex = end.zIndex
        }
        return result
    }

    private func blend(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        a + (b - a) * transitionProgress
    }
}

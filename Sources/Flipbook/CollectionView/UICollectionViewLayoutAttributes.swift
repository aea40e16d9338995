import Foundation

/// Where a layout puts one element of a collection view (a cell, a supplementary view such as a header),
/// as UIKit's `UICollectionViewLayoutAttributes`: its frame, transform, alpha, stacking and visibility.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The element's rectangle in the collection view's content coordinates.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    /// The element's centre in content coordinates.
    open var center: CGPoint = .zero
    /// The element's size.
    open var size: CGSize = .zero
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    /// A 3D transform applied about the centre.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// An affine transform applied about the centre (the affine part of ``transform3D``).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// Opacity, 0…1.
    open var alpha: CGFloat = 1
    /// Stacking order: higher draws above lower (cells and headers default to 0).
    open var zIndex: Int = 0
    /// When true the element is not shown.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open var representedElementCategory: UICollectionView.ElementCategory {
        isDecoration ? .decorationView : representedElementKind == nil ? .cell : .supplementaryView
    }
    /// Whether the element is a decoration view (drawn by a class registered on the layout).
    var isDecoration = false
    /// Whether the element is a supplementary view attached to an item (it scrolls with an orthogonally
    /// scrolling section's items and follows its item through updates).
    var isItemAnchored = false
    /// The supplementary view's kind (`UICollectionView.elementKindSectionHeader`, …); nil for cells.
    open internal(set) var representedElementKind: String?
    /// Where a list-configured section's cell sits in its list (set by the compositional layout's list
    /// sections; a `UICollectionViewListCell` draws its separator and corners from it).
    var listPlacement: ListPlacement?
    /// The lengths the layout lets the view choose (its estimated ones): the default
    /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)`` measures the content along them.
    var selfSizingAxes = SelfSizingAxes()

    /// Attributes of the first cell; set ``indexPath`` and the geometry.
    public required override init() {
        super.init()
    }

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementKind = elementKind
    }

    /// Attributes of the decoration view of `decorationViewKind` at `indexPath` (the layout registers its class).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementKind = decorationViewKind
        isDecoration = true
    }

    /// A copy with the same values (layouts hand out copies so they can change them freely). Subclasses with
    /// properties of their own override it, call `super` and copy them.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.representedElementKind = representedElementKind
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.listPlacement = listPlacement
        copy.selfSizingAxes = selfSizingAxes
        copy.isDecoration = isDecoration
        copy.isItemAnchored = isItemAnchored
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated { hasSameValues(as: other) }
    }

    /// The element, for diagnostics.
    open override var description: String {
        MainActor.assumeIsolated {
            "<\(representedElementKind ?? "cell") \(indexPath.section)-\(indexPath.item) frame=\(frame)>"
        }
    }

    /// Whether `other` describes the same element with the same values.
    func hasSameValues(as other: UICollectionViewLayoutAttributes) -> Bool {
        other.indexPath == indexPath && other.representedElementKind == representedElementKind
            && other.center == center && other.size == size && other.transform3D == transform3D
            && other.alpha == alpha && other.zIndex == zIndex && other.isHidden == isHidden
            && other.listPlacement == listPlacement && other.selfSizingAxes == selfSizingAxes
            && other.isDecoration == isDecoration && other.isItemAnchored == isItemAnchored
    }
}

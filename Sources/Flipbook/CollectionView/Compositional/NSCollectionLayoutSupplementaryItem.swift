import Foundation

/// Where a boundary supplementary item sits on its section, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    /// Nowhere in particular.
    case none = 0
    /// Above, centred.
    case top = 1
    /// Above, at the leading edge.
    case topLeading = 2
    /// Beside, at the leading edge.
    case leading = 3
    /// Below, at the leading edge.
    case bottomLeading = 4
    /// Below, centred.
    case bottom = 5
    /// Below, at the trailing edge.
    case bottomTrailing = 6
    /// Beside, at the trailing edge.
    case trailing = 7
    /// Above, at the trailing edge.
    case topTrailing = 8

    var spec: CompositionalSpec.Alignment {
        switch self {
        case .none, .top: .top
        case .topLeading: .topLeading
        case .leading: .leading
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        case .trailing: .trailing
        case .topTrailing: .topTrailing
        }
    }
}

/// A supplementary view in a compositional layout, as UIKit's `NSCollectionLayoutSupplementaryItem`: a view
/// of ``elementKind`` that the data source makes like a header. Attached to an item (passed in the item's
/// `supplementaryItems`), it is sized against the item and placed by its anchors: a badge on a corner.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked for.
    open private(set) var elementKind: String
    /// The stacking order (cells have 0).
    open var zIndex: Int = 1
    /// Where on its item it is attached (nil for headers and footers).
    open private(set) var containerAnchor: NSCollectionLayoutAnchor?
    /// Which point of the view goes on the item's anchor point (nil: the same point as the container anchor,
    /// so the view sits inside the item).
    open private(set) var itemAnchor: NSCollectionLayoutAnchor?

    /// A view of `layoutSize` and `elementKind` attached to its item at `containerAnchor`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind)
        self.containerAnchor = containerAnchor
    }

    /// A view of `layoutSize` and `elementKind` whose `itemAnchor` point goes on its item's `containerAnchor`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind)
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
    }

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The view as the engine's value, when attached to an item.
    var itemSupplementarySpec: CompositionalSpec.ItemSupplementary {
        CompositionalSpec.ItemSupplementary(
            size: layoutSize.spec, elementKind: elementKind, zIndex: zIndex,
            containerAnchor: containerAnchor?.spec ?? CompositionalSpec.Anchor(), itemAnchor: itemAnchor?.spec)
    }
}

/// A header, footer or other view on the edge of a section (or of the whole layout), as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`. Top-aligned items come before the section's content and
/// bottom-aligned ones after it; ``pinToVisibleBounds`` keeps one on screen while its section scrolls by.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Which edge it sits on.
    open private(set) var alignment: NSRectAlignment
    /// A shift from its aligned place.
    open private(set) var offset: CGPoint
    /// Whether it takes room (pushing the content) instead of overlapping the content (default true).
    open var extendsBoundary = true
    /// Whether it stays in the visible bounds while its section passes (sticky headers; default false).
    open var pinToVisibleBounds = false

    /// An item of `layoutSize` and `elementKind` on the `alignment` edge.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// An item of `layoutSize` and `elementKind` on the `alignment` edge, shifted by `absoluteOffset`.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// The item as the engine's value.
    var boundarySpec: CompositionalSpec.Boundary {
        CompositionalSpec.Boundary(
            size: layoutSize.spec, alignment: alignment.spec, offset: offset, extendsBoundary: extendsBoundary,
            pinToVisibleBounds: pinToVisibleBounds)
    }
}

import Foundation

/// One cell's place in a compositional layout, as UIKit's `NSCollectionLayoutItem`: its size in its group,
/// content insets that shrink the cell inside that size, and edge spacing that moves it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    open private(set) var layoutSize: NSCollectionLayoutSize
    /// Supplementary views anchored to the item (badges), placed by their anchors on the item's frame.
    open private(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets that shrink the cell inside its size (ignored on iOS along an estimated dimension).
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item inside its group (nil: none).
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// An item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// An item of `layoutSize` with supplementary views anchored to it.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// The item as the engine's value (groups override it). As on iOS, content insets along an estimated
    /// dimension are ignored.
    func element(in environment: any NSCollectionLayoutEnvironment) -> CompositionalSpec.Element {
        var insets = contentInsets.compositionalInsets
        if layoutSize.widthDimension.isEstimated { (insets.leading, insets.trailing) = (0, 0) }
        if layoutSize.heightDimension.isEstimated { (insets.top, insets.bottom) = (0, 0) }
        return .item(
            CompositionalSpec.Item(
                size: layoutSize.spec, contentInsets: insets, edgeSpacing: edgeSpacing?.spec,
                supplementaries: supplementaryItems.map(\.itemSupplementarySpec)))
    }
}

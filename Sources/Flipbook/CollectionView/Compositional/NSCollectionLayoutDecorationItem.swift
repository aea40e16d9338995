import Foundation

/// A view a compositional layout puts behind a section, as UIKit's `NSCollectionLayoutDecorationItem`: made
/// with ``background(elementKind:)``, listed in ``NSCollectionLayoutSection/decorationItems``, drawn by the
/// view class registered on the layout for its kind
/// (``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``), with no data source involved. It covers
/// the whole section (headers and footers included) less its ``NSCollectionLayoutItem/contentInsets``.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind whose registered view class draws it.
    open private(set) var elementKind: String
    /// The stacking order (default 0; at the same order it is drawn behind the cells).
    open var zIndex: Int = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// A background behind a whole section, drawn by the view registered for `elementKind`.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    /// The decoration as the engine's value.
    var decorationSpec: CompositionalSpec.Decoration {
        CompositionalSpec.Decoration(
            elementKind: elementKind, zIndex: zIndex, contentInsets: contentInsets.compositionalInsets)
    }
}

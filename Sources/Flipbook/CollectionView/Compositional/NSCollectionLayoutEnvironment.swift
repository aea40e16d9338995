import Foundation

/// The space a compositional layout's section fills, as UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The collection view's size.
    var contentSize: CGSize { get }
    /// The size less ``effectiveContentInsets``.
    var effectiveContentSize: CGSize { get }
    /// The container's own insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets the layout keeps clear (the collection view's adjusted content insets on the sides).
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows when it builds a section, as UIKit's `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The space to fill.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits (size classes, display scale…).
    var traitCollection: UITraitCollection { get }
}

/// The container a compositional layout hands to its section provider.
@MainActor
final class CompositionalLayoutContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let effectiveContentInsets: NSDirectionalEdgeInsets

    init(contentSize: CGSize, effectiveContentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = .zero
        self.effectiveContentInsets = effectiveContentInsets
        super.init()
    }

    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
            height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }
}

/// The environment a compositional layout hands to its section provider.
@MainActor
final class CompositionalLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
    let traitCollection: UITraitCollection

    init(container: any NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container
        self.traitCollection = traitCollection
        super.init()
    }
}

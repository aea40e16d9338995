import Foundation

/// Settings of a whole compositional layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction sections follow one another in (default `.vertical`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The gap between consecutive sections (default 0).
    open var interSectionSpacing: CGFloat = 0

    /// The default configuration.
    public override init() {
        super.init()
    }
}

import Foundation

/// Flipbook's own dynamic item classes, by identity: none of them overrides `center`, `bounds` or `transform`
/// (their setters only store, which `SimulatedItemTests` checks by scanning the sources), so the animator may
/// write an item of exactly one of these classes once, just before anything can look, instead of at every step.
/// An app's subclass is a different class and is not here, whatever its name: it may override the setters to
/// watch every step, and then does. A Flipbook class left out is only written at every step (correct, slower).
@MainActor
enum StoringItemClasses {
    /// The classes, as object identifiers of their metatypes.
    private static let identities: Set<ObjectIdentifier> = Set(
        [
            UIView.self, UIControl.self, UIButton.self, UILabel.self, UIImageView.self, UIStackView.self,
            UIVisualEffectView.self, UIScrollView.self, UITextView.self, UITextField.self, UISwitch.self,
            UISlider.self, UISegmentedControl.self, UIStepper.self, UIPageControl.self, UIProgressView.self,
            UIActivityIndicatorView.self, UICollectionReusableView.self, UICollectionViewCell.self,
            UICollectionViewListCell.self, UITableViewCell.self, UITableViewHeaderFooterView.self,
            UIListContentView.self, UINavigationBar.self, UIToolbar.self, UITabBar.self, UITableView.self,
            UICollectionView.self, UIWindow.self,
        ].map { ObjectIdentifier($0) } + [
            ObjectIdentifier(UIDynamicItemGroup.self), ObjectIdentifier(UICollectionViewLayoutAttributes.self),
        ])

    /// Whether `item` is exactly of one of Flipbook's own classes (not of a subclass of one).
    static func contains(_ item: UIDynamicItem) -> Bool {
        identities.contains(ObjectIdentifier(type(of: item)))
    }
}

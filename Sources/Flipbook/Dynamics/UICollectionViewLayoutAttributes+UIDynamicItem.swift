/// Layout attributes are dynamic items, as in UIKit: an animator made with
/// `UIDynamicAnimator(collectionViewLayout:)` moves their `center` and `transform` in content coordinates.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

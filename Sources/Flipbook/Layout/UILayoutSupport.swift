import Foundation

/// A band of a view controller's view that bars cover, as UIKit's `UILayoutSupport` (the type of the
/// deprecated `topLayoutGuide` and `bottomLayoutGuide`, still used by older libraries): its ``length`` and
/// the anchors to pin content to.
@preconcurrency @MainActor
public protocol UILayoutSupport: NSObjectProtocol {
    /// How tall the band is, in points.
    var length: CGFloat { get }
    /// The band's top edge, for constraints.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The band's bottom edge, for constraints.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The band's height, for constraints.
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` (from the view's top down to its safe area) or `bottomLayoutGuide`
/// (from the safe area's bottom to the view's bottom): a system guide of the view, always current.
@MainActor
final class ViewControllerLayoutSupport: UILayoutGuide, UILayoutSupport {
    /// The guide along the top (`isTop`) or bottom edge of `view`.
    init(of view: UIView, isTop: Bool) {
        super.init(
            systemGuideOf: view, identifier: isTop ? "_UILayoutGuide-top" : "_UILayoutGuide-bottom"
        ) { view in
            let height = view.bounds.height
            let safe = view.safeAreaInsets
            return isTop
                ? UIEdgeInsets(top: 0, left: 0, bottom: max(height - safe.top, 0), right: 0)
                : UIEdgeInsets(top: max(height - safe.bottom, 0), left: 0, bottom: 0, right: 0)
        }
    }

    /// The band's height: the view's top (or bottom) safe-area inset.
    var length: CGFloat { layoutFrame.height }
}

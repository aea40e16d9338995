import Foundation

/// A view a collection view reuses (cells, headers, footers), as UIKit's `UICollectionReusableView`: the
/// collection view places it from layout attributes and, once it scrolls out of sight, keeps it for the next
/// element dequeued with the same reuse identifier (calling ``prepareForReuse()`` first).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier it was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// The collection view's reuse-pool key (kind and identifier).
    var reuseKey: String?

    /// The attributes last applied to it (so unchanged attributes are not applied again).
    var appliedAttributes: UICollectionViewLayoutAttributes?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view with a zero frame: what the collection view calls to make a registered class's views (it runs
    /// the class's own `init(frame:)`).
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Flipbook has no archives; see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called just before the view is handed out again by a dequeue call. Override to reset content; call
    /// `super`.
    open func prepareForReuse() {}

    /// Places the view as `layoutAttributes` say: centre, size, transform, alpha, hidden and stacking order.
    /// Override to read attributes of a custom subclass; call `super`.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        let resized = bounds.size != layoutAttributes.size
        bounds.size = layoutAttributes.size
        center = layoutAttributes.center
        transform3D = layoutAttributes.transform3D
        alpha = layoutAttributes.alpha
        isHidden = layoutAttributes.isHidden
        layer.zPosition = CGFloat(layoutAttributes.zIndex)
        // Subviews follow a size change in the same animation, as UIKit lays cells out inside its update block.
        if resized { layoutIfNeeded() }
    }

    /// The attributes the view would like, given the layout's proposal. A self-sizing layout (estimated sizes)
    /// asks, and uses the size returned. The default measures the view's content along the lengths the layout
    /// estimated, holding the others: Auto Layout constraints inside the view
    /// (``UIView/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``), or a
    /// cell's content configuration. With nothing to measure, or for a layout that does not self-size, it
    /// returns the proposal. Override to size the view yourself.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let axes = layoutAttributes.selfSizingAxes
        guard !axes.isEmpty, let size = measuredSize(fitting: layoutAttributes.size, axes: axes) else {
            return layoutAttributes
        }
        layoutAttributes.size = CGSize(
            width: axes.width ? size.width : layoutAttributes.size.width,
            height: axes.height ? size.height : layoutAttributes.size.height)
        return layoutAttributes
    }

    /// The size the content needs, close to `target` and holding the lengths `axes` does not measure; nil when
    /// there is nothing to measure. Cells measure their content view.
    func measuredSize(fitting target: CGSize, axes: SelfSizingAxes) -> CGSize? {
        guard hasConstraintsInSubtree else { return nil }
        return systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
            verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
    }

    /// Called before the view moves from one layout to another (`setCollectionViewLayout(_:animated:)`).
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called after the view moved from one layout to another.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}

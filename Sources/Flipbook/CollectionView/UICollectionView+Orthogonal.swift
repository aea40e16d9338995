import Foundation

/// A section that scrolls across its layout on its own: where its band lies in the collection view's content,
/// how far its groups reach, and how it settles after a drag.
struct OrthogonalBand {
    /// The band in the collection view's content coordinates.
    var frame: CGRect
    /// The scrollable content of the band (its groups, insets included).
    var contentSize: CGSize
    /// The groups' frames at scroll offset zero (content coordinates).
    var groupFrames: [CGRect]
    var behavior: CompositionalSpec.OrthogonalBehavior
    var leadingInset: CGFloat
    /// Whether the layout scrolls vertically (so the band scrolls horizontally).
    var vertical: Bool
}

extension UICollectionView {
    /// Makes one scroll view per section that scrolls across the layout (as UIKit does), sized to the band;
    /// removes those whose section no longer does.
    func arrangeOrthogonalScrollers() {
        let bands = storedLayout.orthogonalBands
        for section in orthogonalScrollers.keys.sorted() where bands[section] == nil {
            let scroller = orthogonalScrollers.removeValue(forKey: section)!
            for case let view as UICollectionReusableView in scroller.subviews { addContentSubview(view) }
            scroller.removeFromSuperview()
        }
        for section in bands.keys.sorted() {
            let band = bands[section]!
            let scroller =
                orthogonalScrollers[section]
                ?? {
                    let made = OrthogonalSectionScroller(collectionView: self)
                    orthogonalScrollers[section] = made
                    insertSubview(made, at: backgroundView == nil ? 0 : 1)
                    return made
                }()
            scroller.band = band
            if scroller.frame != band.frame { scroller.frame = band.frame }
            if scroller.contentSize != band.contentSize { scroller.contentSize = band.contentSize }
        }
    }
}

/// The scroll view holding the cells of one section that scrolls across its collection view's layout (UIKit's
/// embedded orthogonal scroller). Scrolling it lays the collection view out again; letting go of a drag
/// settles it as the section's ``UICollectionLayoutSectionOrthogonalScrollingBehavior`` says.
@MainActor
final class OrthogonalSectionScroller: UIScrollView, UIScrollViewDelegate {
    private weak var collectionView: UICollectionView?
    var band: OrthogonalBand?

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(frame: .zero)
        backgroundColor = nil
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    /// `attributes` (collection view content coordinates, already shifted by this scroller's offset) as
    /// attributes in this scroller's coordinates.
    func localAttributes(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let local = attributes.copy() as! UICollectionViewLayoutAttributes
        local.center = CGPoint(
            x: attributes.center.x - frame.minX + contentOffset.x, y: attributes.center.y - frame.minY + contentOffset.y
        )
        return local
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        collectionView?.setNeedsLayout()
    }

    /// The section's behaviour decides where the band rests (below), so the band does not glide on.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee = contentOffset
    }

    /// Settles where the section's behaviour says; the cells passed on the way stay while it slides.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        guard let band, let collectionView else { return }
        let along = band.vertical ? \CGPoint.x : \CGPoint.y
        let groups = band.groupFrames.map { band.vertical ? $0.minX...$0.maxX : $0.minY...$0.maxY }
        let viewport = band.vertical ? bounds.width : bounds.height
        let maximum = (band.vertical ? contentSize.width : contentSize.height) - viewport
        let rest = CompositionalScrolling.restingOffset(
            band.behavior, start: offsetAtDragStart[keyPath: along], proposed: contentOffset[keyPath: along],
            groups: groups, viewport: viewport, leadingInset: band.leadingInset, maximum: maximum)
        var target = contentOffset
        target[keyPath: along] = rest
        guard target != contentOffset else { return }
        let delta = abs(rest - contentOffset[keyPath: along])
        let visibleBand = frame.insetBy(dx: band.vertical ? -delta : 0, dy: band.vertical ? 0 : -delta)
        collectionView.extraPopulatedRect =
            collectionView.extraPopulatedRect.map { $0.union(visibleBand) } ?? visibleBand
        UIView.animate(
            withDuration: 0.3, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
            animations: { self.contentOffset = target },
            completion: { [weak collectionView] _ in
                collectionView?.extraPopulatedRect = nil
                collectionView?.setNeedsLayout()
            })
    }
}

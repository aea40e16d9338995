import Foundation

/// The page indicator UIKit draws under a horizontal scroll page view controller whose data source gives a
/// `presentationCount`: a row of dots at the bottom, the current page's darker.
extension UIPageViewController {
    /// Rebuilds the dots from the data source's count and the current index.
    func updateIndicator() {
        guard isViewLoaded else { return }
        let count =
            transitionStyle == .scroll && navigationOrientation == .horizontal
            ? max(dataSource?.presentationCount(for: self) ?? 0, 0) : 0
        UIView.performWithoutAnimation {
            for dot in indicator.subviews { dot.removeFromSuperview() }
            for index in 0..<min(count, 64) {
                let dot = UIView(
                    frame: CGRect(
                        x: CGFloat(index) * PageMetrics.dotPitch, y: 0, width: PageMetrics.dotSize,
                        height: PageMetrics.dotSize))
                dot.layer.cornerRadius = PageMetrics.dotSize / 2
                dot.backgroundColor = UIColor.black.withAlphaComponent(index == indicatorIndex ? 0.9 : 0.3)
                indicator.addSubview(dot)
            }
            indicator.isHidden = count == 0
        }
        layoutIndicator()
    }

    /// Centres the dots near the bottom edge.
    func layoutIndicator() {
        let count = CGFloat(indicator.subviews.count)
        let width = count > 0 ? (count - 1) * PageMetrics.dotPitch + PageMetrics.dotSize : 0
        UIView.performWithoutAnimation {
            indicator.frame = CGRect(
                x: (view.bounds.width - width) / 2,
                y: view.bounds.height - PageMetrics.dotBottomInset - PageMetrics.dotSize / 2,
                width: width, height: PageMetrics.dotSize)
        }
    }
}

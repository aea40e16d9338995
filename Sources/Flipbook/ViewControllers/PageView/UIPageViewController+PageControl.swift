import Foundation

/// The page control UIKit puts under a scroll page view controller whose data source implements both
/// `presentationCount(for:)` and `presentationIndex(for:)`: a `UIPageControl` in its default colours in a strip
/// along the bottom edge, the pages above it. The data source is asked when the pages are set (after
/// `viewControllers` changed, so an index read from it is the new page's); a finger's completed turn moves the
/// current dot on when the pages settle. A count of 0 or less shows no control.
extension UIPageViewController {
    /// The count and current page the data source gives, or nil when it leaves either method out, the style
    /// is not scroll, or there is no data source.
    func askPresentation() -> (count: Int, index: Int)? {
        guard transitionStyle == .scroll, let dataSource else { return nil }
        presentationMethodWasMissing = false
        defer { presentationMethodWasMissing = false }
        let count = dataSource.presentationCount(for: self)
        let index = dataSource.presentationIndex(for: self)
        return presentationMethodWasMissing ? nil : (count, index)
    }

    /// Asks the data source again and shows, updates or hides the page control.
    func refreshPageControl() {
        guard isViewLoaded, !pages.isEmpty else { return }
        let presentation = askPresentation()
        let count = presentation.map { max($0.count, 0) } ?? 0
        UIView.performWithoutAnimation {
            pageControl.numberOfPages = count
            pageControl.currentPage = presentation?.index ?? 0
        }
        let shows = count > 0
        pageControl.isHidden = !shows
        guard shows != showsPageControl else { return }
        showsPageControl = shows
        UIView.performWithoutAnimation { layoutPageArea() }
    }

    /// Moves the current dot one page on (or back) after a finger's turn settled on the next page.
    func advancePageControl(forward: Bool) {
        guard showsPageControl else { return }
        UIView.performWithoutAnimation { pageControl.currentPage += forward ? 1 : -1 }
    }

    /// The pages fill the view, less the page control's strip at the bottom when it shows.
    func layoutPageArea() {
        let bounds = view.bounds
        let strip = showsPageControl ? PageMetrics.pageControlHeight : 0
        pageHost.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - strip, 0))
        pageControl.frame = CGRect(x: 0, y: bounds.height - strip, width: bounds.width, height: strip)
    }
}

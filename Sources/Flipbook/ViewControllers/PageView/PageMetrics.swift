import Foundation

/// The figures of `UIPageViewController` that Apple does not publish, in one place. "Estimate" marks a
/// figure chosen to look like iOS rather than taken from a published source.
enum PageMetrics {
    /// Seconds a scroll page takes to settle after the finger lifts, and an animated
    /// `setViewControllers`' slide: a paging scroll view settles in about a third of a second. Estimate.
    static let scrollSettleDuration: TimeInterval = 0.35
    /// Seconds of an animated page curl (`setViewControllers(_:direction:animated:completion:)`) and of a
    /// released curl's full travel. Estimate.
    static let curlDuration: TimeInterval = 0.6
    /// A released turn completes when the finger moved faster than this (points per second) in its
    /// direction, even when the page moved less than half its width. Estimate.
    static let completionVelocity: CGFloat = 300
    /// The height of the strip along the bottom that the page control takes from the pages: a
    /// `UIPageControl`'s own height since iOS 14 (its `size(forNumberOfPages:)`), with the dots centred in it.
    /// Estimate: Apple does not publish where the page view controller puts its page control.
    static let pageControlHeight: CGFloat = 26
}

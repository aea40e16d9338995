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
    /// The page indicator's dots: 7 points wide, 16 points apart centre to centre, 26 points above the
    /// bottom edge; the current one black at 90 %, the others at 30 % (UIPageControl's default look,
    /// estimate).
    static let dotSize: CGFloat = 7
    /// Points between the centres of neighbouring dots.
    static let dotPitch: CGFloat = 16
    /// Points between the bottom edge and the dots' centres.
    static let dotBottomInset: CGFloat = 26
}

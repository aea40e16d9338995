import Foundation

/// Every figure of iOS 18's zoom transition that Apple does not publish, in one place so that a better
/// measurement can correct it. "Estimate" marks a figure chosen to look like iOS rather than taken from a
/// published source.
enum ZoomMetrics {
    /// Seconds of the zoom's spring: UIKit's default spring since iOS 17,
    /// `UIView.animate(springDuration: 0.5, bounce: 0)` (the documented defaults of that API), which is what
    /// the system transitions of iOS 17–18 use.
    static let duration: TimeInterval = 0.5
    /// The spring's damping ratio: `bounce: 0`, critically damped.
    static let springDamping: CGFloat = 1

    /// The corner radius the zoomed view has while in flight, points: the display corner radius of the
    /// iPhone 15 (55 points, as read from `_displayCornerRadius` and published by, for example,
    /// github.com/kylebshr/ScreenCorners), so the flying view has the screen's shape when it lands.
    static let flightCornerRadius: CGFloat = 55

    /// Opacity of the black dimming over the source screen when the zoomed view covers it and no
    /// `dimmingColor` is set. Estimate (the same figure as the sheets' dimming).
    static let dimmingAlpha: CGFloat = 0.2

    /// How far the interactive dismissal shrinks the view per point dragged down, as a share of the
    /// view's height: dragged its whole height down, the view would be this much smaller. Estimate.
    static let interactiveShrink: CGFloat = 0.6
    /// The smallest scale a finger shrinks the view to. Estimate.
    static let minimumInteractiveScale: CGFloat = 0.4
    /// A released drag dismisses when it went down more than this share of the view's height. Estimate.
    static let dismissFraction: CGFloat = 0.15
    /// ... or when the finger moved down faster than this, points per second. Estimate.
    static let dismissVelocity: CGFloat = 500
    /// Seconds of the spring that carries a released view into its source or back. Estimate.
    static let releaseDuration: TimeInterval = 0.45

    /// A released pinch dismisses when the fingers ended closer than this share of their starting distance.
    /// Estimate, in line with `dismissFraction`: a small, slow pinch springs back.
    static let pinchDismissScale: CGFloat = 0.8
    /// ... or when they were closing faster than this, scale per second (opening that fast keeps it). Estimate.
    static let pinchDismissVelocity: CGFloat = 1
}

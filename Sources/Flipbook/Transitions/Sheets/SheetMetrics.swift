import Foundation

/// Every figure of UIKit's page and form sheets that Apple does not publish, kept in one place so that a
/// better measurement can correct it. Each says where it comes from; "estimate" marks a figure read off
/// screen recordings of iOS 13–18 on iPhone rather than taken from a published source.
enum SheetMetrics {
    /// Points between the top safe-area inset (the status bar) and the top edge of a sheet in portrait:
    /// on an iPhone X class device the sheet starts at y = 44 + 10. Estimate (iOS 13–18 recordings; the
    /// 10-point strip of the presenter's card above the sheet is also what SPStorkController and other
    /// published iOS 13 replicas draw, github.com/ivanvorobei/SPStorkController).
    static let sheetTopGap: CGFloat = 10

    /// The sheet's and the presenter card's corner radius, points: 10 in iOS 13–18 (`preferredCornerRadius`
    /// nil). SPStorkController's `cornerRadius` default and the value most published measurements give.
    static let cornerRadius: CGFloat = 10

    /// Points the presenter's card is narrower than the screen on each side once it has shrunk back.
    /// Estimate: a scale of about 0.92 on 375–430 point wide iPhones.
    static let presenterSideInset: CGFloat = 16

    /// The card's top edge sits at the top safe-area inset (just below the status bar), so
    /// `sheetTopGap` points of it show above the sheet. Estimate (iOS 13–18 recordings).
    static let presenterTopGap: CGFloat = 0

    /// Opacity of the black dimming view between the presenter and the sheet. Estimate: UIKit's sheet
    /// dimming reads as black at 0.2–0.4 in light mode; 0.2 is taken.
    static let dimmingAlpha: CGFloat = 0.2

    /// Seconds the presentation and the dismissal take, and the spring's damping ratio: a critically
    /// damped spring (no overshoot) that settles in about half a second, as UIKit's modal transitions
    /// since iOS 7 (the system curve is a `CASpringAnimation` of mass 3, stiffness 1000, damping 500,
    /// reported by many who inspected it, whose visible motion ends after ~0.5 s).
    static let transitionDuration: TimeInterval = 0.5
    /// The damping ratio of the presentation and dismissal spring (1: no overshoot).
    static let springDamping: CGFloat = 1

    /// Seconds of the spring that carries a released sheet to its end (dismissed or back in place).
    /// Estimate.
    static let releaseDuration: TimeInterval = 0.4

    /// UIScrollView's rubber-band constant c in `(1 − 1 / (x·c / d + 1)) · d` (x: distance pulled, d: the
    /// dimension): 0.55, published by Grant Paul (twitter.com/chpwn/status/285540192096497664) and used
    /// by every UIScrollView reimplementation since.
    static let rubberBandConstant: CGFloat = 0.55

    /// UIScrollView's normal deceleration rate per millisecond (`UIScrollView.DecelerationRate.normal`,
    /// public), with which a release velocity is projected to where the sheet would come to rest
    /// (WWDC 2018, "Designing Fluid Interfaces": distance = v / 1000 · r / (1 − r)).
    static let decelerationRate: CGFloat = 0.998

    /// A released sheet is dismissed when its projected resting offset passes this fraction of its height.
    /// Estimate.
    static let dismissFraction: CGFloat = 0.5

    /// The medium detent's share of the largest detent's value: Apple documents it as "approximately half
    /// the height of the screen" (`UISheetPresentationController.Detent.medium()`).
    static let mediumDetentFraction: CGFloat = 0.5

    /// The grabber (`prefersGrabberVisible`): a 36 × 5 point pill, 5 points below the sheet's top edge, grey
    /// at 30 % (iOS's tertiary label colour). Estimate (iOS 15–18 screenshots).
    static let grabberSize = CGSize(width: 36, height: 5)
    /// Points between the sheet's top edge and the grabber.
    static let grabberTopInset: CGFloat = 5
    /// The grabber's colour: (60, 60, 67) at 30 % opacity.
    static let grabberColor = (red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)

    /// Points between the top of the screen (landscape iPhones have no status bar) and an edge-attached
    /// sheet's top edge in compact height (`prefersEdgeAttachedInCompactHeight`). Estimate, the portrait gap:
    /// Apple only documents that the sheet "attaches to the screen on its bottom edge".
    static let edgeAttachedTopGap: CGFloat = 10
}

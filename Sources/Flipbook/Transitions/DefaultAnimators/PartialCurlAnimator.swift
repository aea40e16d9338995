import Foundation

/// `UIModalTransitionStyle.partialCurl`. UIKit curls the presenter's view up like a page; drawing that
/// needs the page-curl mesh of the CATransition work, which this branch does not have yet. Until then the
/// transition reports `TransitionError.unsupportedTransitionStyle` and runs as `.coverVertical`.
@MainActor
final class PartialCurlAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let fallback: CoverVerticalAnimator

    init(presenting: Bool) {
        fallback = CoverVerticalAnimator(presenting: presenting)
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        fallback.transitionDuration(using: transitionContext)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        TransitionDiagnostics.shared.report(.unsupportedTransitionStyle(
            "UIModalTransitionStyle.partialCurl is not drawn yet (it needs the page-curl mesh); .coverVertical was used"))
        fallback.animateTransition(using: transitionContext)
    }
}

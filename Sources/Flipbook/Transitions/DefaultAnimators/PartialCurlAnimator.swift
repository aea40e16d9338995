import Foundation

/// `UIModalTransitionStyle.partialCurl`, drawn with Core Animation's page curl (`CATransition` of type
/// `pageCurl` from the bottom): the presenter's page curls up from the bottom-right corner and stays
/// curled `PartialCurlAnimator.curlAmount` of the way, uncovering the presented view underneath; the
/// dismissal uncurls it back down (`pageUnCurl`). 0.75 s each, ease-in-out.
///
/// The curl lives on the presentation's container layer while the presentation lasts (a transition with
/// `fillMode = .forwards` that is not removed on completion), showing frozen renderings of the two views,
/// as UIKit shows the curled page until the dismissal.
@MainActor
final class PartialCurlAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How far the page curls (the transition's progress at rest), 0…1.
    static let curlAmount: Float = 0.6
    /// The key of the resting curl on the container layer.
    static let curlKey = "UIModalTransitionStyle.partialCurl"

    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.75 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let curl = CATransition()
        curl.subtype = .fromBottom
        curl.duration = transitionDuration(using: transitionContext)
        curl.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        let relay = CurlCompletion { finished in
            guard finished else { return }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        curl.delegate = relay
        if presenting {
            guard let fromVC = transitionContext.viewController(forKey: .from),
                let toView = ModalTransitionAnimators.install(transitionContext, toViewAtFront: true)
            else {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                return
            }
            // The old rendering is the presenter's page, which lives outside the container: show a copy.
            toView.isHidden = true
            let page = fromVC.view.snapshotView(afterScreenUpdates: true) ?? UIView()
            page.frame = transitionContext.initialFrame(for: fromVC)
            container.addSubview(page)
            curl.type = .pageCurl
            curl.endProgress = Self.curlAmount
            curl.fillMode = .forwards
            curl.isRemovedOnCompletion = false
            container.layer.add(curl, forKey: Self.curlKey)
            page.removeFromSuperview()
            toView.isHidden = false
        } else {
            container.layer.removeAnimation(forKey: Self.curlKey)
            curl.type = .pageUnCurl
            curl.startProgress = 1 - Self.curlAmount
            container.layer.add(curl, forKey: nil)
            _ = ModalTransitionAnimators.install(transitionContext, toViewAtFront: true)
        }
    }
}

/// Forwards a transition's stop to a closure.
@MainActor
private final class CurlCompletion: CAAnimationDelegate {
    private let stopped: (Bool) -> Void

    init(_ stopped: @escaping (Bool) -> Void) {
        self.stopped = stopped
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped(flag)
    }
}

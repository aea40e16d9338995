import Foundation

/// UIKit's own popover animation: the popover (content, bubble and shadow) fades in where it stands, and
/// fades out on dismissal, over `PopoverMetrics.fadeDuration` on the ease-in-out curve.
@MainActor
final class PopoverTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool
    private weak var popover: UIPopoverPresentationController?

    init(presenting: Bool, popover: UIPopoverPresentationController) {
        self.presenting = presenting
        self.popover = popover
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        PopoverMetrics.fadeDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let views: [UIView]
        let chrome = popover?.chrome
        if presenting {
            let content = ModalTransitionAnimators.install(transitionContext, toViewAtFront: true)
            views = [content, chrome].compactMap { $0 }
            UIView.performWithoutAnimation { for view in views { view.alpha = 0 } }
        } else {
            views = [transitionContext.view(forKey: .from), chrome].compactMap { $0 }
        }
        let target: CGFloat = presenting ? 1 : 0
        UIView.animate(
            withDuration: PopoverMetrics.fadeDuration, delay: 0, options: [.curveEaseInOut],
            animations: { for view in views { view.alpha = target } },
            completion: { _ in
                if !self.presenting { UIView.performWithoutAnimation { for view in views { view.alpha = 1 } } }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

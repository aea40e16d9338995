import Foundation

/// UIKit's own sheet animation: the sheet rises from below the screen on a critically damped spring while
/// the presenter shrinks back and the dimming fades in; the dismissal plays it the other way.
@MainActor
final class SheetTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        SheetMetrics.transitionDuration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let sheetKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        let controller =
            transitionContext.viewController(forKey: sheetKey)?.ownPresentationController
            as? UISheetPresentationController
        let sheetView: UIView?
        let target: CGRect
        if presenting {
            sheetView = ModalTransitionAnimators.install(transitionContext, toViewAtFront: true)
            target = sheetView?.frame ?? .zero
            sheetView.map { view in
                UIView.performWithoutAnimation {
                    view.frame = target.offsetBy(dx: 0, dy: container.bounds.maxY - target.minY)
                }
            }
        } else {
            sheetView = transitionContext.view(forKey: .from)
            let frame = sheetView?.frame ?? .zero
            target = frame.offsetBy(dx: 0, dy: container.bounds.maxY - frame.minY)
        }
        UIView.animate(
            withDuration: SheetMetrics.transitionDuration, delay: 0, usingSpringWithDamping: SheetMetrics.springDamping,
            initialSpringVelocity: 0, options: [],
            animations: {
                sheetView?.frame = target
                if self.presenting {
                    controller?.applyChrome(atTop: target.minY)
                } else {
                    controller?.applyChrome(card: 0, dim: 0)
                }
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

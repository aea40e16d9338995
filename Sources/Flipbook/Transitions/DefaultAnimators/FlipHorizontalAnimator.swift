import Foundation

/// `UIModalTransitionStyle.flipHorizontal`: the from view turns a quarter around the vertical axis (in
/// perspective) until it is edge-on, then the to view turns in from the other quarter, as if they were the
/// two sides of a card. 0.75 s: ease-in for the first half, ease-out for the second. Dismissal turns the
/// other way.
@MainActor
final class FlipHorizontalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.75 }

    /// A rotation by `angle` about the vertical axis, seen from `distance` points away.
    static func turn(_ angle: CGFloat, distance: CGFloat) -> CATransform3D {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / max(distance, 1)
        return CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 1, 0), perspective)
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let half = transitionDuration(using: transitionContext) / 2
        let container = transitionContext.containerView
        let distance = 2.5 * container.bounds.width
        let direction: CGFloat = presenting ? 1 : -1
        let fromView = transitionContext.view(forKey: .from)
        let toView = ModalTransitionAnimators.install(transitionContext, toViewAtFront: presenting)
        toView?.layer.transform = Self.turn(-direction * .pi / 2, distance: distance)
        let finish = {
            UIView.performWithoutAnimation {
                fromView?.layer.transform = CATransform3DIdentity
                toView?.layer.transform = CATransform3DIdentity
            }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        UIView.animate(
            withDuration: half, delay: 0, options: [.curveEaseIn],
            animations: {
                fromView?.layer.transform = Self.turn(direction * .pi / 2, distance: distance)
            },
            completion: { _ in
                UIView.animate(
                    withDuration: half, delay: 0, options: [.curveEaseOut],
                    animations: {
                        toView?.layer.transform = CATransform3DIdentity
                    }, completion: { _ in finish() })
            })
    }
}

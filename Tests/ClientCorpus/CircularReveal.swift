import Flipbook

/// A circular ("bubble") reveal in the style of the popular reveal libraries and tutorials: the presented
/// screen shows through a `CAShapeLayer` mask whose circular `path` grows from the tapped button's centre
/// with `CABasicAnimation(keyPath: "path")`. Presenting finishes in the animation delegate's
/// `animationDidStop(_:finished:)` (the animator keeps a weak reference to the context); dismissing shrinks
/// the circle back and finishes in a `CATransaction` completion block, the other common pattern.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private let presenting: Bool
    private let button: UIView
    private weak var transitionContext: UIViewControllerContextTransitioning?

    init(presenting: Bool, from button: UIView) {
        self.presenting = presenting
        self.button = button
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        self.transitionContext = transitionContext
        let containerView = transitionContext.containerView
        guard let revealedController = transitionContext.viewController(forKey: presenting ? .to : .from),
            let revealedView = revealedController.view
        else {
            transitionContext.completeTransition(false)
            return
        }
        if presenting {
            revealedView.frame = transitionContext.finalFrame(for: revealedController)
            containerView.addSubview(revealedView)
        }

        let buttonFrame = containerView.convert(button.bounds, from: button)
        let small = UIBezierPath(ovalIn: buttonFrame)
        let radius = farthestCornerDistance(from: CGPoint(x: buttonFrame.midX, y: buttonFrame.midY), in: revealedView)
        let large = UIBezierPath(ovalIn: buttonFrame.insetBy(dx: -radius, dy: -radius))

        let maskLayer = CAShapeLayer()
        maskLayer.path = (presenting ? large : small).cgPath
        revealedView.layer.mask = maskLayer

        let maskAnimation = CABasicAnimation(keyPath: "path")
        maskAnimation.fromValue = (presenting ? small : large).cgPath
        maskAnimation.toValue = (presenting ? large : small).cgPath
        maskAnimation.duration = transitionDuration(using: transitionContext)
        maskAnimation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        if presenting {
            maskAnimation.delegate = self
            maskLayer.add(maskAnimation, forKey: "path")
        } else {
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                revealedView.layer.mask = nil
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
            maskLayer.add(maskAnimation, forKey: "path")
            CATransaction.commit()
        }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let transitionContext = transitionContext else { return }
        transitionContext.viewController(forKey: .to)?.view.layer.mask = nil
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }

    /// The distance from `point` (in the view's superview) to the view's farthest corner: the radius that
    /// covers the whole view.
    private func farthestCornerDistance(from point: CGPoint, in view: UIView) -> CGFloat {
        let frame = view.frame
        let corners = [
            CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
            CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY),
        ]
        return corners.map { sqrt(pow($0.x - point.x, 2) + pow($0.y - point.y, 2)) }.max() ?? 0
    }
}

/// Hands out the reveal for a screen presented from a round button.
final class CircularRevealTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    private let button: UIView

    init(button: UIView) {
        self.button = button
        super.init()
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(presenting: true, from: button)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(presenting: false, from: button)
    }
}

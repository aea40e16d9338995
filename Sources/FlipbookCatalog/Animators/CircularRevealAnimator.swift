import Flipbook
import FlipbookScenes

/// A circular reveal: the presented screen appears inside a circle that grows from the tapped button
/// (view `button` of the presenting screen; the screen's centre when there is none) until it covers
/// the screen; dismissal shrinks it back. The circle is a `CAShapeLayer` mask whose `path` animates.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval

    init(presenting: Bool, duration: TimeInterval = 0.5) {
        self.presenting = presenting
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let revealed = transitionContext.viewController(forKey: key), let view = revealed.view else {
            transitionContext.completeTransition(true)
            return
        }
        if presenting {
            view.frame = transitionContext.finalFrame(for: revealed)
            container.addSubview(view)
        }
        let other = transitionContext.viewController(forKey: presenting ? .from : .to)
        let origin: CGPoint
        if let button = (other as? SceneViewController)?.sceneView("button") {
            origin = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: view)
        } else {
            origin = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        }
        // The smallest circle around the origin that covers the whole screen.
        let b = view.bounds
        let reach =
            [
                CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY),
                CGPoint(x: b.maxX, y: b.maxY),
            ]
            .map { hypot($0.x - origin.x, $0.y - origin.y) }.max() ?? 0
        let small = UIBezierPath(ovalIn: CGRect(x: origin.x - 22, y: origin.y - 22, width: 44, height: 44)).cgPath
        let large = UIBezierPath(
            ovalIn: CGRect(x: origin.x - reach, y: origin.y - reach, width: 2 * reach, height: 2 * reach)
        ).cgPath

        let mask = CAShapeLayer()
        mask.frame = view.bounds
        mask.path = presenting ? large : small
        view.layer.mask = mask

        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = presenting ? small : large
        animation.toValue = presenting ? large : small
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            view.layer.mask = nil
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        mask.add(animation, forKey: "reveal")
        CATransaction.commit()
    }
}

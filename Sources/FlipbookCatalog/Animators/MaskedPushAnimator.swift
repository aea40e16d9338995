import Flipbook

/// Seed 004's push: the new screen slides in from the right while the old one slides half as far left,
/// masked by a white view that shrinks to half its width so the covered part is clipped away. Ease-out;
/// the seed's "super slow for debugging" 1 s.
final class MaskedPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval

    init(duration: TimeInterval = 1) {
        self.duration = duration
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
            let toViewController = transitionContext.viewController(forKey: .to)
        else { return }
        let containerView = transitionContext.containerView
        containerView.addSubview(toView)
        toView.frame = transitionContext.finalFrame(for: toViewController)
        let containerBounds = containerView.bounds
        toView.center = CGPoint(x: containerBounds.midX, y: containerBounds.midY)
        toView.transform = CGAffineTransform(translationX: containerBounds.width, y: 0)
        let fromTransform = CGAffineTransform(translationX: -0.5 * containerBounds.width, y: 0)
        let maskView = UIView(frame: CGRect(origin: .zero, size: fromView.frame.size))
        maskView.backgroundColor = .white
        fromView.mask = maskView
        let maskViewNewFrame = CGRect(
            origin: .zero, size: CGSize(width: 0.5 * fromView.frame.width, height: fromView.frame.height))
        UIView.animate(
            withDuration: duration, delay: 0, options: [.curveEaseOut],
            animations: {
                fromView.transform = fromTransform
                toView.transform = .identity
                maskView.frame = maskViewNewFrame
            },
            completion: { _ in
                fromView.mask = nil
                fromView.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

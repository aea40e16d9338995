import Flipbook

/// A push where a thumbnail zooms into the detail screen's header, in the style of photo-browser and "hero"
/// libraries: a snapshot of the thumbnail flies (on a spring) to where the header will be while the detail
/// screen fades in; the real thumbnail is hidden meanwhile.
final class ZoomPushAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private let thumbnail: UIView
    private let headerHeight: CGFloat

    init(thumbnail: UIView, headerHeight: CGFloat) {
        self.thumbnail = thumbnail
        self.headerHeight = headerHeight
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.4
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toController = transitionContext.viewController(forKey: .to),
            let toView = transitionContext.view(forKey: .to),
            let flyer = thumbnail.snapshotView(afterScreenUpdates: false)
        else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toController)
        toView.alpha = 0
        containerView.addSubview(toView)
        flyer.frame = containerView.convert(thumbnail.bounds, from: thumbnail)
        containerView.addSubview(flyer)
        thumbnail.isHidden = true

        let header = CGRect(x: 0, y: toView.frame.minY, width: containerView.bounds.width, height: headerHeight)
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, usingSpringWithDamping: 0.8,
            initialSpringVelocity: 0, options: [],
            animations: {
                flyer.frame = header
                toView.alpha = 1
            },
            completion: { _ in
                self.thumbnail.isHidden = false
                flyer.removeFromSuperview()
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Hands out the zoom for pushes from a grid screen.
final class ZoomNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var thumbnail: UIView?

    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        guard operation == .push, let thumbnail = thumbnail else { return nil }
        return ZoomPushAnimator(thumbnail: thumbnail, headerHeight: 120)
    }
}

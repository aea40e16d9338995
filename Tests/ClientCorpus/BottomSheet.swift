import Flipbook

/// A half-height sheet presented over a dimmed screen, in the style of bottom-sheet libraries: a
/// presentation controller that owns the dimming view and the sheet's frame, a slide-up animator, and a
/// pan on the sheet that drags it down to dismiss (finishing past a third of the way or on a fast flick).
final class BottomSheetPresentationController: UIPresentationController {
    var sheetHeight: CGFloat = 300

    convenience init(presentedViewController: UIViewController, presenting: UIViewController?, sheetHeight: CGFloat) {
        self.init(presentedViewController: presentedViewController, presenting: presenting)
        self.sheetHeight = sheetHeight
    }

    private let dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.45)
        view.alpha = 0
        view.accessibilityIdentifier = "dimming"
        return view
    }()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView = containerView else { return .zero }
        let height = min(sheetHeight + containerView.safeAreaInsets.bottom, containerView.bounds.height)
        return CGRect(x: 0, y: containerView.bounds.height - height, width: containerView.bounds.width, height: height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let containerView = containerView else { return }
        dimmingView.frame = containerView.bounds
        containerView.insertSubview(dimmingView, at: 0)
        presentedView?.layer.cornerRadius = 16
        presentedView?.clipsToBounds = true
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 0
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            dimmingView.removeFromSuperview()
        } else {
            dimmingView.alpha = 1
        }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        dimmingView.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(
            alongsideTransition: { _ in
                self.dimmingView.frame = CGRect(origin: .zero, size: size)
            }, completion: nil)
    }
}

/// Slides the sheet up from below the screen (presenting) or back down (dismissing).
final class BottomSheetAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let containerView = transitionContext.containerView
        let shownFrame = isPresenting ? transitionContext.finalFrame(for: controller) : controller.view.frame
        var hiddenFrame = shownFrame
        hiddenFrame.origin.y = containerView.bounds.height
        if isPresenting {
            containerView.addSubview(controller.view)
            controller.view.frame = hiddenFrame
        }
        let duration = transitionDuration(using: transitionContext)
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseOut
        UIView.animate(
            withDuration: duration, delay: 0, options: options,
            animations: {
                controller.view.frame = self.isPresenting ? shownFrame : hiddenFrame
            },
            completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Drags the presented sheet down: a pan on the sheet drives a percent-driven dismissal.
final class SheetDismissInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isInteracting = false
    private weak var presentedController: UIViewController?

    init(presentedController: UIViewController) {
        self.presentedController = presentedController
        super.init()
        let pan = UIPanGestureRecognizer(target: self, action: Self.handlePan)
        presentedController.view.addGestureRecognizer(pan)
    }

    private func handlePan(_ gesture: UIPanGestureRecognizer) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view)
        let progress = max(0, min(1, translation.y / max(view.bounds.height, 1)))
        switch gesture.state {
        case .began:
            isInteracting = true
            presentedController?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isInteracting = false
            if progress > 0.33 || gesture.velocity(in: view).y > 1000 { finish() } else { cancel() }
        case .cancelled, .failed:
            isInteracting = false
            cancel()
        default:
            break
        }
    }
}

/// The transitioning delegate that ties the sheet together.
final class BottomSheetTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var sheetHeight: CGFloat = 300
    var dismissInteraction: SheetDismissInteraction?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        BottomSheetPresentationController(
            presentedViewController: presented, presenting: presenting, sheetHeight: sheetHeight)
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        BottomSheetAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        guard let interaction = dismissInteraction, interaction.isInteracting else { return nil }
        return interaction
    }
}

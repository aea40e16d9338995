import Flipbook

/// A presentation controller that logs its callbacks, insets the presented view and dims the background.
@MainActor
final class LoggedPresentationController: UIPresentationController {
    let log: CallLog
    let dimming = UIView()

    init(presented: UIViewController, presenting: UIViewController?, log: CallLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        (containerView?.bounds ?? .zero).insetBy(dx: 10, dy: 20)
    }

    override func presentationTransitionWillBegin() {
        log.add("pc.presentationTransitionWillBegin")
        dimming.frame = containerView!.bounds
        dimming.backgroundColor = .black
        dimming.alpha = 0
        containerView!.addSubview(dimming)
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimming.alpha = 0.5
            }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log.add("pc.presentationTransitionDidEnd(\(completed))")
    }

    override func dismissalTransitionWillBegin() {
        log.add("pc.dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(
            alongsideTransition: { _ in
                self.dimming.alpha = 0
            }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.add("pc.dismissalTransitionDidEnd(\(completed))")
    }

    override func containerViewWillLayoutSubviews() { log.add("pc.containerViewWillLayoutSubviews") }
    override func containerViewDidLayoutSubviews() { log.add("pc.containerViewDidLayoutSubviews") }
}

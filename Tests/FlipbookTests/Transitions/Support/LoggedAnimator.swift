import Flipbook

/// An animator that logs the engine's calls and slides the to view in from the right (or the from view
/// out to the right when `dismissing`), completing with `!transitionWasCancelled`.
@MainActor
final class LoggedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Misbehaviour { case none, neverCompletes, completesTwice }

    let log: CallLog
    let duration: TimeInterval
    let dismissing: Bool
    let misbehaviour: Misbehaviour
    /// The context of the last `animateTransition(using:)`.
    private(set) var lastContext: UIViewControllerContextTransitioning?

    init(log: CallLog, duration: TimeInterval = 0.5, dismissing: Bool = false, misbehaviour: Misbehaviour = .none) {
        self.log = log
        self.duration = duration
        self.dismissing = dismissing
        self.misbehaviour = misbehaviour
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        log.add("animator.transitionDuration")
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log.add("animator.animateTransition")
        lastContext = transitionContext
        let container = transitionContext.containerView
        let width = container.bounds.width
        if misbehaviour == .neverCompletes { return }
        if dismissing {
            if let toView = transitionContext.view(forKey: .to) { container.insertSubview(toView, at: 0) }
            guard let fromView = transitionContext.view(forKey: .from) else { return }
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveLinear],
                animations: {
                    fromView.frame.origin.x = width
                },
                completion: { finished in
                    self.log.add("animator.completion(finished: \(finished))")
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
        } else {
            guard let toView = transitionContext.view(forKey: .to),
                let toVC = transitionContext.viewController(forKey: .to)
            else { return }
            container.addSubview(toView)
            let final = transitionContext.finalFrame(for: toVC)
            toView.frame = final.offsetBy(dx: width, dy: 0)
            UIView.animate(
                withDuration: duration, delay: 0, options: [.curveLinear],
                animations: {
                    toView.frame = final
                },
                completion: { finished in
                    self.log.add("animator.completion(finished: \(finished))")
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                    if self.misbehaviour == .completesTwice { transitionContext.completeTransition(true) }
                })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) {
        log.add("animator.animationEnded(\(transitionCompleted))")
    }
}

/// A transitioning delegate that logs the engine's questions and answers with the given objects.
@MainActor
final class LoggedTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallLog
    var presentAnimator: UIViewControllerAnimatedTransitioning?
    var dismissAnimator: UIViewControllerAnimatedTransitioning?
    var presentInteraction: UIViewControllerInteractiveTransitioning?
    var dismissInteraction: UIViewControllerInteractiveTransitioning?
    var makePresentationController: ((UIViewController, UIViewController?) -> UIPresentationController?)?

    init(log: CallLog) { self.log = log }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.add("delegate.animationController(forPresented:)")
        return presentAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        log.add("delegate.animationController(forDismissed:)")
        return dismissAnimator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        log.add("delegate.interactionControllerForPresentation")
        return presentInteraction
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        log.add("delegate.interactionControllerForDismissal")
        return dismissInteraction
    }

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
    ) -> UIPresentationController? {
        log.add("delegate.presentationController")
        return makePresentationController?(presented, presenting)
    }
}

import Foundation

/// The context object handed to animators and interaction controllers (UIKit's private
/// `_UIViewControllerTransitionContext`). It answers from the transition's fixed `TransitionSetup` and
/// forwards progress reports and `completeTransition(_:)` to the `TransitionDriver` that runs it.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    /// Who takes part and where.
    let setup: TransitionSetup
    /// The driver running this transition; cleared when the transition ends.
    weak var driver: TransitionDriver?
    /// The animator (the percent-driven interaction controller runs it itself), until the transition ends
    /// or is abandoned: then the context lets go of it, as UIKit's does, so that an animator keeping the
    /// context (as interactive and physics-driven ones do, to complete it later) does not keep itself, the
    /// context, its views and its view controllers alive in a cycle.
    private(set) var animator: UIViewControllerAnimatedTransitioning?
    /// The animator's name, for reports after it was let go of.
    let animatorName: String
    /// The percent-driven interaction controller's layer scrubber, when one drives this transition.
    weak var scrubber: LayerScrubber?
    /// The animator's interruptible animator, when a percent-driven interaction controller drives it (the
    /// coordinator's alongside animations join it).
    weak var interruptibleAnimator: UIViewImplicitlyAnimating?

    /// `isInteractive`.
    private(set) var isInteractive = false
    /// `transitionWasCancelled`.
    private(set) var transitionWasCancelled = false
    /// The progress last reported through `updateInteractiveTransition(_:)` (0…1).
    private(set) var percentComplete: CGFloat = 0

    /// The transition ended or was abandoned: lets go of the animator (see ``animator``).
    func releaseAnimator() {
        animator = nil
    }

    init(setup: TransitionSetup, animator: UIViewControllerAnimatedTransitioning) {
        self.setup = setup
        self.animator = animator
        animatorName = TransitionContext.name(of: animator)
        super.init()
    }

    var containerView: UIView { setup.containerView }
    var isAnimated: Bool { setup.isAnimated }
    var presentationStyle: UIModalPresentationStyle { setup.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    /// Marks the transition interactive (or not) when it starts.
    func beginInteraction(_ interactive: Bool) { isInteractive = interactive }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else {
            TransitionDiagnostics.shared.report(
                .interactionMisuse("updateInteractiveTransition(\(percentComplete)) is not a finite number"))
            return
        }
        self.percentComplete = min(max(percentComplete, 0), 1)
        driver?.interactionDidUpdate()
    }

    func finishInteractiveTransition() {
        transitionWasCancelled = false
        endInteraction()
    }

    func cancelInteractiveTransition() {
        transitionWasCancelled = true
        endInteraction()
    }

    func pauseInteractiveTransition() {
        guard !isInteractive, let driver, !driver.hasEnded else { return }
        isInteractive = true
        driver.interactionDidChange()
    }

    func completeTransition(_ didComplete: Bool) {
        guard let driver else {
            if !isForcedEnd {
                TransitionDiagnostics.shared.report(.completedTwice(animator: animatorName))
            }
            return
        }
        driver.complete(didComplete)
    }

    /// Set when the watchdog ended the transition, so a late `completeTransition(_:)` is not reported twice.
    var isForcedEnd = false

    /// Marks the transition cancelled without telling anyone (the watchdog ends it right after).
    func markCancelled() {
        transitionWasCancelled = true
        isInteractive = false
    }

    /// Records the percentage the percent-driven completion phase reached (no validation).
    func setPercentComplete(_ value: CGFloat) { percentComplete = value }

    private func endInteraction() {
        let wasInteractive = isInteractive
        isInteractive = false
        if wasInteractive, let driver, !driver.hasEnded { driver.interactionDidChange() }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return setup.fromViewController
        case .to: return setup.toViewController
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return setup.fromView
        case .to: return setup.toView
        default: return nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        if vc === setup.fromViewController { return setup.fromInitialFrame }
        if vc === setup.toViewController { return setup.toInitialFrame }
        return .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === setup.toViewController { return setup.toFinalFrame }
        if vc === setup.fromViewController { return setup.fromFinalFrame }
        return .zero
    }

    /// A type name for messages: the dynamic type of `object`, without the module prefix.
    static func name(of object: AnyObject) -> String { String(describing: type(of: object)) }
}

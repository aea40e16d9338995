import Foundation

/// The transition coordinator of a running transition (UIKit's private `_UIViewControllerTransitionCoordinator`).
///
/// Alongside animations registered before the animator starts run right after it started, inside a
/// `UIView.animate` block with the transition's duration (ease-in-out, or linear when interactive, so the
/// percent-driven scrubbing moves them with the rest); ones registered later run at once for the time
/// left; when an interruptible animator drives the transition they are added to it instead. Completion blocks run after
/// `completeTransition(_:)`, before the appearance "did" callbacks.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private unowned let driver: TransitionDriver
    private var pendingAnimations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var changeHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var endHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var wasInitiallyInteractive = false
    /// `true` once the animator was started and the pending alongside animations ran.
    private(set) var hasStarted = false
    private var hasEnded = false

    init(driver: TransitionDriver) {
        self.driver = driver
        super.init()
    }

    private var context: TransitionContext { driver.context }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var initiallyInteractive: Bool {
        wasInitiallyInteractive || (!hasStarted && driver.interactor?.wantsInteractiveStart == true)
    }
    var isInterruptible: Bool { context.interruptibleAnimator != nil }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var transitionDuration: TimeInterval { driver.duration }
    var percentComplete: CGFloat {
        if context.isInteractive || context.scrubber != nil || driver.interactor != nil {
            return context.percentComplete
        }
        guard hasStarted, driver.duration > 0 else { return hasEnded ? 1 : 0 }
        return CGFloat(min(max((VirtualClock.shared.now - driver.startTime) / driver.duration, 0), 1))
    }
    var completionVelocity: CGFloat { driver.interactor?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { driver.interactor?.completionCurve ?? .easeInOut }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !hasEnded else { return false }
        if let view, !view.isDescendant(of: context.containerView) { context.scrubber?.add(view.layer) }
        if let completion { completions.append(completion) }
        if let animation {
            if hasStarted { run(animation) } else { pendingAnimations.append(animation) }
        }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !hasEnded else { return }
        changeHandlers.append(handler)
    }

    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !hasEnded else { return }
        endHandlers.append(handler)
    }

    /// The animator started: run the alongside animations registered so far.
    func transitionDidStart() {
        guard !hasStarted else { return }
        hasStarted = true
        wasInitiallyInteractive = context.isInteractive
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        blocks.forEach(run)
    }

    /// The interaction ended or resumed.
    func interactionDidChange() {
        for handler in changeHandlers { handler(self) }
        if !context.isInteractive {
            let handlers = endHandlers
            endHandlers.removeAll()
            for handler in handlers { handler(self) }
        }
    }

    /// The transition ended: run the completion blocks once.
    func transitionDidEnd() {
        hasEnded = true
        let blocks = completions
        completions.removeAll()
        changeHandlers.removeAll()
        endHandlers.removeAll()
        for block in blocks { block(self) }
    }

    private func run(_ animation: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        if let animator = context.interruptibleAnimator, !driver.hasEnded, context.isAnimated {
            animator.addAnimations { animation(self) }
            return
        }
        let remaining: TimeInterval
        if context.isInteractive || driver.duration == 0 || driver.hasEnded {
            remaining = driver.hasEnded ? 0 : driver.duration
        } else {
            remaining = max(driver.duration - (VirtualClock.shared.now - driver.startTime), 0)
        }
        guard context.isAnimated, remaining > 0 else {
            UIView.performWithoutAnimation { animation(self) }
            return
        }
        let options: UIView.AnimationOptions =
            context.isInteractive || context.scrubber != nil ? [.curveLinear] : [.curveEaseInOut]
        UIView.animate(
            withDuration: remaining, delay: 0, options: options, animations: { animation(self) }, completion: nil)
    }
}

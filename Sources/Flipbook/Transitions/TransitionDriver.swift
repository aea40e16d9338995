import Foundation

/// Runs one view-controller transition in UIKit's order and guards it against misuse.
///
/// The container (navigation, tab bar or presentation code) asks its delegate for the animator and
/// then the interaction controller, builds a `TransitionSetup`, and calls `start()`. The driver then:
/// asks `transitionDuration(using:)`; runs `hooks.willBegin` (appearance "will" callbacks,
/// presentation-controller `…WillBegin`); calls `startInteractiveTransition(_:)` or
/// `animateTransition(using:)`; starts the coordinator's alongside animations; and waits. When the
/// context's `completeTransition(_:)` arrives it restores the views' state if the transition was
/// cancelled, runs `hooks.tearDown` (hierarchy fix-ups, `…DidEnd`), the coordinator's completion blocks,
/// `hooks.didEnd` (appearance "did" callbacks), the caller's completion handler (completed transitions
/// only) and finally the animator's `animationEnded(_:)`.
///
/// Only one transition runs at a time in a world: `TransitionDriver.running` (the current world's) is
/// checked by every container before it starts one, and overlapping requests are refused with
/// `TransitionError.transitionInProgress`.
@MainActor
final class TransitionDriver {
    /// The container's parts of the sequence.
    struct Hooks {
        /// Before the animator runs: bookkeeping, delegate `willShow`, appearance "will" callbacks,
        /// presentation controller `…TransitionWillBegin`.
        var willBegin: () -> Void = {}
        /// Right after `completeTransition(_:)`: hierarchy fix-ups and presentation controller `…DidEnd`.
        var tearDown: (_ completed: Bool) -> Void = { _ in }
        /// After the coordinator's completion blocks: appearance "did" callbacks, delegate `didShow`.
        var didEnd: (_ completed: Bool) -> Void = { _ in }
        /// The caller's completion handler; runs only when the transition completed.
        var completion: (() -> Void)?
    }

    /// The transitions of the current world that have started and not ended (at most one).
    static var running: [TransitionDriver] { World.current.runningTransitions }

    let setup: TransitionSetup
    let animator: UIViewControllerAnimatedTransitioning
    let interactor: UIViewControllerInteractiveTransitioning?
    let context: TransitionContext
    private(set) var coordinator: TransitionCoordinator!
    private let hooks: Hooks

    /// `transitionDuration(using:)`, asked once at the start.
    private(set) var duration: TimeInterval = 0
    /// The virtual time at which the animator was started.
    private(set) var startTime: CFTimeInterval = 0
    /// `true` once `completeTransition(_:)` (or the watchdog) ended the transition.
    private(set) var hasEnded = false
    private var snapshots: [ViewStateSnapshot] = []
    private var watchdog: VirtualClock.Token?

    init(
        setup: TransitionSetup, animator: UIViewControllerAnimatedTransitioning,
        interactor: UIViewControllerInteractiveTransitioning?, hooks: Hooks
    ) {
        self.setup = setup
        self.animator = animator
        self.interactor = interactor
        self.hooks = hooks
        context = TransitionContext(setup: setup, animator: animator)
        context.driver = self
        coordinator = TransitionCoordinator(driver: self)
    }

    /// A short description for error messages: "push of Second (animator: Fade)".
    var summary: String {
        """
        \(setup.kind) of \(TransitionContext.name(of: setup.toViewController)) \
        (animator: \(TransitionContext.name(of: animator)))
        """
    }

    /// The running transition that involves `viewController` or one of its ancestors (as the from or to
    /// view controller, or as the container that runs it), if any.
    static func transition(involving viewController: UIViewController) -> TransitionDriver? {
        var candidate: UIViewController? = viewController
        while let vc = candidate {
            if let driver = running.first(where: {
                $0.setup.fromViewController === vc || $0.setup.toViewController === vc || $0.setup.owner === vc
            }) {
                return driver
            }
            candidate = vc.parent
        }
        return nil
    }

    /// Reports a refused request when a transition is running; returns `true` when the caller may go on.
    static func mayStart(_ request: @autoclosure () -> String) -> Bool {
        guard let current = running.first else { return true }
        TransitionDiagnostics.shared.report(.transitionInProgress(requested: request(), running: current.summary))
        return false
    }

    /// Marks the transition ended without ending it: its world is being reset (see `World.reset()`).
    func abandon() {
        hasEnded = true
        context.driver = nil
        context.isForcedEnd = true
        context.releaseAnimator()
    }

    /// Starts the transition (see the type's documentation for the order of calls).
    func start() {
        World.current.runningTransitions.append(self)
        duration = animator.transitionDuration(using: context)
        if !duration.isFinite || duration < 0 { duration = 0 }
        snapshots = setup.participatingViews.map(ViewStateSnapshot.init)
        hooks.willBegin()
        startTime = VirtualClock.shared.now
        if let interactor {
            context.beginInteraction(interactor.wantsInteractiveStart)
            interactor.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        guard !hasEnded else { return }
        refreshStatusBarAlongside()
        coordinator.transitionDidStart()
        CATransaction.flush()
        if context.isInteractive { armIdleWatchdog() } else { armWatchdog(expectedRemaining: duration) }
    }

    /// As UIKit does, the status bar takes the appearance the transition brings alongside its animation, and
    /// settles when it ends (cancelled transitions bring the old one back).
    private func refreshStatusBarAlongside() {
        guard let statusBar = World.current.statusBar else { return }
        coordinator.animate(
            alongsideTransition: { _ in statusBar.refresh() }, completion: { _ in statusBar.refresh() })
    }

    /// The interaction reported progress: the idle watchdog starts over.
    func interactionDidUpdate() {
        if context.isInteractive, !hasEnded { armIdleWatchdog() }
    }

    /// The interaction ended (finish/cancel) or resumed (pause): tell the coordinator, and arm or disarm
    /// the watchdog.
    func interactionDidChange() {
        if context.isInteractive {
            armIdleWatchdog()
        } else {
            let remaining =
                context.transitionWasCancelled
                ? Double(context.percentComplete) * duration
                : Double(1 - context.percentComplete) * duration
            let speed = interactor.map { Double($0.completionSpeed) } ?? 1
            armWatchdog(expectedRemaining: speed > 0 ? remaining / speed : remaining)
        }
        coordinator.interactionDidChange()
    }

    /// `completeTransition(_:)` arrived.
    func complete(_ didComplete: Bool) {
        guard !hasEnded else {
            TransitionDiagnostics.shared.report(.completedTwice(animator: TransitionContext.name(of: animator)))
            return
        }
        hasEnded = true
        disarmWatchdog()
        context.driver = nil
        if !coordinator.hasStarted { coordinator.transitionDidStart() }
        context.scrubber?.restore()
        if !didComplete {
            for snapshot in snapshots { snapshot.restore() }
        }
        hooks.tearDown(didComplete)
        World.current.runningTransitions.removeAll { $0 === self }
        coordinator.transitionDidEnd()
        hooks.didEnd(didComplete)
        if didComplete { hooks.completion?() }
        animator.animationEnded(didComplete)
        (interactor as? UIPercentDrivenInteractiveTransition)?.transitionDidEnd(self)
        context.releaseAnimator()
    }

    private func armWatchdog(expectedRemaining: TimeInterval) {
        disarmWatchdog()
        let limit = expectedRemaining + TransitionDiagnostics.shared.completionGracePeriod
        watchdog = VirtualClock.shared.schedule(after: limit) { [weak self] in
            self?.watchdogFired(after: limit)
        }
    }

    /// While interactive there is no end in sight, but an interaction that reports nothing for
    /// `TransitionDiagnostics.interactionIdleLimit` seconds has stalled.
    private func armIdleWatchdog() {
        disarmWatchdog()
        let limit = TransitionDiagnostics.shared.interactionIdleLimit
        watchdog = VirtualClock.shared.schedule(after: limit) { [weak self] in
            guard let self, !self.hasEnded else { return }
            self.watchdog = nil
            let name =
                self.interactor.map { TransitionContext.name(of: $0) } ?? TransitionContext.name(of: self.animator)
            self.forceEnd(reporting: .interactionStalled(interaction: name, after: limit))
        }
    }

    private func disarmWatchdog() {
        if let watchdog { VirtualClock.shared.cancel(watchdog) }
        watchdog = nil
    }

    private func watchdogFired(after limit: TimeInterval) {
        watchdog = nil
        guard !hasEnded else { return }
        forceEnd(reporting: .neverCompleted(animator: TransitionContext.name(of: animator), after: limit))
    }

    /// Reports `error` and ends the transition as cancelled. The participating views' animations are
    /// removed, so nothing keeps moving after the views were put back; a late `completeTransition(_:)` from
    /// the animator is ignored.
    private func forceEnd(reporting error: TransitionError) {
        TransitionDiagnostics.shared.report(error)
        context.isForcedEnd = true
        context.markCancelled()
        context.scrubber?.restore()
        for view in setup.participatingViews { Self.removeAnimations(in: view.layer) }
        complete(false)
    }

    private static func removeAnimations(in layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(in: sublayer) }
    }
}

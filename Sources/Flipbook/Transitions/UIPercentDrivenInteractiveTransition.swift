import Foundation

/// An interaction controller that scrubs the animator's own animations by a percentage.
///
/// Return it from a delegate's interaction-controller method; the engine calls
/// `startInteractiveTransition(_:)`, which freezes the container view's layer (`speed = 0`) and runs the
/// animator's `animateTransition(using:)`. Then `update(_:)` shows the animations at `percent × duration`
/// (linearly); `finish()` plays the rest, `(1 − percent) × duration / completionSpeed` seconds along
/// `completionCurve`; `cancel()` plays them back to the start in `percent × duration / completionSpeed`
/// seconds. The animator's completion blocks then run (`finished` is `true` either way, as in UIKit) and
/// it calls `completeTransition(!transitionContext.transitionWasCancelled)`.
///
/// When the animator implements `interruptibleAnimator(using:)`, that animator is driven instead of the
/// layers (as UIKit does): `animateTransition(using:)` runs, then the animator is paused at 0 (for an
/// interactive start); `update(_:)` sets its `fractionComplete`; `finish()` and `cancel()` set `isReversed`
/// and continue it along `completionCurve` for the remaining time divided by `completionSpeed`; `pause()`
/// pauses it where it is. Its completion (which calls `completeTransition(_:)`) ends the transition.
///
/// Subclasses that override a method must call `super`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    private enum Phase {
        case idle
        case interactive
        case completing(ProgressDrive)
        case running
    }

    private var phase: Phase = .idle
    private weak var context: TransitionContext?
    private var scrubber: LayerScrubber?
    private var transitionDuration: TimeInterval = 0
    /// The animator's interruptible animator, when it has one: driven instead of the layer scrubber.
    private var propertyAnimator: UIViewImplicitlyAnimating?

    /// The animator's `transitionDuration(using:)` for the transition being driven (0 when none).
    open var duration: CGFloat { CGFloat(transitionDuration) }
    /// The progress last set by `update(_:)` or reached while finishing or cancelling (0…1).
    open private(set) var percentComplete: CGFloat = 0
    /// How fast `finish()` and `cancel()` play the rest: 1 takes the animator's own time for the remaining
    /// fraction, 2 half of it. Must be greater than 0.
    open var completionSpeed: CGFloat = 1
    /// The curve of the part played by `finish()` or `cancel()`. Default `.easeInOut`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// `true` (default): the transition starts frozen at 0 and follows `update(_:)`. `false`: it plays until
    /// `pause()` is called.
    open var wantsInteractiveStart: Bool = true

    /// An idle percent-driven interaction controller.
    public override init() {
        super.init()
    }

    /// Called for each change of a value this object observes through
    /// `addObserver(_:forKeyPath:options:context:)`, with the entries its options asked for (`.kindKey` always;
    /// `.newKey`, `.oldKey`, `.notificationIsPriorKey`). The default does nothing; override it, as in UIKit.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    /// Takes control of `transitionContext`'s transition and runs its animator frozen at 0.
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let driver = context.driver else {
            TransitionDiagnostics.shared.report(
                .interactionMisuse(
                    """
                    UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:) \
                    was given a context the engine did not create
                    """
                ))
            return
        }
        if case .idle = phase {
        } else {
            TransitionDiagnostics.shared.report(
                .interactionMisuse(
                    "\(TransitionContext.name(of: self)) is already driving a transition and was started again"))
            return
        }
        guard let animator = context.animator else { return }
        self.context = context
        transitionDuration = driver.duration
        percentComplete = 0
        let interruptible = animator.interruptibleAnimator(using: context)
        if !(interruptible is AbsentInterruptibleAnimator) {
            start(driving: interruptible, in: context)
            return
        }
        let scrubber = LayerScrubber(duration: transitionDuration)
        self.scrubber = scrubber
        context.scrubber = scrubber
        if wantsInteractiveStart {
            freezeLayers(of: context, in: scrubber)
            phase = .interactive
        } else {
            phase = .running
        }
        context.animator?.animateTransition(using: context)
        // Stamp the new animations with the frozen time now, as UIKit's commit at the end of this turn would,
        // so that updates made before the clock moves scrub them from their start.
        CATransaction.flush()
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1) while it is interactive.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else {
            TransitionDiagnostics.shared.report(.interactionMisuse("update(\(percentComplete)) is not a finite number"))
            return
        }
        guard case .interactive = phase, let context else { return }
        let value = min(max(percentComplete, 0), 1)
        self.percentComplete = value
        if let propertyAnimator {
            propertyAnimator.fractionComplete = value
        } else {
            scrubber?.setFraction(value)
        }
        context.updateInteractiveTransition(value)
    }

    /// Ends the interaction and plays the rest of the transition.
    open func finish() {
        guard case .interactive = phase, let context else { return }
        if let propertyAnimator {
            context.finishInteractiveTransition()
            continueDriving(propertyAnimator, reversed: false)
            return
        }
        guard let scrubber else { return }
        context.finishInteractiveTransition()
        let remaining = Double(1 - percentComplete) * transitionDuration
        complete(to: 1, seconds: remaining, context: context) { scrubber.resume() }
    }

    /// Ends the interaction and plays the transition back to its start; it then completes as cancelled.
    open func cancel() {
        guard case .interactive = phase, let context else { return }
        if let propertyAnimator {
            context.cancelInteractiveTransition()
            continueDriving(propertyAnimator, reversed: true)
            return
        }
        guard let scrubber else { return }
        context.cancelInteractiveTransition()
        let remaining = Double(percentComplete) * transitionDuration
        complete(to: 0, seconds: remaining, context: context) { scrubber.completeAfterCancel() }
    }

    /// Makes a finishing, cancelling or non-interactively started transition interactive again at its
    /// current progress.
    open func pause() {
        if let propertyAnimator, let context {
            guard case .running = phase else { return }
            propertyAnimator.pauseAnimation()
            percentComplete = propertyAnimator.fractionComplete
            phase = .interactive
            context.setPercentComplete(percentComplete)
            context.pauseInteractiveTransition()
            return
        }
        guard let context, let scrubber, let driver = context.driver else { return }
        switch phase {
        case .completing(let drive):
            drive.stop()
            percentComplete = drive.current
        case .running:
            guard !scrubber.isRunning else { return } // already finishing on its own after finish()
            let elapsed = VirtualClock.shared.now - driver.startTime
            percentComplete = transitionDuration > 0 ? CGFloat(min(max(elapsed / transitionDuration, 0), 1)) : 1
            scrubber.setFraction(percentComplete)
            freezeLayers(of: context, in: scrubber)
        case .idle, .interactive:
            return
        }
        scrubber.setFraction(percentComplete)
        phase = .interactive
        context.setPercentComplete(percentComplete)
        context.pauseInteractiveTransition()
    }

    /// Called by the engine when the driven transition ended.
    func transitionDidEnd(_ driver: TransitionDriver) {
        if case .completing(let drive) = phase { drive.stop() }
        phase = .idle
        scrubber = nil
        propertyAnimator = nil
        context = nil
    }

    /// Runs the animator's transition through its interruptible animator: paused at 0 for an interactive
    /// start, playing otherwise.
    private func start(driving animator: UIViewImplicitlyAnimating, in context: TransitionContext) {
        propertyAnimator = animator
        context.interruptibleAnimator = animator
        context.animator?.animateTransition(using: context)
        if wantsInteractiveStart {
            animator.pauseAnimation()
            animator.fractionComplete = 0
            phase = .interactive
        } else {
            phase = .running
        }
    }

    /// Lets the interruptible animator play to its end (or back to its start) along `completionCurve`, in
    /// the remaining time divided by `completionSpeed`.
    private func continueDriving(_ animator: UIViewImplicitlyAnimating, reversed: Bool) {
        var speed = completionSpeed
        if !(speed.isFinite && speed > 0) {
            TransitionDiagnostics.shared.report(
                .interactionMisuse(
                    "completionSpeed \(speed) of \(TransitionContext.name(of: self)) must be greater than 0; 1 was used"
                ))
            speed = 1
        }
        animator.isReversed = reversed
        animator.continueAnimation(
            withTimingParameters: UICubicTimingParameters(animationCurve: completionCurve),
            durationFactor: 1 / speed)
        phase = .running
    }

    private func freezeLayers(of context: TransitionContext, in scrubber: LayerScrubber) {
        scrubber.add(context.containerView.layer)
        for layer in context.setup.extraScrubbedLayers { scrubber.add(layer) }
    }

    private func complete(
        to target: CGFloat, seconds: TimeInterval, context: TransitionContext,
        then end: @escaping () -> Void
    ) {
        var speed = completionSpeed
        if seconds > 0, !(speed.isFinite && speed > 0) {
            TransitionDiagnostics.shared.report(
                .interactionMisuse(
                    "completionSpeed \(speed) of \(TransitionContext.name(of: self)) must be greater than 0; 1 was used"
                ))
            speed = 1
        }
        let drive = ProgressDrive(
            from: percentComplete, to: target, duration: seconds > 0 ? seconds / Double(speed) : 0,
            curve: completionCurve,
            step: { [weak self, weak context] value in
                self?.percentComplete = value
                self?.scrubber?.setFraction(value)
                context?.setPercentComplete(value)
            },
            done: { [weak self] in
                self?.phase = .running
                end()
            })
        phase = .completing(drive)
        drive.start()
    }
}

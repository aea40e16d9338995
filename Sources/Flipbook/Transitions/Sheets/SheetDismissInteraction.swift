import Foundation

/// Drives a sheet's dismissal from the swipe. With the system's sheet animator the sheet and its chrome
/// follow the finger directly (not by scrubbing an animation, so the sheet can rubber-band above its resting
/// place), and the release springs it off the screen (finish) or back (cancel) from the finger's velocity.
///
/// With a custom animator (the presented controller's `transitioningDelegate` returned one from
/// `animationController(forDismissed:)` and no interaction controller from `interactionControllerForDismissal`)
/// the swipe scrubs that animator instead, through a `UIPercentDrivenInteractiveTransition`: progress is how far
/// the finger has taken the sheet down its travel, and the release finishes or cancels it by the same rule.
/// This is what UIKit does: `UISheetPresentationController`'s private
/// `_preferredInteractionControllerForTransition:animator:` (UIKitCore, as class-dumped and decompiled in public
/// repositories of iOS headers and pseudo-code) creates a `UIPercentDrivenInteractiveTransition` with
/// `wantsInteractiveStart = YES` whenever a dismissal starts while the sheet is being dragged, whatever the
/// animator (it only configures the animator further when it is UIKit's own `_UISheetAnimationController`), and
/// the sheet drives it from its drag (`_startInteractiveTransitionWithProgress:`,
/// `_updateInteractiveTransitionWithProgress:`, `_completeInteractiveTransition:duration:timingCurve:`). The
/// presentation controller's interaction controller is UIKit's fallback: an interaction controller the
/// transitioning delegate returns itself is used instead, and the swipe then leaves the transition to it.
@MainActor
final class SheetDismissInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var controller: UISheetPresentationController?
    private var context: UIViewControllerContextTransitioning?
    private var offset: CGFloat = 0
    /// The percent-driven interaction scrubbing a custom animator, when the dismissal runs one.
    private var scrubbing: UIPercentDrivenInteractiveTransition?

    init(controller: UISheetPresentationController) {
        self.controller = controller
    }

    var completionCurve: UIView.AnimationCurve { .easeOut }

    /// The dismissal runs a custom animator: hands out the percent-driven interaction controller the swipe
    /// will scrub it with (and stops waiting to be taken).
    func scrubbingCustomAnimator() -> UIPercentDrivenInteractiveTransition {
        let percent = UIPercentDrivenInteractiveTransition()
        percent.wantsInteractiveStart = true
        percent.completionCurve = completionCurve
        scrubbing = percent
        controller?.pendingInteraction = nil
        return percent
    }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        controller?.pendingInteraction = nil
        update(offset: offset)
    }

    /// The sheet is `offset` points below its resting place.
    func update(offset: CGFloat) {
        self.offset = offset
        if let scrubbing, let controller {
            scrubbing.update(min(max(offset / controller.restingTravel, 0), 1))
            return
        }
        guard let context, let controller else { return }
        UIView.performWithoutAnimation { controller.layoutForDismissal(offset: offset) }
        context.updateInteractiveTransition(min(max(offset / controller.restingTravel, 0), 1))
    }

    /// The finger lifted past the threshold: the sheet springs off the screen.
    func finish(velocity: CGFloat) {
        if let scrubbing {
            self.scrubbing = nil
            scrubbing.finish()
            return
        }
        guard let context, let controller else { return }
        self.context = nil
        context.finishInteractiveTransition()
        let travel = controller.restingTravel
        settle(to: travel, velocity: velocity) { context.completeTransition(true) }
    }

    /// The finger lifted before the threshold (or the touch was cancelled): the sheet springs back.
    func cancel(velocity: CGFloat) {
        if let scrubbing {
            self.scrubbing = nil
            scrubbing.cancel()
            return
        }
        guard let context else { return }
        self.context = nil
        context.cancelInteractiveTransition()
        settle(to: 0, velocity: velocity) { context.completeTransition(false) }
    }

    private func settle(to target: CGFloat, velocity: CGFloat, then done: @escaping () -> Void) {
        guard let controller else {
            done()
            return
        }
        let distance = target - offset
        let speed = distance != 0 ? velocity / distance : 0
        UIView.animate(
            withDuration: SheetMetrics.releaseDuration, delay: 0, usingSpringWithDamping: SheetMetrics.springDamping,
            initialSpringVelocity: speed.isFinite ? max(speed, 0) : 0, options: [],
            animations: { controller.layoutForDismissal(offset: target) },
            completion: { _ in done() })
    }
}

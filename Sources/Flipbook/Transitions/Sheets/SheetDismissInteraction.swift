import Foundation

/// Drives a sheet's dismissal from the swipe: the sheet and its chrome follow the finger directly (not
/// by scrubbing an animation, so the sheet can rubber-band above its resting place), and the release
/// springs it off the screen (finish) or back (cancel) from the finger's velocity.
@MainActor
final class SheetDismissInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    private weak var controller: UISheetPresentationController?
    private var context: UIViewControllerContextTransitioning?
    private var offset: CGFloat = 0

    init(controller: UISheetPresentationController) {
        self.controller = controller
    }

    var completionCurve: UIView.AnimationCurve { .easeOut }

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        controller?.pendingInteraction = nil
        update(offset: offset)
    }

    /// The sheet is `offset` points below its resting place.
    func update(offset: CGFloat) {
        self.offset = offset
        guard let context, let controller else { return }
        UIView.performWithoutAnimation { controller.layoutForDismissal(offset: offset) }
        context.updateInteractiveTransition(min(max(offset / controller.restingTravel, 0), 1))
    }

    /// The finger lifted past the threshold: the sheet springs off the screen.
    func finish(velocity: CGFloat) {
        guard let context, let controller else { return }
        self.context = nil
        context.finishInteractiveTransition()
        let travel = controller.restingTravel
        settle(to: travel, velocity: velocity) { context.completeTransition(true) }
    }

    /// The finger lifted before the threshold (or the touch was cancelled): the sheet springs back.
    func cancel(velocity: CGFloat) {
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

import Foundation

/// The edge-swipe pop of a layout-to-layout push, following the finger as UIKit's does: the shared collection view
/// shows a ``UICollectionViewTransitionLayout`` from the popped controller's layout to the layout below, whose
/// ``UICollectionViewTransitionLayout/transitionProgress`` is the pop's percent (the horizontal translation over
/// the width), while the navigation bar's transition is scrubbed by the same percent. When the finger lifts, the
/// pop gesture finishes or cancels it by its usual rule; the rest plays along `completionCurve` in the remaining
/// share of the 0.35 s transition, and the collection view then takes the layout below (finished) or keeps the
/// popped controller's (cancelled).
@MainActor
final class LayoutToLayoutPopInteraction: NSObject, UIViewControllerInteractiveTransitioning, PopGestureInteraction {
    private let animator: LayoutToLayoutAnimator
    private weak var context: TransitionContext?
    private var scrubber: LayerScrubber?
    private var transitionLayout: UICollectionViewTransitionLayout?
    private var drive: ProgressDrive?
    private var isInteractive = false
    /// The progress last set by ``update(_:)`` or reached while finishing or cancelling (0…1).
    private(set) var percentComplete: CGFloat = 0

    init(animator: LayoutToLayoutAnimator) {
        self.animator = animator
    }

    /// Switches the shared collection view to a transition layout at progress 0 and freezes the navigation bar's
    /// transition there.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let driver = context.driver else { return }
        self.context = context
        animator.place(in: context)
        let scrubber = LayerScrubber(duration: driver.duration)
        scrubber.add(context.containerView.layer)
        for layer in context.setup.extraScrubbedLayers { scrubber.add(layer) }
        context.scrubber = scrubber
        self.scrubber = scrubber
        let collectionView = animator.collectionView
        transitionLayout = collectionView.startInteractiveTransition(to: animator.layout)
        collectionView.layoutIfNeeded()
        isInteractive = true
        CATransaction.flush()
    }

    /// Shows the pop at `percentComplete` (clamped to 0…1).
    func update(_ percentComplete: CGFloat) {
        guard isInteractive, percentComplete.isFinite else { return }
        show(min(max(percentComplete, 0), 1))
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Plays the rest of the pop; the collection view then takes the layout below.
    func finish() {
        guard isInteractive, let context else { return }
        isInteractive = false
        context.finishInteractiveTransition()
        complete(to: 1)
    }

    /// Plays the pop back; the collection view keeps the popped controller's layout.
    func cancel() {
        guard isInteractive, let context else { return }
        isInteractive = false
        context.cancelInteractiveTransition()
        complete(to: 0)
    }

    private func show(_ value: CGFloat) {
        percentComplete = value
        scrubber?.setFraction(value)
        transitionLayout?.transitionProgress = value
        animator.collectionView.layoutIfNeeded()
    }

    private func complete(to target: CGFloat) {
        let duration = scrubber?.duration ?? 0
        let seconds = Double(target == 1 ? 1 - percentComplete : percentComplete) * duration
        let drive = ProgressDrive(
            from: percentComplete, to: target, duration: seconds, curve: completionCurve,
            step: { [weak self] value in
                self?.show(value)
                self?.context?.setPercentComplete(value)
            },
            done: { [weak self] in self?.end(completed: target == 1) })
        self.drive = drive
        drive.start()
    }

    /// Lets the navigation bar's animations end where the drive left them, installs the final layout and
    /// completes the transition.
    private func end(completed: Bool) {
        drive = nil
        if completed { scrubber?.resume() } else { scrubber?.completeAfterCancel() }
        let animator = animator
        let context = context
        animator.collectionView.endInteractiveTransitionAtOnce(completed: completed)
        if completed, let owner = animator.returningOwner { owner.collectionView = animator.collectionView }
        context?.completeTransition(completed)
    }
}

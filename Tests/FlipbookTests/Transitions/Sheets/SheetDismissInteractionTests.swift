import Flipbook
import Foundation
import Testing

/// A swipe on a sheet whose presented controller has a custom transitioning delegate scrubs the custom
/// dismissal animator, as UIKit's sheet does with its own percent-driven interaction controller.
@MainActor
@Suite struct SheetDismissInteractionTests {
    /// Slides the presented view straight down off the container, linearly, in 0.4 s.
    @MainActor private final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var runs = 0
        var wasInteractive = false

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            0.4
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            runs += 1
            wasInteractive = transitionContext.isInteractive
            let view = transitionContext.view(forKey: .from)
            let bottom = transitionContext.containerView.bounds.maxY
            UIView.animate(
                withDuration: 0.4, delay: 0, options: [.curveLinear],
                animations: { view?.frame.origin.y = bottom },
                completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
        }
    }

    /// Vends the slide for dismissals only, and optionally an interaction controller of its own.
    @MainActor private final class SlideDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator = SlideDownAnimator()
        var ownInteraction: UIPercentDrivenInteractiveTransition?

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator
        }

        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning?
        {
            ownInteraction
        }
    }

    /// A page sheet with the slide delegate presented over a list, settled, with a logging delegate.
    @MainActor private final class Stage {
        let home = makeListController(.systemBlue)
        let sheet = makeSheetController(.systemOrange)
        let transitions = SlideDelegate()
        let delegate = LoggingSheetDelegate()
        let recorder: FrameRecorder

        init() {
            recorder = FrameRecorder(device: .iPhone14, rootViewController: home, scale: 1, threads: 1)
            sheet.modalPresentationStyle = .pageSheet
            sheet.transitioningDelegate = transitions
            sheet.presentationController?.delegate = delegate
            home.present(sheet, animated: false)
            delegate.calls.removeAll()
        }

        var isPresented: Bool { sheet.presentingViewController != nil }
        /// The sheet's top edge as drawn.
        var drawnTop: CGFloat { sheet.view.layer.presentation()!.frame.minY }
    }

    @Test func theSwipeScrubsTheCustomAnimatorAndAFarDragDismisses() throws {
        try World().run {
            let stage = Stage()
            let finger = try stage.recorder.drag(
                from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 500), duration: 0.5, ending: .hold)
            #expect(stage.transitions.animator.runs == 1 && stage.transitions.animator.wasInteractive)
            #expect(stage.sheet.isBeingDismissed)
            // Progress 200 / 787 of the linear slide from 57 to 844 puts the sheet under the finger.
            #expect(abs(stage.drawnTop - (57 + 200)) < 0.5, "the slide follows the finger")
            try stage.recorder.advance(seconds: 1)
            #expect(stage.isPresented, "held still, the transition waits for the finger")
            #expect(abs(stage.drawnTop - (57 + 200)) < 0.5)
            #expect(stage.delegate.calls == ["shouldDismiss", "willDismiss"])
            try stage.recorder.drag(finger, through: [CGPoint(x: 195, y: 760)], duration: 0.5)
            try stage.recorder.advance(seconds: 0.6)
            #expect(!stage.isPresented)
            #expect(stage.delegate.calls == ["shouldDismiss", "willDismiss", "didDismiss"])
            #expect(stage.transitions.animator.runs == 1)
        }
    }

    @Test func anEarlyReleaseCancelsTheCustomAnimatorBackToRest() throws {
        try World().run {
            let stage = Stage()
            try stage.recorder.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 1)
            #expect(stage.drawnTop > 57 + 50, "still low just after release")
            try stage.recorder.advance(seconds: 0.6)
            #expect(stage.isPresented && !stage.sheet.isBeingDismissed)
            #expect(stage.sheet.view.frame.minY == 57 && stage.drawnTop == 57, "back at rest")
            #expect(stage.delegate.calls == ["shouldDismiss", "willDismiss"], "no didDismiss after a cancel")
            // The sheet still swipes afterwards.
            try stage.recorder.drag(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 400), duration: 0.1)
            try stage.recorder.advance(seconds: 0.6)
            #expect(!stage.isPresented)
        }
    }

    @Test func aDelegateInteractionControllerIsUsedAndTheSwipeLeavesItAlone() throws {
        try World().run {
            let stage = Stage()
            let own = UIPercentDrivenInteractiveTransition()
            stage.transitions.ownInteraction = own
            try stage.recorder.drag(
                from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 600), duration: 0.5, ending: .hold)
            #expect(stage.sheet.isBeingDismissed && stage.transitions.animator.wasInteractive)
            #expect(own.percentComplete == 0, "the swipe does not drive the delegate's interaction controller")
            #expect(abs(stage.drawnTop - 57) < 1e-9)
            own.update(0.5)
            try stage.recorder.advance(seconds: 0.1)
            #expect(abs(stage.drawnTop - (57 + 787 / 2)) < 0.5)
            own.finish()
            try stage.recorder.advance(seconds: 0.6)
            #expect(!stage.isPresented)
        }
    }
}

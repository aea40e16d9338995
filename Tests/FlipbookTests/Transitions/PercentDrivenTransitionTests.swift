import Flipbook
import Testing

@MainActor
@Suite struct PercentDrivenTransitionTests {
    /// A navigation controller showing B over A, whose delegate pops with a 1 s linear slide driven by `interaction`.
    @MainActor private final class Scene {
        let window = makeTestWindow(width: 100, height: 200)
        let log = CallLog()
        let a: LoggedViewController
        let b: LoggedViewController
        let nav: UINavigationController
        let delegate: LoggedNavigationDelegate
        let interaction = UIPercentDrivenInteractiveTransition()

        init() {
            a = LoggedViewController("A", log: log, color: .red)
            b = LoggedViewController("B", log: log, color: .blue)
            nav = UINavigationController(rootViewController: a)
            window.rootViewController = nav
            nav.pushViewController(b, animated: false)
            delegate = LoggedNavigationDelegate(log: log)
            delegate.popAnimator = LoggedAnimator(log: log, duration: 1, dismissing: true)
            delegate.interaction = interaction
            nav.delegate = delegate
            _ = log.take()
        }

        var bX: CGFloat { b.view.layer.presentation()!.frame.minX }
    }

    @Test func interactivePopFollowsUpdatesAndFinishesAtCompletionSpeed() {
        let scene = Scene()
        scene.nav.popViewController(animated: true)
        #expect(
            scene.log.take() == [
                "B.willMove(toParent: nil)",
                "nav.animationController(pop)",
                "nav.interactionController",
                "animator.transitionDuration",
                "nav.willShow(A)",
                "B.viewWillDisappear",
                "A.viewWillAppear",
                "animator.animateTransition",
            ])
        #expect(scene.nav.transitionCoordinator?.isInteractive == true)
        #expect(scene.interaction.duration == 1)
        VirtualClock.shared.advance(by: 5)
        #expect(scene.bX == 0, "frozen while interactive")
        #expect(scene.log.entries.isEmpty)
        scene.interaction.update(0.25)
        #expect(abs(scene.bX - 25) < 0.001)
        scene.interaction.update(0.5)
        #expect(abs(scene.bX - 50) < 0.001)
        #expect(scene.interaction.percentComplete == 0.5)
        scene.interaction.completionSpeed = 2
        scene.interaction.completionCurve = .linear
        scene.interaction.finish()
        // (1 − 0.5) × 1 s / 2 = 0.25 s, linear.
        VirtualClock.shared.advance(by: 0.125)
        #expect(abs(scene.bX - 75) < 0.001)
        #expect(scene.log.entries.isEmpty)
        VirtualClock.shared.advance(by: 0.125)
        #expect(
            scene.log.take() == [
                "animator.completion(finished: true)",
                "B.didMove(toParent: nil)",
                "B.viewDidDisappear",
                "A.viewDidAppear",
                "nav.didShow(A)",
                "animator.animationEnded(true)",
            ])
        #expect(scene.nav.viewControllers == [scene.a])
        #expect(scene.nav.view.layer.speed == 1)
        #expect(scene.b.view.superview == nil)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func cancelPlaysBackAndRestoresEverything() {
        let scene = Scene()
        let transitionView = scene.b.view.superview!
        scene.nav.popViewController(animated: true)
        scene.interaction.update(0.4)
        scene.interaction.cancel()
        // Played back over 0.4 s along ease-in-out: at half time half-way back.
        VirtualClock.shared.advance(by: 0.2)
        #expect(abs(scene.bX - 20) < 0.01)
        VirtualClock.shared.advance(by: 0.2)
        #expect(
            scene.log.take() == [
                "B.willMove(toParent: nil)", "nav.animationController(pop)", "nav.interactionController",
                "animator.transitionDuration", "nav.willShow(A)", "B.viewWillDisappear", "A.viewWillAppear",
                "animator.animateTransition",
                "animator.completion(finished: true)",
                "B.didMove(toParent: parent)",
                "A.viewWillDisappear",
                "A.viewDidDisappear",
                "B.viewWillAppear",
                "B.viewDidAppear",
                "animator.animationEnded(false)",
            ])
        #expect(scene.nav.viewControllers == [scene.a, scene.b])
        #expect(scene.b.view.frame == scene.window.bounds, "the animator's end values were undone")
        #expect(scene.b.view.superview === transitionView)
        #expect(scene.a.view.superview == nil)
        #expect(transitionView.layer.speed == 1 && transitionView.layer.timeOffset == 0)
        #expect(scene.nav.navigationBar.topItemTitle == "B")
        // The next pop works.
        scene.delegate.interaction = nil
        scene.nav.popViewController(animated: true)
        VirtualClock.shared.advance(by: 1)
        #expect(scene.nav.viewControllers == [scene.a])
    }

    @Test func coordinatorReportsTheInteractionEnding() {
        let scene = Scene()
        scene.nav.popViewController(animated: true)
        let coordinator = scene.nav.transitionCoordinator!
        var reports: [String] = []
        coordinator.notifyWhenInteractionChanges { context in
            reports.append(
                """
                changes: interactive=\(context.isInteractive) \
                cancelled=\(context.isCancelled) percent=\(context.percentComplete)
                """
            )
        }
        coordinator.animate(alongsideTransition: nil) { context in
            reports.append("completion: cancelled=\(context.isCancelled)")
        }
        #expect(coordinator.initiallyInteractive)
        scene.interaction.update(0.3)
        #expect(coordinator.percentComplete == 0.3)
        scene.interaction.cancel()
        VirtualClock.shared.advance(by: 1)
        #expect(
            reports == [
                "changes: interactive=false cancelled=true percent=0.3",
                "completion: cancelled=true",
            ])
    }

    @Test func pauseMakesAFinishingTransitionInteractiveAgain() {
        let scene = Scene()
        scene.nav.popViewController(animated: true)
        scene.interaction.completionCurve = .linear
        scene.interaction.update(0.2)
        scene.interaction.finish()
        VirtualClock.shared.advance(by: 0.4)
        #expect(abs(scene.bX - 60) < 0.001)
        scene.interaction.pause()
        #expect(scene.nav.transitionCoordinator?.isInteractive == true)
        VirtualClock.shared.advance(by: 1)
        #expect(abs(scene.bX - 60) < 0.001)
        scene.interaction.update(0.1)
        #expect(abs(scene.bX - 10) < 0.001)
        scene.interaction.cancel()
        VirtualClock.shared.advance(by: 1)
        #expect(scene.nav.viewControllers == [scene.a, scene.b])
    }

    @Test func badCompletionSpeedIsReportedAndReplacedByOne() {
        let scene = Scene()
        scene.nav.popViewController(animated: true)
        scene.interaction.update(0.5)
        scene.interaction.completionSpeed = 0
        scene.interaction.finish()
        VirtualClock.shared.advance(by: 0.5)
        #expect(TransitionDiagnostics.shared.takeErrors().count == 1)
        #expect(scene.nav.viewControllers == [scene.a])
        scene.interaction.update(.nan)
        #expect(TransitionDiagnostics.shared.takeErrors().count == 1)
    }

    @Test func aTransitionStartedNonInteractivelyCanBePaused() {
        let scene = Scene()
        scene.interaction.wantsInteractiveStart = false
        scene.nav.popViewController(animated: true)
        #expect(scene.nav.transitionCoordinator?.isInteractive == false)
        VirtualClock.shared.advance(by: 0.4)
        #expect(abs(scene.bX - 40) < 0.001, "runs on its own (linear animator)")
        scene.interaction.pause()
        #expect(scene.nav.transitionCoordinator?.isInteractive == true)
        #expect(abs(scene.interaction.percentComplete - 0.4) < 1e-9)
        VirtualClock.shared.advance(by: 1)
        #expect(abs(scene.bX - 40) < 0.001, "frozen once paused")
        scene.interaction.update(0.7)
        #expect(abs(scene.bX - 70) < 0.001)
        scene.interaction.completionCurve = .linear
        scene.interaction.finish()
        VirtualClock.shared.advance(by: 0.3)
        #expect(scene.nav.viewControllers == [scene.a])
        #expect(scene.b.view.superview == nil)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}

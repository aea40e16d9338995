import Flipbook
import Testing

@MainActor
@Suite struct ModalPresentationTests {
    /// A window with root A, and B configured with a logging delegate and animators. The caller keeps all
    /// five alive (windows and transitioning delegates are not retained by the engine, as in UIKit).
    private func scene(style: UIModalPresentationStyle = .fullScreen)
        -> (UIWindow, LoggedViewController, LoggedViewController, LoggedTransitioningDelegate, CallLog)
    {
        let window = makeTestWindow()
        let log = CallLog()
        let a = LoggedViewController("A", log: log, color: .red)
        let b = LoggedViewController("B", log: log, color: .blue)
        window.rootViewController = a
        let delegate = LoggedTransitioningDelegate(log: log)
        delegate.presentAnimator = LoggedAnimator(log: log, duration: 0.5)
        delegate.dismissAnimator = LoggedAnimator(log: log, duration: 0.5, dismissing: true)
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = style
        _ = log.take()
        return (window, a, b, delegate, log)
    }

    @Test func customPresentationCallsInUIKitOrder() {
        let (window, a, b, delegate, log) = scene()
        var completed = false
        a.present(b, animated: true) {
            log.add("present.completion")
            completed = true
        }
        #expect(
            log.take() == [
                "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
                "B.viewDidLoad",
                "animator.transitionDuration",
                "A.viewWillDisappear",
                "B.viewWillAppear",
                "animator.animateTransition",
            ])
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.isBeingPresented)
        #expect(b.transitionCoordinator != nil)
        VirtualClock.shared.advance(by: 0.25)
        #expect(log.take().isEmpty)
        #expect(abs(b.view.layer.presentation()!.frame.minX - 60) < 0.001)
        VirtualClock.shared.advance(by: 0.25)
        #expect(
            log.take() == [
                "animator.completion(finished: true)",
                "A.viewDidDisappear",
                "B.viewDidAppear",
                "present.completion",
                "animator.animationEnded(true)",
            ])
        #expect(completed)
        #expect(!b.isBeingPresented)
        #expect(b.transitionCoordinator == nil)
        // Full screen: the presenter's view leaves the window; the presented view sits in the container.
        #expect(a.view.superview == nil)
        #expect(window.subviews.count == 1)
        #expect(b.view.superview === window.subviews[0])
        #expect(b.view.frame == window.bounds)
        _ = delegate
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func customDismissalCallsInUIKitOrderAndPutsThePresenterBack() {
        let (window, a, b, delegate, log) = scene()
        defer { withExtendedLifetime(delegate) {} }
        a.present(b, animated: false)
        _ = log.take()
        b.dismiss(animated: true) { log.add("dismiss.completion") }
        #expect(
            log.take() == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal",
                "animator.transitionDuration",
                "B.viewWillDisappear",
                "A.viewWillAppear",
                "animator.animateTransition",
            ])
        #expect(b.isBeingDismissed)
        VirtualClock.shared.advance(by: 0.5)
        #expect(
            log.take() == [
                "animator.completion(finished: true)",
                "B.viewDidDisappear",
                "A.viewDidAppear",
                "dismiss.completion",
                "animator.animationEnded(true)",
            ])
        #expect(window.subviews.map { $0 } == [a.view])
        #expect(a.view.frame == window.bounds)
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(b.view.superview == nil)
    }

    @Test func nonAnimatedPresentationRunsTheSameCallbacksAtOnce() {
        let (window, a, b, delegate, log) = scene()
        defer { withExtendedLifetime(delegate) {} }
        a.present(b, animated: false) { log.add("present.completion") }
        #expect(
            log.take() == [
                "B.viewDidLoad",
                "A.viewWillDisappear",
                "B.viewWillAppear",
                "A.viewDidDisappear",
                "B.viewDidAppear",
                "present.completion",
            ])
        #expect(b.view.window === window)
        #expect(a.view.window == nil)
    }

    @Test func overFullScreenKeepsThePresenterAndHidesItFromTheAnimator() {
        let (window, a, b, delegate, log) = scene(style: .overFullScreen)
        a.present(b, animated: true)
        let animator = delegate.presentAnimator as! LoggedAnimator
        #expect(animator.lastContext?.view(forKey: .from) == nil)
        #expect(animator.lastContext?.view(forKey: .to) === b.view)
        #expect(animator.lastContext?.presentationStyle == .overFullScreen)
        VirtualClock.shared.advance(by: 0.5)
        #expect(!log.entries.contains("A.viewWillDisappear"))
        #expect(!log.entries.contains("A.viewDidDisappear"))
        #expect(a.view.superview === window)
        #expect(window.subviews.count == 2)
        _ = log.take()
        b.dismiss(animated: true)
        VirtualClock.shared.advance(by: 0.5)
        #expect(
            log.take() == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal",
                "animator.transitionDuration",
                "B.viewWillDisappear",
                "animator.animateTransition",
                "animator.completion(finished: true)",
                "B.viewDidDisappear",
                "animator.animationEnded(true)",
            ])
        #expect(window.subviews.map { $0 } == [a.view])
    }

    @Test func presentingTwiceIsRefusedWithAnError() {
        let (window, a, b, delegate, log) = scene()
        defer { withExtendedLifetime((window, delegate)) {} }
        a.present(b, animated: true)
        let c = LoggedViewController("C", log: log)
        a.present(c, animated: true)
        #expect(TransitionDiagnostics.shared.takeErrors().count == 1)
        VirtualClock.shared.advance(by: 1)
        a.present(c, animated: false)
        let errors = TransitionDiagnostics.shared.takeErrors()
        #expect(errors == [.alreadyPresenting(presenter: "LoggedViewController", presented: "LoggedViewController")])
        #expect(c.presentingViewController == nil)
    }

    @Test func anAnimatorThatNeverCompletesIsReportedAndTheTransitionEndsCancelled() {
        let (window, a, b, delegate, log) = scene()
        delegate.presentAnimator = LoggedAnimator(log: log, duration: 0.5, misbehaviour: .neverCompletes)
        a.present(b, animated: true) { log.add("present.completion") }
        VirtualClock.shared.advance(by: 10.4)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
        VirtualClock.shared.advance(by: 0.2)
        #expect(TransitionDiagnostics.shared.takeErrors() == [.neverCompleted(animator: "LoggedAnimator", after: 10.5)])
        #expect(!log.entries.contains("present.completion"))
        #expect(
            log.entries.suffix(5) == [
                "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
                "animator.animationEnded(false)",
            ])
        #expect(window.subviews.map { $0 } == [a.view])
        #expect(a.presentedViewController == nil)
        // The engine is free again.
        a.present(b, animated: false)
        #expect(a.presentedViewController === b)
    }

    @Test func completingTwiceIsReportedAndIgnored() {
        let (window, a, b, delegate, log) = scene()
        defer { withExtendedLifetime(window) {} }
        delegate.presentAnimator = LoggedAnimator(log: log, duration: 0.5, misbehaviour: .completesTwice)
        a.present(b, animated: true)
        VirtualClock.shared.advance(by: 0.5)
        #expect(TransitionDiagnostics.shared.takeErrors() == [.completedTwice(animator: "LoggedAnimator")])
        #expect(log.entries.filter { $0.hasPrefix("animator.animationEnded") } == ["animator.animationEnded(true)"])
        #expect(a.presentedViewController === b)
    }
}

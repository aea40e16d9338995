import Flipbook
import Testing

/// The callback sequence of cancelled transitions of each kind (pops and tab switches are also covered
/// in PercentDrivenTransitionTests and TabBarTransitionTests).
@MainActor
@Suite struct CancelledTransitionTests {
    @Test func cancelledInteractivePresentationLeavesNothingBehind() {
        let window = makeTestWindow()
        let log = CallLog()
        let a = LoggedViewController("A", log: log, color: .red)
        let b = LoggedViewController("B", log: log, color: .blue)
        window.rootViewController = a
        let delegate = LoggedTransitioningDelegate(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentAnimator = LoggedAnimator(log: log, duration: 0.5)
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        _ = log.take()
        a.present(b, animated: true) { log.add("present.completion") }
        interaction.update(0.5)
        interaction.cancel()
        VirtualClock.shared.advance(by: 1)
        #expect(
            log.take() == [
                "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
                "B.viewDidLoad",
                "animator.transitionDuration",
                "A.viewWillDisappear",
                "B.viewWillAppear",
                "animator.animateTransition",
                "animator.completion(finished: true)",
                "B.viewWillDisappear",
                "B.viewDidDisappear",
                "A.viewWillAppear",
                "A.viewDidAppear",
                "animator.animationEnded(false)",
            ])
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(b.presentationController == nil)
        #expect(window.subviews.map { $0 } == [a.view])
        #expect(b.view.superview == nil)
        // Presenting again works.
        a.present(b, animated: false)
        #expect(a.presentedViewController === b)
        withExtendedLifetime(delegate) {}
    }

    @Test func cancelledCustomPresentationTellsThePresentationController() {
        let window = makeTestWindow()
        let log = CallLog()
        let a = LoggedViewController("A", log: log, color: .red)
        let b = LoggedViewController("B", log: log, color: .blue)
        window.rootViewController = a
        let delegate = LoggedTransitioningDelegate(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentAnimator = LoggedAnimator(log: log, duration: 0.5)
        delegate.presentInteraction = interaction
        delegate.makePresentationController = { presented, presenting in
            LoggedPresentationController(presented: presented, presenting: presenting, log: log)
        }
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        _ = log.take()
        a.present(b, animated: true)
        let controller = b.presentationController as? LoggedPresentationController
        interaction.update(0.5)
        #expect(
            abs(CGFloat(controller!.dimming.layer.presentation()!.opacity) - 0.25) < 0.001, "alongside is scrubbed too")
        interaction.cancel()
        VirtualClock.shared.advance(by: 1)
        #expect(
            log.take() == [
                "delegate.presentationController",
                "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
                "B.viewDidLoad",
                "animator.transitionDuration",
                "pc.presentationTransitionWillBegin",
                "pc.containerViewWillLayoutSubviews",
                "pc.containerViewDidLayoutSubviews",
                "B.viewWillAppear",
                "animator.animateTransition",
                "animator.completion(finished: true)",
                "pc.presentationTransitionDidEnd(false)",
                "B.viewWillDisappear",
                "B.viewDidDisappear",
                "animator.animationEnded(false)",
            ])
        #expect(controller?.containerView == nil)
        #expect(window.subviews.map { $0 } == [a.view])
        #expect(b.presentationController == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test func cancelledInteractiveDismissalKeepsThePresentation() {
        let window = makeTestWindow()
        let log = CallLog()
        let a = LoggedViewController("A", log: log, color: .red)
        let b = LoggedViewController("B", log: log, color: .blue)
        window.rootViewController = a
        let delegate = LoggedTransitioningDelegate(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissAnimator = LoggedAnimator(log: log, duration: 0.5, dismissing: true)
        delegate.dismissInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        let container = b.view.superview
        _ = log.take()
        b.dismiss(animated: true) { log.add("dismiss.completion") }
        interaction.update(0.6)
        #expect(abs(b.view.layer.presentation()!.frame.minX - 72) < 0.001)
        interaction.cancel()
        VirtualClock.shared.advance(by: 1)
        #expect(
            log.take() == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal",
                "animator.transitionDuration",
                "B.viewWillDisappear",
                "A.viewWillAppear",
                "animator.animateTransition",
                "animator.completion(finished: true)",
                "A.viewWillDisappear",
                "A.viewDidDisappear",
                "B.viewWillAppear",
                "B.viewDidAppear",
                "animator.animationEnded(false)",
            ])
        #expect(a.presentedViewController === b)
        #expect(b.view.superview === container)
        #expect(b.view.frame == window.bounds)
        #expect(a.view.superview == nil, "the full-screen presenter's view stays out of the window")
        #expect(!b.isBeingDismissed)
        withExtendedLifetime(delegate) {}
    }

    @Test func cancelledInteractivePushPutsTheStackBack() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (window, log, a, b, nav, delegate) = interactivePushScene(interaction)
        _ = log.take()
        nav.pushViewController(b, animated: true)
        interaction.update(0.2)
        interaction.cancel()
        VirtualClock.shared.advance(by: 1)
        #expect(
            log.take() == [
                "B.willMove(toParent: parent)",
                "nav.animationController(push)",
                "nav.interactionController",
                "B.viewDidLoad",
                "animator.transitionDuration",
                "nav.willShow(B)",
                "A.viewWillDisappear",
                "B.viewWillAppear",
                "animator.animateTransition",
                "animator.completion(finished: true)",
                "B.willMove(toParent: nil)",
                "B.didMove(toParent: nil)",
                "B.viewWillDisappear",
                "B.viewDidDisappear",
                "A.viewWillAppear",
                "A.viewDidAppear",
                "animator.animationEnded(false)",
            ])
        #expect(nav.viewControllers == [a])
        #expect(b.parent == nil)
        #expect(a.view.frame == window.bounds && a.view.superview != nil)
        #expect(b.view.superview == nil)
        #expect(nav.navigationBar.topItemTitle == "A")
        withExtendedLifetime(delegate) {}
    }

    @Test func customInteractionThatNeverCompletesIsReportedAfterItsInteractionEnds() {
        let interaction = HandDrivenInteraction()
        let (window, _, a, b, nav, delegate) = interactivePushScene(interaction)
        nav.pushViewController(b, animated: true)
        // While interactive only the idle limit (60 s without progress) applies.
        VirtualClock.shared.advance(by: 50)
        interaction.context?.updateInteractiveTransition(0)
        VirtualClock.shared.advance(by: 50)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
        interaction.context?.finishInteractiveTransition()
        VirtualClock.shared.advance(by: 10.6)
        #expect(TransitionDiagnostics.shared.takeErrors() == [.neverCompleted(animator: "LoggedAnimator", after: 10.5)])
        #expect(nav.viewControllers == [a])
        withExtendedLifetime((window, delegate)) {}
    }
}

extension CancelledTransitionTests {
    @Test func aStalledInteractionIsReportedAndEnded() {
        let interaction = UIPercentDrivenInteractiveTransition()
        let (window, _, a, b, nav, delegate) = interactivePushScene(interaction)
        nav.pushViewController(b, animated: true)
        interaction.update(0.5)
        VirtualClock.shared.advance(by: 59)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
        VirtualClock.shared.advance(by: 2)
        #expect(
            TransitionDiagnostics.shared.takeErrors() == [
                .interactionStalled(interaction: "UIPercentDrivenInteractiveTransition", after: 60)
            ])
        #expect(nav.viewControllers == [a])
        #expect(a.view.frame == window.bounds && a.view.superview != nil)
        #expect(b.view.layer.animationKeys()?.isEmpty ?? true)
        // The engine is free again and the interaction can drive the next transition.
        nav.pushViewController(b, animated: true)
        interaction.update(0.2)
        interaction.finish()
        VirtualClock.shared.advance(by: 1)
        #expect(nav.viewControllers == [a, b])
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
        withExtendedLifetime(delegate) {}
    }
}

/// A window showing a navigation controller on A whose delegate pushes B with a logged 0.5 s animator
/// driven by `interaction`. The caller keeps the delegate alive (the controller holds it weakly).
@MainActor
private func interactivePushScene(_ interaction: UIViewControllerInteractiveTransitioning)
    -> (UIWindow, CallLog, LoggedViewController, LoggedViewController, UINavigationController, LoggedNavigationDelegate)
{
    let window = makeTestWindow()
    let log = CallLog()
    let a = LoggedViewController("A", log: log, color: .red)
    let b = LoggedViewController("B", log: log, color: .blue)
    let nav = UINavigationController(rootViewController: a)
    let delegate = LoggedNavigationDelegate(log: log)
    delegate.pushAnimator = LoggedAnimator(log: log, duration: 0.5)
    delegate.interaction = interaction
    nav.delegate = delegate
    window.rootViewController = nav
    return (window, log, a, b, nav, delegate)
}

/// An interaction controller that only keeps the context (the test drives it).
@MainActor
private final class HandDrivenInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    var context: UIViewControllerContextTransitioning?
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
    }
}

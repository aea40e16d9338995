import Flipbook
import FlipbookTesting
import Testing

@MainActor
@Suite struct PresentationControllerTests {
    @Test func customPresentationUsesThePresentationControllerAndLeavesThePresenterAlone() {
        let window = makeTestWindow(width: 100, height: 200)
        let log = CallLog()
        let a = LoggedViewController("A", log: log, color: .red)
        let b = LoggedViewController("B", log: log, color: .blue)
        window.rootViewController = a
        let delegate = LoggedTransitioningDelegate(log: log)
        let animator = LoggedAnimator(log: log, duration: 0.4)
        delegate.presentAnimator = animator
        delegate.dismissAnimator = LoggedAnimator(log: log, duration: 0.4, dismissing: true)
        var controller: LoggedPresentationController?
        delegate.makePresentationController = { presented, presenting in
            let made = LoggedPresentationController(presented: presented, presenting: presenting, log: log)
            controller = made
            return made
        }
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        _ = log.take()
        a.present(b, animated: true)
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
            ])
        #expect(b.presentationController === controller)
        #expect(animator.lastContext?.view(forKey: .from) == nil)
        #expect(animator.lastContext?.finalFrame(for: b) == CGRect(x: 10, y: 20, width: 80, height: 160))
        #expect(animator.lastContext?.presentationStyle == .custom)
        VirtualClock.shared.advance(by: 0.2)
        #expect(abs(CGFloat(controller!.dimming.layer.presentation()!.opacity) - 0.25) < 0.05)
        VirtualClock.shared.advance(by: 0.2)
        #expect(
            log.take() == [
                "animator.completion(finished: true)",
                "pc.presentationTransitionDidEnd(true)",
                "pc.containerViewWillLayoutSubviews",
                "pc.containerViewDidLayoutSubviews",
                "B.viewDidAppear",
                "animator.animationEnded(true)",
            ])
        #expect(a.view.superview === window, "custom presentations keep the presenter's view")
        #expect(b.view.frame == CGRect(x: 10, y: 20, width: 80, height: 160))
        #expect(controller!.dimming.alpha == 0.5)
        #expect(controller!.containerView?.superview === window)

        b.dismiss(animated: true)
        VirtualClock.shared.advance(by: 0.4)
        #expect(
            log.take() == [
                "delegate.animationController(forDismissed:)",
                "delegate.interactionControllerForDismissal",
                "animator.transitionDuration",
                "pc.dismissalTransitionWillBegin",
                "B.viewWillDisappear",
                "animator.animateTransition",
                "animator.completion(finished: true)",
                "pc.dismissalTransitionDidEnd(true)",
                "B.viewDidDisappear",
                "animator.animationEnded(true)",
            ])
        #expect(window.subviews.map { $0 } == [a.view])
        #expect(b.presentationController == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test func currentContextCoversOnlyTheContextView() {
        let window = makeTestWindow(width: 100, height: 200)
        let log = CallLog()
        let first = LoggedViewController("First", log: log, color: .red)
        let second = LoggedViewController("Second", log: log, color: .green)
        let tab = UITabBarController()
        tab.viewControllers = [first, second]
        window.rootViewController = tab
        first.definesPresentationContext = true
        let b = LoggedViewController("B", log: log, color: .blue)
        b.modalPresentationStyle = .currentContext
        first.present(b, animated: false)
        #expect(b.presentingViewController === first)
        #expect(first.view.superview == nil, "currentContext removes the context's view")
        #expect(b.view.window === window)
        #expect(tab.tabBar.window === window)
        #expect(b.view.superview?.frame == window.bounds)
        first.dismiss(animated: false)
        #expect(first.view.window === window)
        #expect(b.view.superview == nil)
        #expect(log.entries.contains("First.viewDidDisappear") && log.entries.contains("First.viewDidAppear"))
    }

    @Test func defaultCoverVerticalSlidesUpAndDown() {
        let window = makeTestWindow(width: 100, height: 200)
        let a = UIViewController()
        let b = UIViewController()
        b.modalPresentationStyle = .fullScreen
        window.rootViewController = a
        a.present(b, animated: true)
        #expect(b.view.layer.presentation()!.frame.minY == 200)
        VirtualClock.shared.advance(by: 0.25)
        #expect(abs(b.view.layer.presentation()!.frame.minY - 100) < 0.5)
        VirtualClock.shared.advance(by: 0.25)
        #expect(b.view.frame.minY == 0)
        b.dismiss(animated: true)
        VirtualClock.shared.advance(by: 0.25)
        #expect(abs(b.view.layer.presentation()!.frame.minY - 100) < 0.5)
        #expect(a.view.superview != nil)
        VirtualClock.shared.advance(by: 0.25)
        #expect(b.view.superview == nil)
        #expect(window.subviews.map { $0 } == [a.view])
    }

    @Test func defaultCrossDissolveAndFlipAndCurl() {
        let window = makeTestWindow(width: 100, height: 200)
        let a = UIViewController()
        window.rootViewController = a
        let fade = UIViewController()
        fade.modalTransitionStyle = .crossDissolve
        fade.modalPresentationStyle = .fullScreen
        a.present(fade, animated: true)
        VirtualClock.shared.advance(by: 0.2)
        #expect(abs(fade.view.layer.presentation()!.opacity - 0.5) < 0.01)
        VirtualClock.shared.advance(by: 0.2)
        fade.dismiss(animated: false)

        let flip = UIViewController()
        flip.modalTransitionStyle = .flipHorizontal
        flip.modalPresentationStyle = .fullScreen
        a.present(flip, animated: true)
        VirtualClock.shared.advance(by: 0.375)
        let halfway = a.view.layer.presentation()!.transform
        #expect(abs(halfway.m11) < 1e-6, "the presenter is edge-on at half time")
        VirtualClock.shared.advance(by: 0.375)
        #expect(flip.view.layer.transform == CATransform3DIdentity)
        #expect(a.view.layer.transform == CATransform3DIdentity)
        #expect(a.view.superview == nil)
        flip.dismiss(animated: false)

        let curl = UIViewController()
        curl.view.backgroundColor = .systemGreen
        a.view.backgroundColor = .systemBlue
        curl.modalTransitionStyle = .partialCurl
        curl.modalPresentationStyle = .fullScreen
        a.present(curl, animated: true)
        VirtualClock.shared.advance(by: 0.375)
        assertGolden(
            FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot(),
            named: "partial-curl-present", at: 0.375, suite: "transitions")
        VirtualClock.shared.advance(by: 0.375)
        #expect(a.presentedViewController === curl)
        #expect(
            curl.view.superview?.layer.animation(forKey: "UIModalTransitionStyle.partialCurl") != nil,
            "the page stays curled while presented")
        assertGolden(
            FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot(),
            named: "partial-curl-rest", at: 0.75, suite: "transitions")
        curl.dismiss(animated: true)
        VirtualClock.shared.advance(by: 0.75)
        #expect(a.presentedViewController == nil)
        #expect(window.subviews.map { $0 } == [a.view])
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}

import Flipbook
import Testing

@MainActor
@Suite struct NavigationTransitionTests {
    @Test func customPushAndPopCallInUIKitOrder() {
        let window = makeTestWindow()
        let log = CallLog()
        let a = LoggedViewController("A", log: log, color: .red)
        let nav = UINavigationController(rootViewController: a)
        let delegate = LoggedNavigationDelegate(log: log)
        delegate.pushAnimator = LoggedAnimator(log: log, duration: 0.4)
        delegate.popAnimator = LoggedAnimator(log: log, duration: 0.4, dismissing: true)
        nav.delegate = delegate
        window.rootViewController = nav
        #expect(
            log.take() == [
                "A.willMove(toParent: parent)", "A.didMove(toParent: parent)", "A.viewDidLoad",
                "A.viewWillAppear", "A.viewDidAppear",
            ])

        let b = LoggedViewController("B", log: log, color: .blue)
        nav.pushViewController(b, animated: true)
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
            ])
        #expect(nav.topViewController === b)
        #expect(b.navigationController === nav)
        #expect(b.isMovingToParent)
        VirtualClock.shared.advance(by: 0.4)
        #expect(
            log.take() == [
                "animator.completion(finished: true)",
                "B.didMove(toParent: parent)",
                "A.viewDidDisappear",
                "B.viewDidAppear",
                "nav.didShow(B)",
                "animator.animationEnded(true)",
            ])
        #expect(a.view.superview == nil)
        #expect(b.view.superview != nil && b.view.isDescendant(of: nav.view))
        #expect(nav.navigationBar.topItemTitle == "B")
        #expect(nav.navigationBar.backItemTitle == "A")

        #expect(nav.popViewController(animated: true) === b)
        #expect(
            log.take() == [
                "B.willMove(toParent: nil)",
                "nav.animationController(pop)",
                "nav.interactionController",
                "animator.transitionDuration",
                "nav.willShow(A)",
                "B.viewWillDisappear",
                "A.viewWillAppear",
                "animator.animateTransition",
            ])
        VirtualClock.shared.advance(by: 0.4)
        #expect(
            log.take() == [
                "animator.completion(finished: true)",
                "B.didMove(toParent: nil)",
                "B.viewDidDisappear",
                "A.viewDidAppear",
                "nav.didShow(A)",
                "animator.animationEnded(true)",
            ])
        #expect(nav.viewControllers.map { $0 } == [a])
        #expect(b.parent == nil)
        #expect(a.view.isDescendant(of: nav.view))
        #expect(b.view.superview == nil)
        #expect(nav.navigationBar.backItemTitle == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test func defaultSlideMovesBothViewsWithParallax() {
        let window = makeTestWindow(width: 100, height: 200)
        let log = CallLog()
        let a = LoggedViewController("A", log: log)
        let b = LoggedViewController("B", log: log)
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        nav.pushViewController(b, animated: true)
        #expect(b.view.layer.presentation()!.frame.minX == 100)
        VirtualClock.shared.advance(by: 0.175)
        let toX = b.view.layer.presentation()!.frame.minX
        let fromX = a.view.layer.presentation()!.frame.minX
        #expect(abs(toX - 50) < 0.5, "ease-in-out is half-way at half time")
        #expect(abs(fromX - -15) < 0.5, "the lower view moves 30 % of the width")
        VirtualClock.shared.advance(by: 0.175)
        #expect(b.view.frame == window.bounds)
        #expect(a.view.superview == nil)
        #expect(nav.transitionCoordinator == nil)
        // Everything the animator added is gone: only B's view is in the transition view.
        #expect(b.view.superview?.subviews.count == 1)
    }

    @Test func popToRootSkipsTheMiddleAndSetViewControllersDecidesPushOrPop() {
        let window = makeTestWindow()
        let log = CallLog()
        let a = LoggedViewController("A", log: log)
        let b = LoggedViewController("B", log: log)
        let c = LoggedViewController("C", log: log)
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        nav.setViewControllers([a, b, c], animated: true)
        VirtualClock.shared.advance(by: 1)
        #expect(nav.viewControllers == [a, b, c])
        _ = log.take()
        let popped = nav.popToRootViewController(animated: true)
        #expect(popped == [b, c])
        VirtualClock.shared.advance(by: 1)
        let entries = log.take()
        #expect(!entries.contains { $0.hasPrefix("B.view") }, "the middle view controller never appears")
        #expect(entries.contains("C.viewDidDisappear") && entries.contains("A.viewDidAppear"))
        #expect(entries.contains("B.didMove(toParent: nil)") && entries.contains("C.didMove(toParent: nil)"))
        #expect(nav.viewControllers == [a])
    }

    @Test func pushWhileTransitioningAndBadRequestsAreRefused() {
        let window = makeTestWindow()
        let log = CallLog()
        let a = LoggedViewController("A", log: log)
        let b = LoggedViewController("B", log: log)
        let c = LoggedViewController("C", log: log)
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        #expect(nav.popViewController(animated: true) == nil)
        VirtualClock.shared.advance(by: 1)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(UINavigationController(), animated: true)
        #expect(nav.popToViewController(c, animated: true) == nil)
        let errors = TransitionDiagnostics.shared.takeErrors()
        #expect(errors.count == 5)
        if case .transitionInProgress = errors[0] {
        } else {
            Issue.record("expected transitionInProgress, got \(errors[0])")
        }
        #expect(errors[2] == .viewControllerInUse("LoggedViewController is already in the navigation stack"))
        #expect(nav.viewControllers == [a, b])
    }

    @Test func offScreenStackChangesHappenWithoutTransition() {
        let log = CallLog()
        let a = LoggedViewController("A", log: log)
        let b = LoggedViewController("B", log: log)
        VirtualClock.shared.reset()
        TransitionDiagnostics.shared.reset()
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: true)
        #expect(nav.viewControllers == [a, b])
        #expect(nav.transitionCoordinator == nil)
        #expect(!log.entries.contains("B.viewDidLoad"), "views load lazily")
        #expect(
            log.take() == [
                "A.willMove(toParent: parent)", "A.didMove(toParent: parent)",
                "B.willMove(toParent: parent)", "B.didMove(toParent: parent)",
            ])
    }
}

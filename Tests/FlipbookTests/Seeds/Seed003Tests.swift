import Flipbook
import Testing

/// Seed 003: tab-bar slide (plain, percent-driven, custom interactive), push/pop by scale, present by
/// scale and fade (with and without a presentation controller) and the transition coordinator examples.
@MainActor
@Suite struct Seed003Tests {
    /// A tab bar controller with three tabs in a 120 × 200 window.
    @MainActor private final class Tabs {
        let window = makeTestWindow(width: 120, height: 200)
        let recorder: FrameRecorder
        let tab = UITabBarController()
        let pages = [
            DemoPage("Chats", tint: .systemGreen), DemoPage("Contacts", tint: .systemBlue),
            DemoPage("Me", tint: .systemOrange),
        ]

        init() {
            recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
            tab.viewControllers = pages
            window.rootViewController = tab
        }

        func tapItem(_ index: Int) {
            let finger = ScriptedTouch(window: window)
            finger.down(at: CGPoint(x: 20 + CGFloat(index) * 40, y: 180))
            finger.up()
        }
    }

    @Test func tabSlideFollowsTheIndexesAndIgnoresTouches() {
        let tabs = Tabs()
        var reports: [String] = []
        let delegate = Seed003TabSlideDelegate()
        delegate.report = { reports.append($0) }
        tabs.tab.delegate = delegate
        tabs.tapItem(2)
        #expect(tabs.tab.selectedIndex == 2)
        #expect(UIApplication.shared.isIgnoringInteractionEvents)
        VirtualClock.shared.advance(by: 0.2)
        #expect(abs(shownFrame(tabs.pages[2].view).minX - 60) < 0.5)
        #expect(abs(shownFrame(tabs.pages[0].view).minX - -60) < 0.5)
        assertTransitionGolden(tabs.window, "seed003-tab-slide")
        tabs.tapItem(1) // ignored while the transition runs
        VirtualClock.shared.advance(by: 0.2)
        #expect(!UIApplication.shared.isIgnoringInteractionEvents)
        #expect(reports == ["Completed"])
        #expect(tabs.tab.selectedIndex == 2)
        tabs.tapItem(0) // back to the left: the direction follows the indexes
        VirtualClock.shared.advance(by: 0.2)
        #expect(abs(shownFrame(tabs.pages[0].view).minX - -60) < 0.5)
        VirtualClock.shared.advance(by: 0.2)
        #expect(tabs.tab.selectedIndex == 0)
        #expect(tabs.pages[0].view.frame == tabs.window.bounds)
        withExtendedLifetime(delegate) {}
    }

    @Test func percentDrivenTabsFollowTheEdgePans() throws {
        let tabs = Tabs()
        let controller = Seed003PercentDrivenTabs(tab: tabs.tab)
        var reports: [String] = []
        controller.report = { reports.append($0) }
        // The left edge does nothing on the first tab.
        try tabs.recorder.drag(from: CGPoint(x: 2, y: 100), to: CGPoint(x: 80, y: 100), duration: 0.2)
        #expect(tabs.tab.selectedIndex == 0 && reports.isEmpty)
        // From the right edge, 70 % of the width: the next tab.
        let finger = try tabs.recorder.drag(
            from: CGPoint(x: 118, y: 100), to: CGPoint(x: 58, y: 100), duration: 0.3, ending: .hold)
        #expect(reports == ["selectedIndex = 1"])
        #expect(abs(shownFrame(tabs.pages[1].view).minX - 60) < 0.001)
        assertTransitionGolden(tabs.window, "seed003-tab-percent")
        try tabs.recorder.drag(finger, through: [CGPoint(x: 34, y: 100)], duration: 0.1)
        try tabs.recorder.advance(seconds: 0.5)
        #expect(tabs.tab.selectedIndex == 1)
        #expect(reports == ["selectedIndex = 1", "Completed", "1"])
        // A short pan back from the left edge is cancelled: the selection goes back to 1.
        try tabs.recorder.drag(from: CGPoint(x: 2, y: 100), to: CGPoint(x: 40, y: 100), duration: 0.2)
        try tabs.recorder.advance(seconds: 0.5)
        #expect(tabs.tab.selectedIndex == 1)
        #expect(reports.suffix(3) == ["selectedIndex = 0", "NO Completed", "1"])
        #expect(tabs.pages[1].view.frame == tabs.window.bounds)
        #expect(tabs.pages[0].view.superview == nil)
        // Tapping still animates (non-interactively, ignoring touches meanwhile).
        tabs.tapItem(2)
        #expect(UIApplication.shared.isIgnoringInteractionEvents)
        try tabs.recorder.advance(seconds: 0.4)
        #expect(tabs.tab.selectedIndex == 2 && !UIApplication.shared.isIgnoringInteractionEvents)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func customInteractiveTabsMoveTheViewsByHand() throws {
        let tabs = Tabs()
        let controller = Seed003CustomInteractiveTabs(tab: tabs.tab)
        tabs.tab.selectedIndex = 1 // no animator while not interacting: switches at once
        #expect(tabs.pages[1].view.frame == tabs.window.bounds)
        let finger = try tabs.recorder.drag(
            from: CGPoint(x: 2, y: 100), to: CGPoint(x: 50, y: 100), duration: 0.2, ending: .hold)
        #expect(tabs.tab.selectedIndex == 0)
        #expect(tabs.tab.transitionCoordinator?.isInteractive == true)
        // 40 %: the Contacts page has moved 48 points right, Chats comes in from the left.
        #expect(tabs.pages[1].view.frame.minX == 48)
        #expect(tabs.pages[0].view.frame.minX == -72)
        assertTransitionGolden(tabs.window, "seed003-tab-custom")
        try tabs.recorder.drag(finger, through: [CGPoint(x: 86, y: 100)], duration: 0.1)
        try tabs.recorder.advance(seconds: 0.3)
        #expect(tabs.tab.selectedIndex == 0)
        #expect(tabs.tab.transitionCoordinator == nil)
        #expect(tabs.pages[0].view.frame == tabs.window.bounds)
        #expect(tabs.pages[1].view.superview == nil)
        // A short drag from the right edge springs back and cancels.
        try tabs.recorder.drag(from: CGPoint(x: 118, y: 100), to: CGPoint(x: 90, y: 100), duration: 0.2)
        try tabs.recorder.advance(seconds: 0.3)
        #expect(tabs.tab.selectedIndex == 0)
        #expect(tabs.pages[0].view.frame == tabs.window.bounds)
        #expect(tabs.pages[1].view.superview == nil)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
        withExtendedLifetime(controller) {}
    }

    @Test func pushAndPopByScale() {
        let window = makeTestWindow(width: 120, height: 200)
        let first = Seed003ScaleViewController("First", tint: .systemTeal)
        let nav = UINavigationController(rootViewController: first)
        window.rootViewController = nav
        first.pushAction()
        let second = nav.topViewController!
        VirtualClock.shared.advance(by: 0.2)
        #expect(abs(second.view.layer.presentation()!.transform.m11 - 0.55) < 1e-6)
        assertTransitionGolden(window, "seed003-push-scale")
        VirtualClock.shared.advance(by: 0.2)
        nav.popViewController(animated: true)
        VirtualClock.shared.advance(by: 0.2)
        #expect(abs(first.view.layer.presentation()!.transform.m11 - 0.55) < 1e-6)
        VirtualClock.shared.advance(by: 0.2)
        #expect(nav.viewControllers == [first])
        #expect(first.view.transform == .identity)
        #expect(!UIApplication.shared.isIgnoringInteractionEvents)
    }

    @Test func presentByScaleAndFadeThenTapToDismiss() {
        let window = makeTestWindow(width: 160, height: 240)
        let home = DemoPage("Home", tint: .systemGray)
        window.rootViewController = home
        let second = ViewController2(nibName: nil, bundle: nil)
        home.present(second, animated: true)
        #expect(second.view.frame == CGRect(x: 40, y: 40, width: 80, height: 160))
        VirtualClock.shared.advance(by: 0.2)
        #expect(abs(second.view.layer.presentation()!.opacity - 0.5) < 0.01)
        assertTransitionGolden(window, "seed003-present-scale")
        VirtualClock.shared.advance(by: 0.2)
        #expect(home.view.window === window, "custom style keeps the presenter")
        let finger = ScriptedTouch(window: window)
        finger.down(at: CGPoint(x: 80, y: 120))
        finger.up()
        #expect(second.isBeingDismissed)
        VirtualClock.shared.advance(by: 0.4)
        #expect(home.presentedViewController == nil)
        #expect(window.subviews.map { $0 } == [home.view])
    }

    @Test func presentationControllerDimsAndInsets() {
        let window = makeTestWindow(width: 160, height: 240)
        let home = DemoPage("Home", tint: .systemGray)
        window.rootViewController = home
        let third = ViewController3(nibName: nil, bundle: nil)
        home.present(third, animated: true)
        let controller = third.presentationController as? MyPresentationController
        #expect(controller != nil)
        #expect(third.view.frame == CGRect(x: 40, y: 40, width: 80, height: 160))
        VirtualClock.shared.advance(by: 0.2)
        #expect(abs(controller!.dimmingView.layer.presentation()!.opacity - 0.25) < 0.01)
        assertTransitionGolden(window, "seed003-presentation-controller")
        VirtualClock.shared.advance(by: 0.2)
        #expect(controller!.dimmingView.alpha == 0.5)
        third.dismiss(animated: true)
        VirtualClock.shared.advance(by: 0.4)
        #expect(controller!.dimmingView.superview == nil)
        #expect(window.subviews.map { $0 } == [home.view])
    }

    @Test func coordinatorAnimatesAlongsideAndReportsInteractionEnds() throws {
        let window = makeTestWindow(width: 120, height: 200)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let root = Seed003InteractionEndsViewController("Root", tint: .systemGreen)
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        #expect(root.messages == ["1 Transition is NULL"])
        let detail = Seed003AlongsideViewController("Detail", tint: .systemBlue)
        nav.pushViewController(detail, animated: true)
        #expect(detail.messages == ["Transition Animation"])
        VirtualClock.shared.advance(by: 0.175)
        let center = detail.animationView.layer.presentation()!.position
        #expect(abs(center.x - 40) < 0.5 && abs(center.y - 130) < 0.5, "half-way from (20, 160) to (60, 100)")
        assertTransitionGolden(window, "seed003-coordinator-alongside")
        VirtualClock.shared.advance(by: 0.175)
        #expect(detail.messages == ["Transition Animation", "Transition completion"])
        #expect(detail.animationView.center == CGPoint(x: 60, y: 100))

        // The interactive pop gesture: a short swipe is cancelled, a long one ends.
        try recorder.drag(from: CGPoint(x: 2, y: 100), to: CGPoint(x: 30, y: 100), duration: 0.5)
        try recorder.advance(seconds: 0.5)
        #expect(root.messages.last == "1 Interaction Cancelled")
        try recorder.drag(from: CGPoint(x: 2, y: 100), to: CGPoint(x: 100, y: 100), duration: 0.3)
        try recorder.advance(seconds: 0.5)
        #expect(root.messages.last == "1 Interaction Ends")
        #expect(nav.viewControllers == [root])
    }
}

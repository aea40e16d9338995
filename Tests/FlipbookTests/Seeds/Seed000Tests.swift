import Flipbook
import Testing

/// Seed 000: the corner presentation and dismissal, and the same animator on a navigation controller.
@MainActor
@Suite struct Seed000Tests {
    @Test func cornerPresentationAndDismissal() {
        let window = makeTestWindow(width: 120, height: 200)
        let delegate = Seed000TransitioningDelegate()
        let home = DemoPage("Home", tint: .systemTeal)
        let detail = DemoPage("Detail", tint: .systemOrange)
        detail.transitioningDelegate = delegate
        detail.modalPresentationStyle = .fullScreen
        window.rootViewController = home
        home.present(detail, animated: true)
        // The presented view grows out of the bottom-right corner (its initial frame is .zero).
        #expect(nearly(shownFrame(detail.view), CGRect(x: 120, y: 200, width: 0, height: 0)))
        VirtualClock.shared.advance(by: 0.75)
        #expect(nearly(shownFrame(detail.view), CGRect(x: 60, y: 100, width: 60, height: 100)))
        assertTransitionGolden(window, "seed000-corner-present")
        VirtualClock.shared.advance(by: 0.75)
        #expect(detail.view.frame == window.bounds)
        #expect(home.view.superview == nil)

        home.dismiss(animated: true)
        VirtualClock.shared.advance(by: 0.75)
        #expect(nearly(shownFrame(detail.view), CGRect(x: 60, y: 100, width: 120, height: 200)))
        assertTransitionGolden(window, "seed000-corner-dismiss")
        VirtualClock.shared.advance(by: 0.75)
        // The seed removes its "to" view after a successful dismissal; UIKit (and Flipbook) put the
        // presenting view back in the window anyway.
        #expect(window.subviews.map { $0 } == [home.view])
        #expect(home.view.frame == window.bounds)
        #expect(home.presentedViewController == nil)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func sameAnimatorOnANavigationControllerWithPercentDrivenPop() {
        let window = makeTestWindow(width: 120, height: 200)
        let delegate = Seed000NavigationDelegate()
        let first = DemoPage("First", tint: .systemTeal)
        let second = DemoPage("Second", tint: .systemPink)
        let nav = UINavigationController(rootViewController: first)
        nav.delegate = delegate
        window.rootViewController = nav
        nav.pushViewController(second, animated: true)
        VirtualClock.shared.advance(by: 0.75)
        #expect(nearly(shownFrame(second.view), CGRect(x: 60, y: 100, width: 60, height: 100)))
        assertTransitionGolden(window, "seed000-nav-push")
        VirtualClock.shared.advance(by: 0.75)
        #expect(nav.topViewController === second)

        delegate.interactive = true
        nav.popViewController(animated: true)
        delegate.percentDriven.update(0.5)
        #expect(nearly(shownFrame(second.view), CGRect(x: 60, y: 100, width: 120, height: 200)))
        delegate.percentDriven.cancel()
        VirtualClock.shared.advance(by: 1)
        #expect(nav.viewControllers == [first, second])
        #expect(second.view.frame == window.bounds)

        nav.popViewController(animated: true)
        delegate.percentDriven.update(0.3)
        delegate.percentDriven.finish()
        VirtualClock.shared.advance(by: 1.5)
        #expect(nav.viewControllers == [first])
        // The seed removes the "to" view after the pop; the navigation controller keeps it on screen.
        #expect(first.view.window === window)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
        withExtendedLifetime(delegate) {}
    }
}

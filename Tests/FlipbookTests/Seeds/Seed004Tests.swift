import Flipbook
import Testing

/// Seed 004: the masked push (the source view slides half-way left while a mask shrinks it to half its width).
@MainActor
@Suite struct Seed004Tests {
    @Test func maskedPush() {
        let window = makeTestWindow(width: 120, height: 200)
        let log = CallLog()
        let first = DemoPage("First", tint: .systemIndigo, log: log)
        let second = DemoPage("Second", tint: .systemYellow, log: log)
        let nav = MaskedPushNavigationController(rootViewController: first)
        window.rootViewController = nav
        nav.pushViewController(second, animated: true)
        #expect(first.view.mask != nil)
        VirtualClock.shared.advance(by: 0.25)
        // Ease-out at a quarter of the time is 43.7 % of the way (CAMediaTimingFunction(0, 0, 0.58, 1)).
        let progress = CGFloat(CAMediaTimingFunction(name: .easeOut).value(at: 0.25))
        #expect(abs(second.view.layer.presentation()!.transform.m41 - 120 * (1 - progress)) < 0.01)
        #expect(abs(first.view.layer.presentation()!.transform.m41 - -60 * progress) < 0.01)
        #expect(abs(first.view.mask!.layer.presentation()!.bounds.width - 120 * (1 - 0.5 * progress)) < 0.01)
        assertTransitionGolden(window, "seed004-masked-push")
        VirtualClock.shared.advance(by: 0.25)
        assertTransitionGolden(window, "seed004-masked-push")
        VirtualClock.shared.advance(by: 0.5)
        #expect(first.view.mask == nil)
        #expect(nav.topViewController === second)
        #expect(second.view.transform == .identity)
        #expect(
            log.take() == [
                "First.viewWillAppear", "First.viewDidAppear", "First.viewWillDisappear",
                "Second.viewWillAppear", "First.viewDidDisappear", "Second.viewDidAppear",
            ])
        // Pops use the default slide.
        nav.popViewController(animated: true)
        VirtualClock.shared.advance(by: 0.35)
        #expect(nav.viewControllers == [first])
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}

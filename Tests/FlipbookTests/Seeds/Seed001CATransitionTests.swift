import Flipbook
import Testing

/// Seed 001, case 0: the system's CATransition effects on a non-animated push (added to the navigation
/// controller's view layer) and on a non-animated presentation (added to the window's layer).
@MainActor
@Suite struct Seed001CATransitionTests {
    /// The article's `pushAnimation`, in Swift.
    private func pushAnimation() -> CATransition {
        let transition = CATransition()
        transition.duration = 0.8
        transition.timingFunction = CAMediaTimingFunction(name: .default)
        transition.type = CATransitionType(rawValue: "cube")
        transition.subtype = .fromRight
        return transition
    }

    @Test func cubePushOnTheNavigationControllersLayer() {
        let window = makeTestWindow(width: 120, height: 200)
        let first = DemoPage("First", tint: .systemTeal)
        let second = DemoPage("Second", tint: .systemOrange)
        let nav = UINavigationController(rootViewController: first)
        window.rootViewController = nav
        nav.view.layer.add(pushAnimation(), forKey: nil) //添加Animation
        nav.pushViewController(second, animated: false) //記得這里的animated要設為NO,不然會重復
        #expect(nav.topViewController === second)
        VirtualClock.shared.advance(by: 0.4)
        assertTransitionGolden(window, "seed001-catransition-cube-push")
        VirtualClock.shared.advance(by: 0.4)
        #expect(nav.view.layer.animationKeys()?.isEmpty ?? true)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func moveInPresentationOnTheWindowsLayer() {
        let window = makeTestWindow(width: 120, height: 200)
        let first = DemoPage("First", tint: .systemTeal)
        let second = DemoPage("Modal", tint: .systemPurple)
        window.rootViewController = first
        let transition = CATransition()
        transition.duration = 0.5
        transition.type = .moveIn
        transition.subtype = .fromTop
        first.view.window!.layer.add(transition, forKey: nil)
        second.modalPresentationStyle = .fullScreen
        first.present(second, animated: false)
        #expect(first.presentedViewController === second)
        VirtualClock.shared.advance(by: 0.25)
        assertTransitionGolden(window, "seed001-catransition-movein-present")
        VirtualClock.shared.advance(by: 0.25)
        #expect(second.view.window === window)
    }
}

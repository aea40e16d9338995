import Flipbook
import Testing

/// `UIViewController.transition(from:to:duration:options:animations:completion:)` and `show(_:sender:)`.
@MainActor
@Suite struct ChildTransitionTests {
    /// A container with two children; the first one's view is showing.
    func makeContainer(log: CallLog) -> (UIWindow, UIViewController, LoggedViewController, LoggedViewController) {
        let window = makeTestWindow()
        let container = UIViewController()
        let first = LoggedViewController("A", log: log)
        let second = LoggedViewController("B", log: log)
        for child in [first, second] {
            container.addChild(child)
            child.didMove(toParent: container)
        }
        container.view.addSubview(first.view)
        window.rootViewController = container
        _ = log.take()
        return (window, container, first, second)
    }

    @Test func childViewsSwapWithAnimationsAndAppearanceCallbacks() {
        let log = CallLog()
        let (_, container, first, second) = makeContainer(log: log)
        second.view.alpha = 0
        var finished: Bool?
        container.transition(
            from: first, to: second, duration: 0.4, options: .curveLinear,
            animations: { second.view.alpha = 1 }, completion: { finished = $0 })
        #expect(second.view.superview === container.view && first.view.superview === container.view)
        #expect(log.take() == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
        VirtualClock.shared.advance(by: 0.2)
        #expect(second.view.layer.presentation()?.opacity == 0.5)
        VirtualClock.shared.advance(by: 0.25)
        #expect(finished == true)
        #expect(first.view.superview == nil && container.view.subviews == [second.view])
        #expect(log.take() == ["A.viewDidDisappear", "B.viewDidAppear"])
    }

    @Test func aTransitionOptionAnimatesTheContainer() {
        let log = CallLog()
        let (_, container, first, second) = makeContainer(log: log)
        var finished = false
        container.transition(
            from: first, to: second, duration: 0.3, options: .transitionCrossDissolve, animations: nil,
            completion: { finished = $0 })
        #expect(first.view.superview == nil, "the swap happens in the transition's animations")
        VirtualClock.shared.advance(by: 0.2)
        #expect(!finished, "the cross-dissolve is still running")
        VirtualClock.shared.advance(by: 0.15)
        #expect(finished && first.view.superview == nil && second.view.superview === container.view)
    }

    @Test func strangersAreReportedAndNothingMoves() {
        let log = CallLog()
        let (_, container, first, _) = makeContainer(log: log)
        let stranger = UIViewController()
        container.transition(from: first, to: stranger, duration: 0.3, animations: nil)
        #expect(first.view.superview === container.view && stranger.viewIfLoaded == nil)
        #expect(log.take().isEmpty)
    }

    @Test func showPushesInANavigationController() {
        let window = makeTestWindow()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        let pushed = UIViewController()
        root.show(pushed, sender: nil)
        VirtualClock.shared.advance(by: 1)
        #expect(navigation.topViewController === pushed)
        let another = UIViewController()
        navigation.show(another, sender: nil)
        VirtualClock.shared.advance(by: 1)
        #expect(navigation.viewControllers == [root, pushed, another])
    }

    @Test func showAndShowDetailPresentOutsideANavigationController() {
        let window = makeTestWindow()
        let root = UIViewController()
        window.rootViewController = root
        let shown = UIViewController()
        root.show(shown, sender: nil)
        VirtualClock.shared.advance(by: 1)
        #expect(root.presentedViewController === shown)
        let detail = UIViewController()
        shown.showDetailViewController(detail, sender: nil)
        VirtualClock.shared.advance(by: 1)
        #expect(shown.presentedViewController === detail)
    }
}

import Flipbook
import Testing

/// A tab bar delegate that logs and answers with the given animator / interaction controller.
@MainActor
private final class LoggedTabDelegate: NSObject, UITabBarControllerDelegate {
    let log: CallLog
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?
    var allowSelection = true

    init(log: CallLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        log.add("tab.shouldSelect")
        return allowSelection
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.add("tab.didSelect")
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        log.add("tab.animationController")
        return animator
    }

    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: UIViewControllerAnimatedTransitioning
    )
        -> UIViewControllerInteractiveTransitioning?
    {
        log.add("tab.interactionController")
        return interaction
    }
}

@MainActor
@Suite struct TabBarTransitionTests {
    @MainActor private final class Scene {
        let window = makeTestWindow(width: 100, height: 200)
        let log = CallLog()
        let tab = UITabBarController()
        let first: LoggedViewController
        let second: LoggedViewController
        fileprivate let delegate: LoggedTabDelegate

        init() {
            first = LoggedViewController("First", log: log, color: .red)
            second = LoggedViewController("Second", log: log, color: .blue)
            tab.viewControllers = [first, second]
            delegate = LoggedTabDelegate(log: log)
            tab.delegate = delegate
            window.rootViewController = tab
            _ = log.take()
        }
    }

    @Test func withoutAnimatorTheSwitchHappensAtOnce() {
        let scene = Scene()
        scene.tab.selectedIndex = 1
        #expect(
            scene.log.take() == [
                "tab.animationController",
                "Second.viewDidLoad",
                "First.viewWillDisappear",
                "Second.viewWillAppear",
                "First.viewDidDisappear",
                "Second.viewDidAppear",
            ])
        #expect(scene.tab.selectedViewController === scene.second)
        #expect(scene.second.view.isDescendant(of: scene.tab.view))
        #expect(scene.first.view.superview == nil)
        #expect(scene.tab.tabBar.highlightedIndex == 1)
        #expect(scene.tab.tabBar.frame == CGRect(x: 0, y: 151, width: 100, height: 49))
    }

    @Test func animatedSwitchUsesTheDelegatesAnimatorInUIKitOrder() {
        let scene = Scene()
        scene.delegate.animator = LoggedAnimator(log: scene.log, duration: 0.4)
        scene.tab.selectedViewController = scene.second
        #expect(
            scene.log.take() == [
                "tab.animationController",
                "tab.interactionController",
                "Second.viewDidLoad",
                "animator.transitionDuration",
                "First.viewWillDisappear",
                "Second.viewWillAppear",
                "animator.animateTransition",
            ])
        #expect(scene.tab.selectedIndex == 1)
        #expect(scene.tab.transitionCoordinator != nil)
        VirtualClock.shared.advance(by: 0.4)
        #expect(
            scene.log.take() == [
                "animator.completion(finished: true)",
                "First.viewDidDisappear",
                "Second.viewDidAppear",
                "animator.animationEnded(true)",
            ])
        #expect(scene.first.view.superview == nil)
    }

    @Test func cancelledInteractiveSwitchRestoresTheSelection() {
        let scene = Scene()
        let interaction = UIPercentDrivenInteractiveTransition()
        scene.delegate.animator = LoggedAnimator(log: scene.log, duration: 0.4)
        scene.delegate.interaction = interaction
        scene.tab.selectedIndex = 1
        interaction.update(0.3)
        interaction.cancel()
        VirtualClock.shared.advance(by: 1)
        #expect(scene.tab.selectedIndex == 0)
        #expect(scene.tab.tabBar.highlightedIndex == 0)
        #expect(scene.first.view.superview != nil)
        #expect(scene.second.view.superview == nil)
        #expect(
            scene.log.entries.suffix(5) == [
                "Second.viewWillDisappear", "Second.viewDidDisappear", "First.viewWillAppear", "First.viewDidAppear",
                "animator.animationEnded(false)",
            ])
    }

    @Test func tappingAnItemAsksTheDelegateAndSelects() {
        let scene = Scene()
        let finger = ScriptedTouch(window: scene.window)
        finger.down(at: CGPoint(x: 75, y: 180))
        finger.up()
        #expect(scene.log.take().prefix(2) == ["tab.shouldSelect", "tab.animationController"])
        #expect(scene.tab.selectedIndex == 1)
        #expect(scene.log.entries.isEmpty)
        scene.delegate.allowSelection = false
        let second = ScriptedTouch(window: scene.window)
        second.down(at: CGPoint(x: 25, y: 180))
        second.up()
        #expect(scene.log.take() == ["tab.shouldSelect"])
        #expect(scene.tab.selectedIndex == 1)
    }

    @Test func badSelectionsAreReported() {
        let scene = Scene()
        scene.tab.selectedIndex = 5
        scene.tab.selectedViewController = UIViewController()
        #expect(TransitionDiagnostics.shared.takeErrors().count == 2)
        #expect(scene.tab.selectedIndex == 0)
    }
}

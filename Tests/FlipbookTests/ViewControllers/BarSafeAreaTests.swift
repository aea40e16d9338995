import Flipbook
import Testing

/// The bars of navigation and tab bar controllers in their children's safe areas, as on iOS: a navigation
/// controller's child starts below the bar (taller with a large title), a tab bar controller's ends above
/// the tab bar, and constraints on the safe-area guide follow the bar's height.
@MainActor
@Suite struct BarSafeAreaTests {
    private final class Page: UIViewController {
        var insetChanges: [UIEdgeInsets] = []
        let pinned = UIView()

        override func viewDidLoad() {
            super.viewDidLoad()
            pinned.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pinned)
            NSLayoutConstraint.activate([
                pinned.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                pinned.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
                pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                pinned.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
        }

        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            insetChanges.append(view.safeAreaInsets)
        }
    }

    @Test func aNavigationChildsSafeAreaStartsBelowTheBar() {
        let window = makeTestWindow(width: 390, height: 844)
        let page = Page()
        let navigation = UINavigationController(rootViewController: page)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(navigation.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(page.view.safeAreaInsets == UIEdgeInsets(top: 47 + 44, left: 0, bottom: 34, right: 0))
        #expect(page.pinned.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))
        #expect(page.view.safeAreaLayoutGuide.layoutFrame == page.pinned.frame)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        #expect(page.view.safeAreaInsets.top == 47, "a hidden bar leaves only the status bar")
        #expect(page.pinned.frame.minY == 47)
    }

    @Test func constraintsOnTheSafeAreaFollowTheBarFromLargeToSmall() {
        let window = makeTestWindow(width: 390, height: 844)
        let page = Page()
        let navigation = UINavigationController(rootViewController: page)
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(page.view.safeAreaInsets.top == 143, "47 (status bar) + 96 (large bar)")
        #expect(page.pinned.frame.minY == 143)
        page.navigationItem.largeTitleDisplayMode = .never
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(page.pinned.frame.minY == 91)
        #expect(page.insetChanges.map(\.top) == [143, 91])
    }

    @Test func aViewPushedUnderAShrinkingBarIsLaidOutBelowTheSmallBarFromTheStart() {
        let window = makeTestWindow(width: 390, height: 844)
        let navigation = UINavigationController(rootViewController: Page())
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let pushed = Page()
        pushed.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(pushed, animated: true)
        VirtualClock.shared.advance(by: 0.1)
        window.layoutIfNeeded()
        #expect(pushed.view.safeAreaInsets.top == 91, "the bar is still shrinking, but the pushed view uses its end")
        #expect(pushed.pinned.frame.minY == 91)
        VirtualClock.shared.advance(by: 0.5)
        #expect(navigation.topViewController === pushed && pushed.insetChanges.map(\.top) == [91])
    }

    @Test func eachScreenKeepsItsOwnBarsInsetsWhileAnotherSlidesOverOrAway() {
        let window = makeTestWindow(width: 390, height: 844)
        let root = Page()
        let navigation = UINavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = true
        window.rootViewController = navigation
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.top == 143, "47 (status bar) + 96 (large bar)")
        let pushed = Page()
        pushed.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(pushed, animated: true)
        VirtualClock.shared.advance(by: 0.1)
        window.layoutIfNeeded()
        #expect(root.view.safeAreaInsets.top == 143, "the covered root keeps its large bar's inset")
        #expect(root.pinned.frame.minY == 143)
        VirtualClock.shared.advance(by: 0.5)
        navigation.popViewController(animated: true)
        VirtualClock.shared.advance(by: 0.1)
        window.layoutIfNeeded()
        #expect(pushed.view.safeAreaInsets.top == 91, "the leaving screen keeps its small bar's inset")
        #expect(root.view.safeAreaInsets.top == 143)
        VirtualClock.shared.advance(by: 0.5)
        #expect(root.insetChanges.map(\.top) == [143], "the root never moved")
    }

    @Test func aTabChildsSafeAreaEndsAboveTheTabBarAndANavigationInATabGetsBoth() {
        let window = makeTestWindow(width: 390, height: 844)
        let plain = Page()
        let inner = Page()
        let navigation = UINavigationController(rootViewController: inner)
        let tabs = UITabBarController()
        tabs.viewControllers = [plain, navigation]
        window.rootViewController = tabs
        window.layoutIfNeeded()
        #expect(plain.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 49 + 34, right: 0))
        #expect(plain.pinned.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 83))
        tabs.selectedIndex = 1
        window.layoutIfNeeded()
        #expect(inner.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(inner.pinned.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 83))
    }

    @Test func additionalInsetsAddToTheBars() {
        let window = makeTestWindow(width: 390, height: 844)
        let page = Page()
        page.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        window.rootViewController = UINavigationController(rootViewController: page)
        window.layoutIfNeeded()
        #expect(page.view.safeAreaInsets.top == 101, "47 (status bar) + 44 (bar) + 10")
    }
}

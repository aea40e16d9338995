import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Appearance proxies: values set on them reach views as they enter a window, inside the containers named,
/// unless the app set the property on the view; views already in a window keep their look.
@MainActor
@Suite struct UIAppearanceTests {
    /// An app's own page control class.
    final class BrandPageControl: UIPageControl {}

    /// A scroll page view controller with its page control, as the root of a window.
    private func pages(in recorder: inout FrameRecorder?) -> (UIPageViewController, ColorPages) {
        let source = ColorPages()
        source.showsIndicator = true
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = source
        controller.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        recorder = FrameRecorder(device: .iPhone14, rootViewController: controller, scale: 1, threads: 1)
        return (controller, source)
    }

    @Test func aPageViewControllersPageControlTakesItsColoursFromTheProxy() throws {
        try World().run {
            let proxy = UIPageControl.appearance(whenContainedInInstancesOf: [UIPageViewController.self])
            proxy.pageIndicatorTintColor = .systemGray3
            proxy.currentPageIndicatorTintColor = .systemIndigo
            #expect(
                UIPageControl.appearance(whenContainedInInstancesOf: [UIPageViewController.self]) === proxy,
                "the same proxy each time")
            #expect(proxy.window == nil)
            var recorder: FrameRecorder?
            let (controller, _) = pages(in: &recorder)
            #expect(controller.pageControl.pageIndicatorTintColor == .systemGray3)
            #expect(controller.pageControl.currentPageIndicatorTintColor == .systemIndigo)
            // A page control elsewhere is not inside a page view controller.
            let loose = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
            controller.view.window?.addSubview(loose)
            #expect(loose.pageIndicatorTintColor == nil)
            assertGolden(
                try #require(recorder).snapshot(), named: "page-control-appearance", at: 0, suite: "appearance")
        }
    }

    @Test func explicitValuesWinAndViewsInAWindowKeepTheirLook() {
        World().run {
            UIPageControl.appearance().currentPageIndicatorTintColor = .systemRed
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.isHidden = false
            let own = UIPageControl(frame: .zero)
            own.currentPageIndicatorTintColor = .systemGreen
            window.addSubview(own)
            #expect(own.currentPageIndicatorTintColor == .systemGreen, "set by the app: kept")
            let plain = UIPageControl(frame: .zero)
            window.addSubview(plain)
            #expect(plain.currentPageIndicatorTintColor == .systemRed)
            UIPageControl.appearance().currentPageIndicatorTintColor = .systemBlue
            #expect(plain.currentPageIndicatorTintColor == .systemRed, "already in a window")
            plain.removeFromSuperview()
            window.addSubview(plain)
            #expect(plain.currentPageIndicatorTintColor == .systemBlue, "re-entering takes the new value")
        }
    }

    @Test func aSubclassProxyReachesOnlyThatSubclassAndTheMoreSpecificRuleWins() {
        World().run {
            UIPageControl.appearance().pageIndicatorTintColor = .systemGray
            BrandPageControl.appearance().pageIndicatorTintColor = .systemPink
            UIPageControl.appearance(whenContainedInInstancesOf: [UIStackView.self]).pageIndicatorTintColor = .black
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let brand = BrandPageControl(frame: .zero)
            let plain = UIPageControl(frame: .zero)
            let stack = UIStackView()
            let stacked = UIPageControl(frame: .zero)
            stack.addArrangedSubview(stacked)
            for view in [brand, plain, stack] { window.addSubview(view) }
            #expect(brand.pageIndicatorTintColor == .systemPink)
            #expect(plain.pageIndicatorTintColor == .systemGray)
            #expect(stacked.pageIndicatorTintColor == .black, "inside a stack view: the contained rule")
        }
    }

    @Test func containersAreListedInnermostFirst() {
        World().run {
            UINavigationBar.appearance(whenContainedInInstancesOf: [
                UINavigationController.self, UITabBarController.self,
            ])
            .barTintColor = .systemYellow
            UINavigationBar.appearance(whenContainedInInstancesOf: [
                UITabBarController.self, UINavigationController.self,
            ])
            .barTintColor = .systemRed
            let navigation = UINavigationController(rootViewController: UIViewController())
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: tabs, scale: 1, threads: 1)
            _ = recorder
            #expect(navigation.navigationBar.barTintColor == .systemYellow)
        }
    }

    @Test func barsTakeTintTitleAttributesAndStandardAppearance() {
        World().run {
            let look = UINavigationBarAppearance()
            look.configureWithOpaqueBackground()
            look.backgroundColor = .systemIndigo
            look.titleTextAttributes = [.foregroundColor: UIColor.white]
            UINavigationBar.appearance().standardAppearance = look
            UINavigationBar.appearance().tintColor = .white
            UITabBar.appearance().tintColor = .systemOrange
            UITabBar.appearance().unselectedItemTintColor = .systemGray2
            let first = UIViewController()
            first.title = "Inbox"
            let second = UIViewController()
            second.title = "Message"
            for screen in [first, second] { screen.view.backgroundColor = .systemBackground }
            let navigation = UINavigationController(rootViewController: first)
            navigation.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
            let other = UIViewController()
            other.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, other]
            let recorder = FrameRecorder(device: .iPhone14, rootViewController: tabs, scale: 1, threads: 1)
            navigation.pushViewController(second, animated: false)
            let bar = navigation.navigationBar
            #expect(bar.standardAppearance.backgroundColor == .systemIndigo)
            #expect(bar.standardAppearance !== look, "the bar keeps a copy")
            #expect(bar.tintColor == .white)
            #expect(tabs.tabBar.tintColor == .systemOrange && tabs.tabBar.unselectedItemTintColor == .systemGray2)
            assertGolden(recorder.snapshot(), named: "bars-appearance", at: 0, suite: "appearance")
        }
    }
}

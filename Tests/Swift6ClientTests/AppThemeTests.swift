import Flipbook
import Testing

/// The corpus's app theme: set once through appearance proxies, it reaches the onboarding dots, the bars and
/// the bar button items as they enter the window, and the app's own page control class only.
@MainActor
@Suite struct AppThemeTests {
    @Test func theThemeReachesTheScreensAsTheyEnterTheWindow() throws {
        try World().run {
            AppTheme.apply()
            BrandPageControl.style()
            let onboarding = OnboardingViewController()
            let recorder = FrameRecorder(window: makeClientWindow(root: onboarding), fps: 60, scale: 1, threads: 1)
            try recorder.advance(seconds: 0.1)
            let dots = try #require(onboarding.view.subviews.compactMap { $0 as? UIPageControl }.first)
            #expect(dots.currentPageIndicatorTintColor == .systemIndigo)
            #expect(dots.pageIndicatorTintColor == .systemGray4)

            let inbox = UIViewController()
            inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add)
            let navigation = UINavigationController(rootViewController: inbox)
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation]
            let brand = BrandPageControl(frame: .zero)
            inbox.view.addSubview(brand)
            _ = FrameRecorder(window: makeClientWindow(root: tabs), fps: 60, scale: 1, threads: 1)
            #expect(navigation.navigationBar.standardAppearance.backgroundColor == .systemIndigo)
            #expect(navigation.navigationBar.tintColor == .white)
            #expect(navigation.navigationBar.barTintColor == nil, "the popover-only rule does not reach it")
            #expect(tabs.tabBar.tintColor == .systemIndigo)
            #expect(brand.currentPageIndicatorTintColor == .systemPink)
            #expect(dots.currentPageIndicatorTintColor == .systemIndigo, "a plain page control keeps the theme's")
        }
    }
}

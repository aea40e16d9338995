import Flipbook

/// An app's look set once at launch with appearance proxies, as apps write it in
/// `application(_:didFinishLaunchingWithOptions:)`: an indigo navigation bar with white titles and buttons, an
/// indigo tab bar tint, and onboarding dots that show on a light page.
enum AppTheme {
    @MainActor static func apply() {
        let dots = UIPageControl.appearance(whenContainedInInstancesOf: [UIPageViewController.self])
        dots.pageIndicatorTintColor = .systemGray4
        dots.currentPageIndicatorTintColor = .systemIndigo

        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.backgroundColor = .systemIndigo
        bar.shadowColor = .clear
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        let navigationBar = UINavigationBar.appearance()
        navigationBar.standardAppearance = bar
        navigationBar.scrollEdgeAppearance = bar
        navigationBar.compactAppearance = bar
        navigationBar.tintColor = .white

        // Older apps still style the bar the iOS 12 way.
        let legacy = UINavigationBar.appearance(whenContainedInInstancesOf: [UIPopoverPresentationController.self])
        legacy.barTintColor = .systemBackground
        legacy.titleTextAttributes = [.foregroundColor: UIColor.label]

        UITabBar.appearance().tintColor = .systemIndigo
        UITabBar.appearance().unselectedItemTintColor = .systemGray
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self]).tintColor = .white
    }
}

/// An app's own page control, styled through its class's proxy (reaching only its instances).
final class BrandPageControl: UIPageControl {
    @MainActor static func style() {
        BrandPageControl.appearance().currentPageIndicatorTintColor = .systemPink
    }
}

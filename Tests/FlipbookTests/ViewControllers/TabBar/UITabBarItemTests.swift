import Flipbook
import FlipbookTesting
import Testing

/// Tab bar items with system images: drawn in the tab bar's tints (blue selected, grey otherwise), with the
/// selected image while selected.
@MainActor
@Suite struct UITabBarItemTests {
    @Test func symbolsAreTintedAndTheSelectedImageShows() {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        let tabs = UITabBarController()
        let items = [
            ("Home", "house", "house.fill"), ("Search", "magnifyingglass", nil), ("Likes", "heart", "heart.fill"),
        ]
        tabs.viewControllers = items.map { title, image, selected in
            let controller = UIViewController()
            controller.view.backgroundColor = .white
            controller.tabBarItem = UITabBarItem(
                title: title, image: UIImage(systemName: image),
                selectedImage: selected.flatMap { UIImage(systemName: $0) })
            return controller
        }
        #expect(tabs.viewControllers?[0].tabBarItem.selectedImage?.isSymbolImage == true)
        #expect(tabs.viewControllers?[1].tabBarItem.tag == 0)
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 2, threads: 1)
        assertGolden(recorder.snapshot(), named: "tab-bar-symbols-home", suite: "bars")
        tabs.selectedIndex = 2
        assertGolden(recorder.snapshot(), named: "tab-bar-symbols-likes", suite: "bars")
    }
}

import Flipbook
import FlipbookTesting
import Testing

/// The bars in landscape, as iOS draws them on an iPhone: a 32-point navigation bar with no status bar
/// above it, a 32-point tab bar above the home indicator, backgrounds edge to edge and items inside the
/// side safe-area insets.
@MainActor
@Suite struct BarMetricsTests {
    @Test func inLandscapeTheBarsAreCompactAndTheStatusBarIsGone() {
        World().run {
            let (tabs, navigation) = Self.inboxInTabs()
            let recorder = FrameRecorder(device: .iPhone15.landscape, rootViewController: tabs, scale: 1, threads: 1)
            recorder.window.layoutIfNeeded()
            #expect(recorder.window.bounds.size == CGSize(width: 852, height: 393))
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 393 - 53, width: 852, height: 53), "32 points + 21")
            let frame = recorder.snapshot()
            // Backgrounds reach the screen's edges; the items stay inside the 59-point side insets.
            #expect(frame[5, 16] == frame[426, 4], "the navigation bar's background reaches the left edge")
            #expect(frame[5, 356] == frame[840, 356], "the tab bar's background reaches both edges")
            #expect(Self.columns(of: frame, tinted: .systemBlue, rows: 340..<372).first.map { $0 >= 59 } == true)
            assertGolden(frame, named: "iphone-15-landscape-tabs-navigation", at: 0, suite: "uikit")
        }
    }

    @Test func anIPhoneSEInLandscapeHasNoInsetsAroundItsBars() {
        World().run {
            let (tabs, navigation) = Self.inboxInTabs()
            let recorder = FrameRecorder(device: .iPhoneSE.landscape, rootViewController: tabs, scale: 1, threads: 1)
            recorder.window.layoutIfNeeded()
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 667, height: 32))
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 375 - 32, width: 667, height: 32))
        }
    }

    @Test func tappingTheLandscapeTabBarPicksTheItemUnderTheFingerInsideTheInsets() throws {
        try World().run {
            let (tabs, _) = Self.inboxInTabs()
            tabs.viewControllers = (tabs.viewControllers ?? []) + [Self.screen("Search", .systemPink)]
            let recorder = FrameRecorder(device: .iPhone15.landscape, rootViewController: tabs, scale: 1, threads: 1)
            recorder.window.layoutIfNeeded()
            // Three items share the 734 points between the insets, so they meet at x ≈ 303.7 and 548.3
            // (across the whole width they would meet at 284 and 568).
            _ = try recorder.tap(at: CGPoint(x: 560, y: 356))
            #expect(tabs.selectedIndex == 2)
            _ = try recorder.tap(at: CGPoint(x: 295, y: 356))
            #expect(tabs.selectedIndex == 0)
            _ = try recorder.tap(at: CGPoint(x: 310, y: 356))
            #expect(tabs.selectedIndex == 1)
        }
    }

    @Test func aLandscapePushSlidesTheTitlesWithTheBackButtonInsideTheLeftInset() throws {
        try World().run {
            let inbox = Self.screen("Inbox", .systemTeal)
            let navigation = UINavigationController(rootViewController: inbox)
            let recorder = FrameRecorder(
                device: .iPhone15.landscape, rootViewController: navigation, scale: 1, threads: 1)
            recorder.window.layoutIfNeeded()
            navigation.pushViewController(Self.screen("Message", .systemOrange), animated: true)
            try recorder.advance(seconds: 0.15)
            assertGolden(recorder.snapshot(), named: "iphone-15-landscape-push", at: 0.15, suite: "uikit")
            try recorder.advance(seconds: 0.5)
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
            #expect(navigation.navigationBar.backItemTitle == "Inbox")
            let chevron = Self.columns(of: recorder.snapshot(), tinted: .systemBlue, rows: 0..<32)
            #expect(chevron.first.map { $0 >= 59 && $0 < 80 } == true, "the back chevron starts inside the inset")
        }
    }

    @Test func inLandscapeLargeTitlesGiveWayToTheCompactBarAndChildrenStartBelowIt() {
        World().run {
            let inbox = Self.screen("Inbox", .systemTeal)
            let navigation = UINavigationController(rootViewController: inbox)
            navigation.navigationBar.prefersLargeTitles = true
            let recorder = FrameRecorder(
                device: .iPhone15.landscape, rootViewController: navigation, scale: 1, threads: 1)
            recorder.window.layoutIfNeeded()
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
            #expect(inbox.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
            let portrait = UINavigationController(rootViewController: Self.screen("Inbox", .systemTeal))
            portrait.navigationBar.prefersLargeTitles = true
            let tall = FrameRecorder(device: .iPhone15, rootViewController: portrait, scale: 1, threads: 1)
            tall.window.layoutIfNeeded()
            #expect(portrait.navigationBar.frame.height == 96, "the same stack in portrait shows its large title")
        }
    }

    /// A screen titled `title` in `color`, with a white card across its safe area's width in the middle.
    private static func screen(_ title: String, _ color: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        controller.view.backgroundColor = color
        let card = UIView()
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(card)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            card.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
            card.heightAnchor.constraint(equalToConstant: 120),
        ])
        return controller
    }

    /// A tab bar controller whose first tab is a navigation controller showing "Inbox".
    private static func inboxInTabs() -> (UITabBarController, UINavigationController) {
        let navigation = UINavigationController(rootViewController: screen("Inbox", .systemTeal))
        navigation.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, screen("Settings", .systemOrange)]
        return (tabs, navigation)
    }

    /// The columns of `frame` in which some pixel of `rows` is (nearly) `color`, left to right.
    private static func columns(of frame: Bitmap, tinted color: UIColor, rows: Range<Int>) -> [Int] {
        let tint = color.cgColor
        let target = [tint.red, tint.green, tint.blue].map { Double($0) }
        return (0..<frame.width).filter { x in
            rows.contains { y in
                let pixel = frame[x, y]
                let channels = [pixel.r, pixel.g, pixel.b].map { Double($0) / 255 }
                return zip(channels, target).allSatisfy { abs($0 - $1) < 0.08 }
            }
        }
    }
}

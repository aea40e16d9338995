import Flipbook
import FlipbookTesting
import Testing

/// The simulated phones: their screens, the safe-area insets of windows on them, and the navigation and
/// tab bars leaving room for those insets.
@MainActor
@Suite struct SimulatedDeviceTests {
    @Test func aNewWorldSimulatesTheDefaultPhone() {
        let world = World()
        #expect(world.device == .iPhone14)
        #expect(world.screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844) && world.screen.scale == 3)
    }

    @Test func choosingADeviceSizesTheScreenAndGivesItsWindowsTheDevicesInsets() {
        World().run {
            World.current.device = .iPhone15
            #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852) && UIScreen.main.scale == 3)
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
            #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 393, height: 59))

            World.current.device = .iPhoneSE
            let small = UIWindow(frame: UIScreen.main.bounds)
            #expect(small.bounds.size == CGSize(width: 375, height: 667) && UIScreen.main.scale == 2)
            #expect(small.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        }
    }

    @Test func windowsOfAnotherSizeGetTheInsetsTheirHeightSuggests() {
        World().run {
            World.current.device = .iPhone15
            let tall = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let medium = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 180))
            #expect(tall.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            #expect(medium.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            #expect(small.safeAreaInsets == .zero)
        }
    }

    @Test func inLandscapeTheScreenTurnsAndTheSensorHousingInsetsBothSides() {
        let landscape = SimulatedDevice.iPhone15.landscape
        #expect(landscape.orientation == .landscapeRight && landscape.identifier == "iphone-15")
        #expect(landscape.screenSize == CGSize(width: 852, height: 393))
        #expect(landscape.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(
            SimulatedDevice.iPhone14.landscape.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(SimulatedDevice.iPhoneSE.landscape.screenSize == CGSize(width: 667, height: 375))
        #expect(SimulatedDevice.iPhoneSE.landscape.safeAreaInsets == .zero, "the status bar is hidden")
        #expect(SimulatedDevice.iPhone15.oriented(.landscapeLeft).safeAreaInsets == landscape.safeAreaInsets)
        #expect(landscape.portrait == .iPhone15)
        #expect(SimulatedDevice.iPhone15.oriented(.portraitUpsideDown) == .iPhone15, "iPhone apps stay upright")
    }

    @Test func aWorldInLandscapeReportsItThroughUIKitsOrientationAndTraits() {
        World().run {
            World.current.device = .iPhone15.landscape
            #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.makeKeyAndVisible()
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
            #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
            #expect(UIDevice.current.orientation == .landscapeLeft, "a device turned left shows the interface right")
            #expect(UIApplication.shared.statusBarFrame == .zero, "hidden in landscape")
            #expect(window.traitCollection.verticalSizeClass == .compact)
            #expect(window.traitCollection.horizontalSizeClass == .compact)

            World.current.device = .iPhone15.oriented(.landscapeLeft)
            #expect(UIApplication.shared.statusBarOrientation == .landscapeLeft)
            #expect(UIDevice.current.orientation == .landscapeRight)

            World.current.device = .iPhone15
            #expect(UIApplication.shared.statusBarOrientation == .portrait && UIDevice.current.orientation == .portrait)
            #expect(window.traitCollection.verticalSizeClass == .regular)
        }
    }

    @Test func aHandSizedScreenWiderThanTallIsLandscape() {
        World().run {
            UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 600, height: 300)
            #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
            #expect(UIDevice.current.orientation == .landscapeLeft)
            // A window the size of the portrait device's screen turned on its side gets the landscape insets.
            let turned = UIWindow(frame: CGRect(x: 0, y: 0, width: 844, height: 390))
            #expect(turned.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        }
    }

    @Test func safeAreaAndMarginsGuidesInLandscapeStayClearOfTheSidesAndTheHomeIndicator() {
        World().run {
            let controller = UIViewController()
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(card)
            let guide = controller.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                card.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                card.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                card.heightAnchor.constraint(equalToConstant: 100),
            ])
            let recorder = FrameRecorder(
                device: .iPhone15.landscape, rootViewController: controller, scale: 1, threads: 1)
            recorder.window.layoutIfNeeded()
            #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
            #expect(guide.layoutFrame == CGRect(x: 59, y: 0, width: 734, height: 372))
            #expect(
                controller.view.layoutMarginsGuide.layoutFrame == CGRect(x: 67, y: 8, width: 718, height: 356))
            #expect(card.frame == CGRect(x: 59, y: 272, width: 734, height: 100))
        }
    }

    @Test func devicesAreFoundByName() {
        #expect(SimulatedDevice.named("iphone-15") == .iPhone15)
        #expect(SimulatedDevice.named("iPhone-SE") == .iPhoneSE)
        #expect(SimulatedDevice.named("iphone-99") == nil)
        #expect(SimulatedDevice.all.map(\.identifier) == ["iphone-se", "iphone-14", "iphone-15"])
    }

    @Test func barsSitInsideTheSafeAreaWithTheNavigationBarsBackgroundUnderTheStatusBar() {
        World().run {
            let (tabs, navigation) = Self.inboxInTabs()
            let recorder = FrameRecorder(device: .iPhone15, rootViewController: tabs, scale: 1, threads: 1)
            recorder.window.layoutIfNeeded()
            #expect(recorder.scale == 1 && recorder.window.bounds.size == CGSize(width: 393, height: 852))
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
            #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83), "49 points + 34")
            // The bar's background reaches the top of the screen: the status bar area is bar-coloured.
            let frame = recorder.snapshot()
            let statusBarPixel = frame[5, 5]
            let barPixel = frame[5, 80]
            #expect(statusBarPixel == barPixel)
            assertGolden(frame, named: "iphone-15-tabs-navigation", at: 0, suite: "uikit")
        }
    }

    @Test func aNavigationBarAwayFromTheStatusBarHasNoInsetAbove() {
        World().run {
            World.current.device = .iPhone15
            let window = UIWindow(frame: UIScreen.main.bounds)
            let host = UIViewController()
            window.rootViewController = host
            window.makeKeyAndVisible()
            let navigation = UINavigationController(rootViewController: UIViewController())
            host.addChild(navigation)
            navigation.view.frame = CGRect(x: 0, y: 200, width: 393, height: 400)
            host.view.addSubview(navigation.view)
            navigation.didMove(toParent: host)
            window.layoutIfNeeded()
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
        }
    }

    /// A tab bar controller whose first tab is a navigation controller showing "Inbox".
    private static func inboxInTabs() -> (UITabBarController, UINavigationController) {
        let inbox = UIViewController()
        inbox.title = "Inbox"
        inbox.view.backgroundColor = .systemTeal
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
        let settings = UIViewController()
        settings.title = "Settings"
        settings.view.backgroundColor = .systemOrange
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, settings]
        return (tabs, navigation)
    }
}

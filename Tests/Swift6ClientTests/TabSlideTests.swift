import Flipbook
import Testing

/// The corpus's tab slide: tapping a tab slides, and a pan switches to the neighbouring tab interactively.
@MainActor
@Suite struct TabSlideTests {
    func makeTabs() -> (UIWindow, UITabBarController, [UIViewController], TabSlideDelegate) {
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        let tabs = colors.map { color -> UIViewController in
            let controller = UIViewController()
            controller.view.backgroundColor = color
            return controller
        }
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = tabs
        let window = makeClientWindow(root: tabBarController)
        return (window, tabBarController, tabs, TabSlideDelegate(tabBarController: tabBarController))
    }

    @Test func aPanSlidesToTheNextTab() throws {
        let (window, tabBarController, tabs, delegate) = makeTabs()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let finger = try recorder.drag(
            from: CGPoint(x: 160, y: 150), to: CGPoint(x: 70, y: 150), duration: 0.2, ending: .hold)
        assertClientGolden(window, "tab-slide-pan", at: 0.2)
        try recorder.drag(finger, through: [CGPoint(x: 40, y: 150)], duration: 0.05)
        VirtualClock.shared.advance(by: 0.4)
        #expect(tabBarController.selectedViewController === tabs[1])
        #expect(tabs[1].view.transform == .identity && tabs[0].view.superview == nil)
        withExtendedLifetime(delegate) {}
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func aShortPanCancelsAndATapSlidesBack() throws {
        let (window, tabBarController, tabs, delegate) = makeTabs()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 130, y: 150), duration: 0.2)
        VirtualClock.shared.advance(by: 0.4)
        #expect(tabBarController.selectedViewController === tabs[0])
        tabBarController.selectedIndex = 2
        VirtualClock.shared.advance(by: 0.15)
        #expect(abs(try #require(tabs[2].view.layer.presentation()).transform.m41 - 90) < 1, "coming in from the right")
        VirtualClock.shared.advance(by: 0.2)
        #expect(tabBarController.selectedViewController === tabs[2])
        withExtendedLifetime(delegate) {}
    }
}

import Flipbook
import Testing

/// The corpus's playback settings screen: its controls answer scripted fingers with their events, its bar items
/// and tab bar item draw system images.
@MainActor
@Suite struct PlaybackSettingsTests {
    /// The settings screen in a navigation controller in a tab bar controller, 320 × 568 points.
    func scene() -> (PlaybackSettingsViewController, UIWindow, FrameRecorder) {
        let screen = PlaybackSettingsViewController()
        let tabs = UITabBarController()
        let navigation = UINavigationController(rootViewController: screen)
        navigation.tabBarItem = screen.tabBarItem
        tabs.viewControllers = [navigation]
        let window = makeClientWindow(width: 320, height: 568, root: tabs)
        window.layoutIfNeeded()
        return (screen, window, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    /// The centre of `view` in window coordinates.
    func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func controlsSendTheirEvents() throws {
        let (screen, window, recorder) = scene()
        assertClientGolden(window, "playback-settings", at: 0)
        try recorder.tap(at: centre(of: screen.autoplaySwitch))
        #expect(screen.log == ["autoplay false"] && screen.spinner.isAnimating)
        let quality = screen.qualityControl
        try recorder.tap(at: quality.convert(CGPoint(x: quality.bounds.maxX - 20, y: 16), to: nil))
        let stepper = screen.skipStepper
        try recorder.tap(at: stepper.convert(CGPoint(x: 80, y: 16), to: nil))
        let pages = screen.pageControl
        try recorder.tap(at: pages.convert(CGPoint(x: pages.bounds.maxX - 10, y: 13), to: nil))
        let slider = screen.volumeSlider
        let thumb = slider.thumbRect(
            forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: slider.value)
        let grab = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil)
        try recorder.drag(from: grab, to: CGPoint(x: grab.x + 60, y: grab.y), duration: 0.2)
        #expect(screen.log == ["autoplay false", "quality 2", "skip 20", "page 1", "volume"])
        #expect(slider.value > 0.4)
        try recorder.advance(seconds: 0.3)
        assertClientGolden(window, "playback-settings", at: 0.3)
    }

    @Test func barItemsDrawSystemImages() throws {
        let (screen, _, _) = scene()
        #expect(screen.navigationItem.rightBarButtonItem?.image?.isSymbolImage == true)
        #expect(screen.tabBarItem.selectedImage?.isSymbolImage == true)
        screen.reset()
        #expect(screen.log == ["reset"] && screen.autoplaySwitch.isOn)
    }
}

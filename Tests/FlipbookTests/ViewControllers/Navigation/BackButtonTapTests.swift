import FlipbookTesting
import Testing

@testable import Flipbook

/// The navigation bar's back button takes a scripted tap and pops, animated, as the back gesture does.
@MainActor
@Suite struct BackButtonTapTests {
    @Test func tappingTheBackButtonPopsAnimated() throws {
        let window = makeTestWindow(width: 390, height: 844)
        let root = UIViewController()
        root.title = "Inbox"
        let detail = UIViewController()
        detail.title = "Message"
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(detail, animated: false)
        window.layoutIfNeeded()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.tap(at: CGPoint(x: 200, y: 47 + 22))
        #expect(navigation.viewControllers.count == 2, "the title is not a button")
        try recorder.tap(at: CGPoint(x: 40, y: 47 + 22))
        #expect(navigation.viewControllers.count == 1, "the pop started")
        VirtualClock.shared.advance(by: 0.1)
        let midway = detail.view.layer.presentation()!.frame.minX
        #expect(midway > 0 && midway < 390, "animated: the message slides out (\(midway))")
        VirtualClock.shared.advance(by: 0.5)
        #expect(navigation.topViewController === root && detail.view.window == nil)
        try recorder.tap(at: CGPoint(x: 20, y: 47 + 22))
        #expect(navigation.viewControllers.count == 1, "no back button on the root")
    }
}

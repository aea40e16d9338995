import Flipbook
import Testing

/// The corpus's property-animator pop: a left-edge pan scrubs the interruptible animator, and letting go,
/// pausing mid-flight and cancelling behave as in UIKit.
@MainActor
@Suite struct InteractivePopTests {
    /// A navigation stack (blue root, orange top) with the parallax pop installed.
    func makeStack() -> (UIWindow, UINavigationController, UIViewController, ParallaxPopDelegate) {
        let root = UIViewController()
        root.view.backgroundColor = .systemBlue
        let top = UIViewController()
        top.view.backgroundColor = .systemOrange
        let navigation = UINavigationController(rootViewController: root)
        let window = makeClientWindow(root: navigation)
        navigation.pushViewController(top, animated: false)
        navigation.interactivePopGestureRecognizer?.isEnabled = false
        let delegate = ParallaxPopDelegate()
        delegate.interaction = EdgePanPopInteraction(navigationController: navigation)
        navigation.delegate = delegate
        return (window, navigation, top, delegate)
    }

    @Test func theTopScreenFollowsTheFingerAndAFlickFinishes() throws {
        let (window, navigation, top, delegate) = makeStack()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let finger = try recorder.drag(
            from: CGPoint(x: 2, y: 160), to: CGPoint(x: 92, y: 160), duration: 0.25, ending: .hold)
        #expect(navigation.transitionCoordinator?.isInterruptible == true)
        let shown = try #require(top.view.layer.presentation()).transform.m41
        #expect(abs(shown - 90) < 0.5, "scrubbed linearly: half the width at half the width")
        assertClientGolden(window, "parallax-pop-drag", at: 0.25)
        try recorder.drag(finger, through: [CGPoint(x: 140, y: 160)], duration: 0.05)
        #expect(delegate.interaction?.isInteracting == false)
        VirtualClock.shared.advance(by: 0.4)
        #expect(navigation.viewControllers.count == 1)
        #expect(top.view.transform == .identity)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func pausingMidFlightAndCancellingKeepsTheTopScreen() throws {
        let (window, navigation, top, delegate) = makeStack()
        let interaction = try #require(delegate.interaction)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 2, y: 160), to: CGPoint(x: 140, y: 160), duration: 0.2)
        VirtualClock.shared.advance(by: 0.05)
        interaction.pause()
        let caught = interaction.percentComplete
        #expect(caught > 0.77 && caught < 1, "caught on the way to the end")
        VirtualClock.shared.advance(by: 0.2)
        #expect(interaction.percentComplete == caught, "paused: nothing moves")
        interaction.update(0.2)
        #expect(abs(try #require(top.view.layer.presentation()).transform.m41 - 36) < 0.5)
        interaction.cancel()
        VirtualClock.shared.advance(by: 0.4)
        #expect(navigation.viewControllers.last === top, "the cancelled pop leaves the stack as it was")
        #expect(top.view.superview != nil && top.view.transform == .identity)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}

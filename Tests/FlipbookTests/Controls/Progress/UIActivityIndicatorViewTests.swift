import Flipbook
import FlipbookTesting
import Testing

/// UIActivityIndicatorView: sizes and spokes per style, hidden when stopped, and a spin that steps one spoke
/// at a time on the virtual clock.
@MainActor
@Suite struct UIActivityIndicatorViewTests {
    @Test func stylesSizeTheWheel() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.frame.size == CGSize(width: 20, height: 20))
        #expect(medium.subviews[0].subviews.count == 8)
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(large.subviews[0].subviews.count == 12)
        #expect(medium.isHidden && medium.hidesWhenStopped && !medium.isAnimating)
    }

    @Test func spinsInStepsOnTheClockAndHidesWhenStopped() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.makeKeyAndVisible()
        let indicator = UIActivityIndicatorView(style: .medium)
        window.addSubview(indicator)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        func angle() -> Double {
            let value = indicator.subviews[0].layer.presentation()!.value(forKeyPath: "transform.rotation.z")
            return (value as? Double) ?? Double((value as? CGFloat) ?? -1)
        }
        try recorder.advance(seconds: 0.1)
        #expect(abs(angle()) < 1e-9, "the first eighth of a second keeps the first position")
        try recorder.advance(seconds: 0.05)
        #expect(abs(angle() - .pi / 4) < 1e-9, "then it steps one spoke (45°)")
        indicator.stopAnimating()
        #expect(indicator.isHidden && !indicator.isAnimating)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
    }
}

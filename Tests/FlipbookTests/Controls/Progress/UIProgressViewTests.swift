import Flipbook
import FlipbookTesting
import Testing

/// UIProgressView: 4 points high, progress clamped, `setProgress(_:animated:)` grows the fill on the clock.
@MainActor
@Suite struct UIProgressViewTests {
    /// The fill's width as drawn now.
    func fillWidth(_ view: UIProgressView) -> CGFloat { view.subviews[0].layer.presentation()!.frame.width }

    @Test func progressIsClampedAndFillsTheTrack() {
        VirtualClock.shared.reset()
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(view.frame.height == 4 && view.progressViewStyle == .default)
        #expect(view.progress == 0)
        view.progress = 1.5
        #expect(view.progress == 1 && fillWidth(view) == 200)
        view.progress = -1
        #expect(view.progress == 0 && fillWidth(view) == 0)
        view.observedProgress = {
            let progress = Progress(totalUnitCount: 4)
            progress.completedUnitCount = 1
            return progress
        }()
        #expect(view.progress == 0.25 && fillWidth(view) == 50)
        #expect(UIProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
    }

    @Test func setProgressAnimatedGrowsOnTheClock() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 220, height: 20))
        window.makeKeyAndVisible()
        let view = UIProgressView(progressViewStyle: .default)
        view.frame = CGRect(x: 10, y: 8, width: 200, height: 4)
        window.addSubview(view)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        view.setProgress(0.5, animated: true)
        try recorder.advance(seconds: 0.1)
        #expect(fillWidth(view) > 0 && fillWidth(view) < 100)
        try recorder.advance(seconds: 0.2)
        #expect(fillWidth(view) == 100)
    }
}

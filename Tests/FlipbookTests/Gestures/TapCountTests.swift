import Flipbook
import Testing

/// `UITapGestureRecognizer.numberOfTapsRequired` and `numberOfTouchesRequired` on scripted taps.
@MainActor
@Suite struct TapCountTests {
    func makeWindow() -> (UIWindow, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        return (window, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    func doubleTap(on view: UIView, log: @escaping @MainActor (CGPoint) -> Void) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer { tap in log(tap.location(in: nil)) }
        tap.numberOfTapsRequired = 2
        view.addGestureRecognizer(tap)
        return tap
    }

    @Test func aDoubleTapNeedsTwoTapsInQuickSuccession() throws {
        let (window, recorder) = makeWindow()
        var locations: [CGPoint] = []
        let tap = doubleTap(on: window) { locations.append($0) }
        #expect(tap.numberOfTouchesRequired == 1)
        try recorder.tap(at: CGPoint(x: 100, y: 100))
        #expect(locations.isEmpty && tap.state == .possible, "one tap waits for the second")
        try recorder.tap(at: CGPoint(x: 120, y: 90))
        #expect(locations == [CGPoint(x: 100, y: 100)], "recognized at the second tap, located at the first")
        try recorder.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(locations.count == 2)
        try recorder.tap(at: CGPoint(x: 50, y: 50), count: 3)
        #expect(locations.count == 3, "the third tap starts a new sequence that never completes")
    }

    @Test func aSlowOrDistantSecondTapFails() throws {
        let (window, recorder) = makeWindow()
        var count = 0
        let tap = doubleTap(on: window) { _ in count += 1 }
        try recorder.tap(at: CGPoint(x: 100, y: 100))
        try recorder.advance(seconds: UITapGestureRecognizer.maximumTapInterval + 0.05)
        #expect(tap.state == .possible, "the timed-out sequence failed and the recognizer was reset")
        try recorder.tap(at: CGPoint(x: 100, y: 100))
        #expect(count == 0, "the late tap only starts a new sequence")
        try recorder.tap(at: CGPoint(x: 200, y: 100))
        #expect(count == 0, "100 points away is not the same place")
        try recorder.tap(at: CGPoint(x: 200, y: 100), count: 2)
        #expect(count == 1)
    }

    @Test func aTripleTapAndAnInvalidCount() throws {
        let (window, recorder) = makeWindow()
        var count = 0
        let tap = UITapGestureRecognizer { _ in count += 1 }
        tap.numberOfTapsRequired = 3
        window.addGestureRecognizer(tap)
        try recorder.tap(at: CGPoint(x: 10, y: 10), count: 2)
        #expect(count == 0)
        try recorder.tap(at: CGPoint(x: 10, y: 10))
        #expect(count == 1)
        #expect(throws: TouchScriptError.invalidTapCount(0)) { try recorder.tap(at: .zero, count: 0) }
    }

    @Test func touchesCountTheirTaps() throws {
        let (window, recorder) = makeWindow()
        var counts: [Int] = []
        final class TouchLog: UIGestureRecognizer {
            var onBegan: (Int) -> Void = { _ in }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                super.touchesBegan(touches, with: event)
                onBegan(touches.first?.tapCount ?? 0)
            }
        }
        let log = TouchLog()
        log.onBegan = { counts.append($0) }
        window.addGestureRecognizer(log)
        try recorder.tap(at: CGPoint(x: 50, y: 50), count: 3)
        try recorder.tap(at: CGPoint(x: 200, y: 50))
        try recorder.advance(seconds: 1)
        try recorder.tap(at: CGPoint(x: 200, y: 50))
        try recorder.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 250, y: 50), duration: 0.1)
        try recorder.tap(at: CGPoint(x: 250, y: 50))
        #expect(counts == [1, 2, 3, 1, 1, 2, 1], "far away, late, and after a drag a new series starts")
    }

    @Test func aTwoFingerTapNeedsBothFingers() throws {
        let (window, recorder) = makeWindow()
        var count = 0
        let tap = UITapGestureRecognizer { _ in count += 1 }
        tap.numberOfTouchesRequired = 2
        window.addGestureRecognizer(tap)
        try recorder.tap(at: CGPoint(x: 10, y: 10))
        #expect(count == 0 && tap.state == .possible, "one finger is not enough")
        let first = ScriptedTouch(window: window)
        let second = ScriptedTouch(window: window)
        first.down(at: CGPoint(x: 100, y: 100))
        second.down(at: CGPoint(x: 140, y: 100))
        first.up()
        #expect(count == 0, "not until the last finger lifts")
        second.up()
        #expect(count == 1)
        #expect(tap.state == .possible)
    }
}

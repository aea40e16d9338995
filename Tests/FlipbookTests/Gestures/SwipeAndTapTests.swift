import Flipbook
import Testing

/// Scripted taps and swipes reach tap and swipe recognizers, whose target-action calls the target's method.
@MainActor
@Suite struct SwipeAndTapTests {
    /// Counts what its recognizers report.
    @MainActor final class Counter {
        var taps = 0
        var swipes: [UIGestureRecognizer.State] = []
        func handleTap() { taps += 1 }
        func handleSwipe(_ swipe: UISwipeGestureRecognizer) { swipes.append(swipe.state) }
    }

    func makeWindow() -> (UIWindow, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        return (window, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    @Test func tapsCallTheTargetsMethod() throws {
        let (window, recorder) = makeWindow()
        let counter = Counter()
        window.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: Counter.handleTap))
        try recorder.tap(at: CGPoint(x: 100, y: 100))
        #expect(counter.taps == 1)
        #expect(VirtualClock.shared.now == 1.0 / 60, "the finger lifts one frame later")
    }

    @Test func swipesInThePermittedDirectionAreRecognized() throws {
        let (window, recorder) = makeWindow()
        let counter = Counter()
        let swipe = UISwipeGestureRecognizer(target: counter, action: Counter.handleSwipe)
        swipe.direction = [.left, .down]
        window.addGestureRecognizer(swipe)
        try recorder.swipe(.left, from: CGPoint(x: 250, y: 100))
        try recorder.swipe(.down, from: CGPoint(x: 100, y: 20))
        #expect(counter.swipes == [.ended, .ended])
        try recorder.swipe(.right, from: CGPoint(x: 20, y: 100))
        try recorder.swipe(.left, from: CGPoint(x: 250, y: 100), distance: 40)
        try recorder.swipe(.left, from: CGPoint(x: 250, y: 100), distance: 60, duration: 0.8)
        try recorder.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 150, y: 180), duration: 0.15)
        #expect(counter.swipes.count == 2, "wrong way, too short, too slow and too slanted swipes fail")
        #expect(throws: TouchScriptError.noDirection) { try recorder.swipe([], from: .zero) }
    }

    @Test func aTargetOfTheWrongTypeIsReportedAndIgnored() throws {
        let (window, recorder) = makeWindow()
        let tap = UITapGestureRecognizer(target: NSObject(), action: Counter.handleTap)
        window.addGestureRecognizer(tap)
        try recorder.tap(at: CGPoint(x: 10, y: 10))
        #expect(tap.state == .possible)
    }

    @Test func targetsAreHeldWeakly() throws {
        let (window, recorder) = makeWindow()
        var counter: Counter? = Counter()
        weak let weakCounter = counter
        window.addGestureRecognizer(UITapGestureRecognizer(target: counter!, action: Counter.handleTap))
        counter = nil
        #expect(weakCounter == nil)
        try recorder.tap(at: CGPoint(x: 10, y: 10))
    }
}

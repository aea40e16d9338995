import Flipbook
import FlipbookTesting
import Testing

/// UIStepper: 94 × 32 points, steps on a finger down, repeats while held on the virtual clock, wraps, and
/// sends `.valueChanged`.
@MainActor
@Suite struct UIStepperTests {
    func scene() -> (UIWindow, UIStepper, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 140, height: 60))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let stepper = UIStepper(frame: CGRect(x: 20, y: 10, width: 300, height: 300))
        window.addSubview(stepper)
        return (window, stepper, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    @Test func defaultsAndSize() {
        let (_, stepper, _) = scene()
        #expect(stepper.frame == CGRect(x: 20, y: 10, width: 94, height: 32))
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && stepper.autorepeat && stepper.isContinuous && !stepper.wraps)
        stepper.value = 500
        #expect(stepper.value == 100)
        stepper.stepValue = -3
        #expect(stepper.stepValue == 1, "a step must be positive")
    }

    @Test func tapsStepAndSendValueChanged() throws {
        let (_, stepper, recorder) = scene()
        var values: [Double] = []
        stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
        stepper.stepValue = 2.5
        try recorder.tap(at: CGPoint(x: 90, y: 26))
        try recorder.tap(at: CGPoint(x: 90, y: 26))
        try recorder.tap(at: CGPoint(x: 40, y: 26))
        #expect(values == [2.5, 5, 2.5])
        try recorder.tap(at: CGPoint(x: 40, y: 26))
        try recorder.tap(at: CGPoint(x: 40, y: 26))
        #expect(values == [2.5, 5, 2.5, 0], "the minimum stops it")
    }

    @Test func holdingRepeatsOnTheVirtualClock() throws {
        let (_, stepper, recorder) = scene()
        let finger = try recorder.drag(through: [CGPoint(x: 90, y: 26)], duration: 0, ending: .hold)
        #expect(stepper.value == 1)
        try recorder.advance(seconds: 0.45)
        #expect(stepper.value == 1, "nothing repeats for half a second")
        try recorder.advance(seconds: 0.1)
        #expect(stepper.value == 2)
        try recorder.advance(seconds: 0.5)
        #expect(stepper.value == 7, "then every 0.1 s")
        finger.up()
        try recorder.advance(seconds: 0.5)
        #expect(stepper.value == 7)
    }

    @Test func wrapsRoundAndANonContinuousStepperSendsOnLift() throws {
        let (_, stepper, recorder) = scene()
        stepper.wraps = true
        stepper.maximumValue = 3
        stepper.value = 3
        stepper.isContinuous = false
        var count = 0
        stepper.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        try recorder.tap(at: CGPoint(x: 90, y: 26))
        #expect(stepper.value == 0 && count == 1)
        try recorder.tap(at: CGPoint(x: 40, y: 26))
        #expect(stepper.value == 3 && count == 2)
    }
}

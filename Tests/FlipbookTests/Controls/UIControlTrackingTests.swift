import FlipbookTesting
import Testing

@testable import Flipbook

/// Scripted fingers track controls as UIKit does: events in order, highlight, slop, cancellation by recognizers.
@MainActor @Suite struct UIControlTrackingTests {
    /// Logs every control event of a control, by name.
    @MainActor final class EventLog {
        var events: [String] = []
        var states: [Bool] = []
        static let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.primaryActionTriggered, "primary"),
        ]

        init(_ control: UIControl) {
            for (event, name) in Self.names {
                control.addAction(
                    UIAction { [unowned self] action in
                        events.append(name)
                        states.append((action.sender as? UIControl)?.isHighlighted ?? false)
                    }, for: event)
            }
        }
    }

    func scene() -> (UIWindow, UIButton, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.frame = CGRect(x: 110, y: 140, width: 100, height: 40)
        window.addSubview(button)
        return (window, button, FrameRecorder(window: window, fps: 60, scale: 2, threads: 1))
    }

    @Test func aTapSendsDownThenUpInsideAndPrimaryAction() throws {
        let (_, button, recorder) = scene()
        let log = EventLog(button)
        let finger = try recorder.drag(through: [CGPoint(x: 160, y: 160)], duration: 0, ending: .hold)
        #expect(button.isHighlighted && button.isTracking && button.isTouchInside)
        #expect(button.state == .highlighted)
        finger.up()
        #expect(log.events == ["down", "upInside", "primary"])
        #expect(log.states == [true, false, false])
        #expect(!button.isHighlighted && !button.isTracking)
        try recorder.tap(at: CGPoint(x: 160, y: 160), count: 2)
        #expect(log.events.suffix(4) == ["down", "repeat", "upInside", "primary"])
    }

    @Test func draggingOutPastTheSlopUnhighlightsAndEndsOutside() throws {
        let (_, button, recorder) = scene()
        let log = EventLog(button)
        // The button spans x 110…210; 70 points of slop reach x = 280.
        let finger = try recorder.drag(
            through: [CGPoint(x: 160, y: 160), CGPoint(x: 260, y: 160)], duration: 2.0 / 60, ending: .hold)
        #expect(button.isHighlighted && button.isTouchInside, "still inside the slop")
        try recorder.drag(finger, through: [CGPoint(x: 300, y: 160)], duration: 1.0 / 60, ending: .hold)
        #expect(!button.isHighlighted && !button.isTouchInside && button.isTracking)
        try recorder.drag(finger, through: [CGPoint(x: 310, y: 160)], duration: 1.0 / 60)
        #expect(log.events == ["down", "dragInside", "dragInside", "exit", "dragOutside", "upOutside"])
        #expect(!button.isTracking)
    }

    @Test func comingBackInsideEntersAndEndsInside() throws {
        let (_, button, recorder) = scene()
        let log = EventLog(button)
        try recorder.drag(
            through: [CGPoint(x: 160, y: 160), CGPoint(x: 160, y: 300), CGPoint(x: 160, y: 170)],
            duration: 2.0 / 60)
        #expect(log.events == ["down", "exit", "enter", "upInside", "primary"])
    }

    @Test func aPanThatBeginsCancelsTheControl() throws {
        let (window, button, recorder) = scene()
        let log = EventLog(button)
        var panned = 0
        window.addGestureRecognizer(UIPanGestureRecognizer { _ in panned += 1 })
        try recorder.drag(from: CGPoint(x: 160, y: 160), to: CGPoint(x: 160, y: 200), duration: 0.1)
        #expect(log.events.first == "down" && log.events.last == "cancel")
        #expect(!log.events.contains("upInside") && panned > 0 && !button.isHighlighted)
    }

    @Test func aButtonWinsOverASingleTapOnItsSuperview() throws {
        let (window, button, recorder) = scene()
        let log = EventLog(button)
        var tapped = 0
        window.addGestureRecognizer(UITapGestureRecognizer { _ in tapped += 1 })
        try recorder.tap(at: CGPoint(x: 160, y: 160))
        #expect(log.events == ["down", "upInside", "primary"] && tapped == 0)
        try recorder.tap(at: CGPoint(x: 20, y: 20))
        #expect(tapped == 1)
        button.addGestureRecognizer(UITapGestureRecognizer { _ in tapped += 1 })
        try recorder.tap(at: CGPoint(x: 160, y: 160))
        #expect(tapped == 2 && log.events.suffix(2) == ["down", "cancel"], "its own recognizer takes the touch")
    }

    @Test func disabledControlsAndRefusedTrackingSendNoDrags() throws {
        final class Refusing: UIControl {
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
        }
        let (window, button, recorder) = scene()
        let log = EventLog(button)
        button.isEnabled = false
        try recorder.tap(at: CGPoint(x: 160, y: 160))
        #expect(log.events.isEmpty)
        let refusing = Refusing(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.addSubview(refusing)
        let refusingLog = EventLog(refusing)
        try recorder.drag(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 40, y: 30), duration: 2.0 / 60)
        #expect(refusingLog.events == ["down"] && !refusing.isHighlighted)
    }

    @Test func aHighlightedButtonLooksPressed() throws {
        let (_, button, recorder) = scene()
        let normal = recorder.snapshot()
        let finger = try recorder.drag(through: [CGPoint(x: 160, y: 160)], duration: 0, ending: .hold)
        #expect(
            abs((button.titleLabel?.alpha ?? 1) - 0.2) < 1e-6, "a system button's title dims while pressed, as on iOS")
        assertGolden(recorder.snapshot(), named: "highlighted-button", suite: "controls")
        #expect(recorder.snapshot() != normal)
        finger.up()
        #expect(recorder.snapshot() == normal)
    }
}

import Flipbook
import Testing

/// The corpus's menu button: scripted taps send its control events, and its screen's timer, notification and
/// display link run on the virtual clock.
@MainActor
@Suite struct MenuButtonTests {
    @Test func aTapOpensTheMenuWhichClosesItselfTwoSecondsLater() throws {
        let screen = MenuScreen()
        let window = makeClientWindow(root: screen)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let finger = try recorder.drag(through: [CGPoint(x: 48, y: 268)], duration: 0, ending: .hold)
        #expect(screen.menuButton.isHighlighted && abs(screen.menuButton.alpha - 0.85) < 1e-6)
        finger.up()
        #expect(screen.log == ["haptic", "open", "notified"] && screen.menuButton.isOpen)
        try recorder.advance(seconds: 1)
        #expect(screen.pulses == 30 || screen.pulses == 31, "30 pulses a second while open")
        try recorder.advance(seconds: 1.1)
        #expect(screen.log.last == "closed" && !screen.menuButton.isOpen)
        let pulses = screen.pulses
        try recorder.advance(seconds: 0.5)
        #expect(screen.pulses == pulses, "the display link stopped with the menu")
    }

    @Test func draggingOffTheButtonDoesNotToggleIt() throws {
        let screen = MenuScreen()
        let window = makeClientWindow(root: screen)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 48, y: 268), to: CGPoint(x: 170, y: 100), duration: 0.2)
        #expect(screen.log == ["haptic"] && !screen.menuButton.isOpen && screen.menuButton.trackedMoves > 0)
        try recorder.tap(at: CGPoint(x: 130, y: 268))
        try recorder.advance(seconds: 0.6)
        #expect(screen.log == ["haptic", "help", "help shown"])
    }
}

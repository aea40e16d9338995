import Flipbook
import Foundation
import Testing

@MainActor
@Suite struct UIPinchGestureRecognizerTests {
    /// A window whose pinch and pan log their states; the pinch logs its scale and velocity too.
    @MainActor private final class Scene {
        let window = makeTestWindow(width: 200, height: 200)
        var pinches: [(state: UIGestureRecognizer.State, scale: CGFloat, velocity: CGFloat, at: CGPoint)] = []
        var pans: [UIGestureRecognizer.State] = []

        init() {
            let pinch = UIPinchGestureRecognizer { [unowned self] pinch in
                pinches.append((pinch.state, pinch.scale, pinch.velocity, pinch.location(in: nil)))
            }
            window.addGestureRecognizer(pinch)
            let pan = UIPanGestureRecognizer { [unowned self] pan in pans.append(pan.state) }
            pan.maximumNumberOfTouches = 1
            window.addGestureRecognizer(pan)
        }
    }

    @Test func twoFingersPinchAndTheOneFingerPanFails() throws {
        let scene = Scene()
        let recorder = FrameRecorder(window: scene.window, fps: 10, scale: 1, threads: 1)
        try recorder.pinch(at: CGPoint(x: 100, y: 100), from: 100, to: 50, duration: 0.5)
        #expect(scene.pans.isEmpty, "two fingers are more than the pan takes")
        #expect(scene.pinches.map(\.state) == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(scene.pinches.map { ($0.scale * 1000).rounded() / 1000 } == [0.9, 0.8, 0.7, 0.6, 0.5, 0.5])
        #expect(abs(scene.pinches[1].velocity - -1) < 1e-9, "a tenth of the distance every tenth of a second")
        #expect(scene.pinches.allSatisfy { $0.at == CGPoint(x: 100, y: 100) }, "the midpoint of the fingers")
    }

    @Test func aSmallSpreadDoesNotBeginAndSettingTheScaleRebasesIt() throws {
        let scene = Scene()
        let recorder = FrameRecorder(window: scene.window, fps: 10, scale: 1, threads: 1)
        try recorder.pinch(at: CGPoint(x: 100, y: 100), from: 100, to: 105, duration: 0.2)
        #expect(scene.pinches.isEmpty, "5 points are less than the pinch's hysteresis")
        let window = makeTestWindow(width: 200, height: 200)
        let pinch = UIPinchGestureRecognizer()
        var seen: [CGFloat] = []
        pinch.addTarget { pinch in
            if pinch.state == .began { pinch.scale = 1 }
            seen.append(pinch.scale)
        }
        window.addGestureRecognizer(pinch)
        try FrameRecorder(window: window, fps: 10, scale: 1, threads: 1).pinch(
            at: CGPoint(x: 100, y: 100), from: 100, to: 140, duration: 0.4)
        #expect(seen.map { ($0 * 1000).rounded() / 1000 } == [1, 1.091, 1.182, 1.273, 1.273])
    }

    @Test func oneFingerNeverPinches() throws {
        let scene = Scene()
        let recorder = FrameRecorder(window: scene.window, fps: 10, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 150), duration: 0.3)
        #expect(scene.pinches.isEmpty)
        #expect(scene.pans.first == .began)
    }

    @Test func badPinchesAreThrown() throws {
        let recorder = FrameRecorder(window: Scene().window, fps: 10, scale: 1, threads: 1)
        #expect(throws: TouchScriptError.invalidPinchDistance(0)) {
            try recorder.pinch(at: CGPoint(x: 10, y: 10), from: 0, to: 50, duration: 0.2)
        }
        #expect(throws: TouchScriptError.invalidDuration(-1)) {
            try recorder.pinch(at: CGPoint(x: 10, y: 10), from: 10, to: 50, duration: -1)
        }
        #expect(throws: TouchScriptError.self) {
            try recorder.pinch(
                at: CGPoint(x: 10, y: 10), from: 10, to: 50, duration: 0.2, movingTo: CGPoint(x: CGFloat.nan, y: 0))
        }
    }
}

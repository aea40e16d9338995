import Flipbook
import Foundation
import Testing

@MainActor
@Suite struct FrameRecorderDragTests {
    /// A window whose pan logs (time, state, window location) for every action.
    @MainActor private final class Scene {
        let window = makeTestWindow(width: 100, height: 100)
        var samples: [(time: Double, state: UIGestureRecognizer.State, point: CGPoint)] = []

        init() {
            let pan = UIPanGestureRecognizer { [unowned self] pan in
                samples.append((VirtualClock.shared.now, pan.state, pan.location(in: nil)))
            }
            window.addGestureRecognizer(pan)
        }
    }

    @Test func oneSamplePerFrameAlongAStraightLine() throws {
        let scene = Scene()
        let recorder = FrameRecorder(window: scene.window, fps: 10, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 10, y: 50), to: CGPoint(x: 60, y: 50), duration: 0.5)
        #expect(scene.samples.map(\.time) == [0.1, 0.2, 0.3, 0.4, 0.5, 0.5])
        #expect(scene.samples.map(\.point.x) == [20, 30, 40, 50, 60, 60])
        #expect(scene.samples.map(\.state) == [.began, .changed, .changed, .changed, .changed, .ended])
        #expect(abs(VirtualClock.shared.now - 0.5) < 1e-12)
    }

    @Test func polylinesAreWalkedAtConstantSpeedAndCanEndCancelled() throws {
        let scene = Scene()
        let recorder = FrameRecorder(window: scene.window, fps: 4, scale: 1, threads: 1)
        try recorder.drag(
            through: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 50)], duration: 1,
            ending: .cancel)
        #expect(
            scene.samples.map(\.point) == [
                CGPoint(x: 30, y: 10), CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 30),
                CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 50),
            ])
        #expect(scene.samples.last?.state == .cancelled)
    }

    @Test func aDragDuringARecordingWritesOneFramePerSample() throws {
        let scene = Scene()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-drag-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorder = FrameRecorder(window: scene.window, fps: 20, scale: 1, threads: 1)
        try recorder.startRecording(to: directory)
        try recorder.captureFrame()
        try recorder.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 90, y: 10), duration: 0.25)
        #expect(try recorder.stopRecording() == 6)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("0005.png").path))
    }

    @Test func badInputIsThrown() throws {
        let scene = Scene()
        let recorder = FrameRecorder(window: scene.window, fps: 10, scale: 1, threads: 1)
        #expect(throws: TouchScriptError.noPoints) { try recorder.drag(through: [], duration: 1) }
        #expect(throws: TouchScriptError.invalidDuration(-1)) {
            try recorder.drag(from: .zero, to: .zero, duration: -1)
        }
        #expect(throws: TouchScriptError.invalidDuration(1e300)) {
            try recorder.drag(from: .zero, to: .zero, duration: 1e300)
        }
        #expect {
            try recorder.drag(from: .zero, to: CGPoint(x: CGFloat.nan, y: 0), duration: 1)
        } throws: { error in
            guard case .invalidPoint(let point)? = error as? TouchScriptError else { return false }
            return point.x.isNaN // NaN never equals itself, so match the case
        }
        let lifted = try recorder.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 40, y: 10), duration: 0.2)
        #expect(throws: TouchScriptError.fingerNotDown) {
            try recorder.drag(lifted, through: [CGPoint(x: 50, y: 50)], duration: 0.1)
        }
        #expect(scene.samples.count == 3)
    }
}

import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct FrameRecorderTests {
    private func scene() -> (window: UIWindow, box: UIView) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        window.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 0, y: 5, width: 10, height: 10))
        box.backgroundColor = .red
        window.addSubview(box)
        window.makeKeyAndVisible()
        return (window, box)
    }

    private func temporaryDirectory() -> URL {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("flipbook-recorder-\(UUID().uuidString)", isDirectory: true)
    }

    @Test func writesRoundedSecondsTimesFpsPlusOneFramesNamedInOrder() throws {
        let (window, _) = scene()
        let dir = temporaryDirectory().appendingPathComponent("nested/out")
        defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent().deletingLastPathComponent()) }
        let recorder = FrameRecorder(window: window, fps: 30, scale: 1, threads: 2)
        let count = try recorder.record(seconds: 0.1, to: dir)
        #expect(count == 4)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
        #expect(files == ["0000.png", "0001.png", "0002.png", "0003.png"])
        let decoded = try PNGDecoder().decode(contentsOf: dir.appendingPathComponent("0000.png"))
        #expect(decoded.width == 40 && decoded.height == 30)
        #expect(FrameName.fileName(12345) == "12345.png")
    }

    @Test func timeLabelsOfAnySize() {
        #expect(FrameName.timeLabel(seconds: 0.0167) == "16.7 ms")
        #expect(FrameName.timeLabel(seconds: 0.25) == "250 ms")
        #expect(FrameName.timeLabel(seconds: 1e300).hasSuffix(" ms"))
        #expect(FrameName.timeLabel(seconds: .nan) == "nan ms")
    }

    @Test func framesAreEvaluatedAtExactTimesAndTimeRunsOn() throws {
        let (window, _) = scene()
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var times: [CFTimeInterval] = []
        let check = FrameRecorder.addFrameCheck { times.append(VirtualClock.shared.now) }
        defer { FrameRecorder.removeFrameCheck(check) }
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        var timeOfActions: CFTimeInterval = -1
        try recorder.record(seconds: 0.05, to: dir) { timeOfActions = VirtualClock.shared.now }
        #expect(timeOfActions == 0)
        #expect(times == (0...3).map { Double($0) / 60 })
        times.removeAll()
        try recorder.advance(seconds: 0.5)
        #expect(recorder.time == 3.0 / 60 + 0.5)
        times.removeAll()
        try recorder.record(seconds: 1.0 / 30, to: dir)
        let start = 3.0 / 60 + 0.5
        #expect(times == (0...2).map { start + Double($0) / 60 })
    }

    @Test func framesShowTheAnimationAtTheirTime() throws {
        let (window, box) = scene()
        let recorder = FrameRecorder(window: window, fps: 10, scale: 1, threads: 1)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear],
            animations: {
                box.center.x = 35
            }, completion: nil)
        func boxLeft() -> Int? {
            let bitmap = recorder.snapshot()
            return (0..<bitmap.width).first { bitmap[$0, 10] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255) }
        }
        #expect(boxLeft() == 0)
        try recorder.advance(seconds: 0.5)
        #expect(boxLeft() == 15)
        try recorder.advance(seconds: 0.5)
        #expect(boxLeft() == 30)
    }

    @Test func outputIsByteIdenticalForOneAndManyThreads() throws {
        func run(threads: Int) throws -> [Data] {
            let (window, box) = scene()
            box.layer.cornerRadius = 3
            let dir = temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: dir) }
            let recorder = FrameRecorder(window: window, fps: 20, scale: 2, threads: threads)
            let count = try recorder.record(seconds: 0.5, to: dir) {
                UIView.animate(withDuration: 0.5) {
                    box.center = CGPoint(x: 30, y: 20)
                    box.transform = CGAffineTransform(rotationAngle: 1)
                    box.alpha = 0.4
                }
            }
            return try (0..<count).map { try Data(contentsOf: dir.appendingPathComponent(FrameName.fileName($0))) }
        }
        let single = try run(threads: 1)
        let many = try run(threads: 4)
        #expect(single.count == 11)
        #expect(single == many)
        #expect(Set(single).count > 5) // the frames really differ over time
    }

    @Test func snapshotAndDisplayListShowTheCurrentFrame() {
        let (window, _) = scene()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 2)
        let list = recorder.displayList()
        #expect(list.width == 80 && list.height == 60 && list.items.count == 2)
        let bitmap = recorder.snapshot()
        #expect(bitmap[5, 15] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(bitmap[30, 15] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func badInputThrowsClearErrors() throws {
        let (window, _) = scene()
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(throws: FrameRecorderError.invalidFrameRate(0)) {
            try FrameRecorder(window: window, fps: 0).record(seconds: 1, to: dir)
        }
        let recorder = FrameRecorder(window: window, fps: 30, scale: 1)
        #expect(throws: FrameRecorderError.invalidDuration(-1)) { try recorder.record(seconds: -1, to: dir) }
        // More frames than FrameRecorder.maximumFrames: refused before anything is written or counted.
        #expect(throws: FrameRecorderError.invalidDuration(1e300)) { try recorder.record(seconds: 1e300, to: dir) }
        #expect(!FileManager.default.fileExists(atPath: dir.path))
        #expect(throws: FrameRecorderError.invalidDuration(.infinity)) { try recorder.advance(seconds: .infinity) }
        #expect(throws: FrameRecorderError.notRecording) { try recorder.captureFrame() }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("file")
        try #require(FileManager.default.createFile(atPath: file.path, contents: Data()))
        #expect(throws: FrameRecorderError.notADirectory(file.path)) { try recorder.record(seconds: 0, to: file) }
        try recorder.startRecording(to: dir)
        #expect(throws: FrameRecorderError.alreadyRecording) { try recorder.startRecording(to: dir) }
        #expect(try recorder.stopRecording() == 0)
    }

    @Test func frameCheckErrorsAbortTheRecording() throws {
        struct Boom: Error {}
        let (window, _) = scene()
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let check = FrameRecorder.addFrameCheck { if VirtualClock.shared.now > 0.05 { throw Boom() } }
        defer { FrameRecorder.removeFrameCheck(check) }
        let recorder = FrameRecorder(window: window, fps: 30, scale: 1)
        #expect(throws: Boom.self) { try recorder.record(seconds: 1, to: dir) }
        #expect(!recorder.isRecording)
    }

    @Test func sessionAPIStepsOneFrameAtATime() throws {
        let (window, _) = scene()
        let dir = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let recorder = FrameRecorder(window: window, fps: 25, scale: 1)
        try recorder.startRecording(to: dir)
        try recorder.captureFrame()
        var seen: [CFTimeInterval] = []
        for _ in 0..<4 { try recorder.advanceOneFrame(beforeCapture: { seen.append(recorder.time) }) }
        #expect(seen == (1...4).map { Double($0) / 25 })
        #expect(recorder.time == 4.0 / 25)
        #expect(try recorder.stopRecording() == 5)
        try recorder.advanceOneFrame() // no recording: only time moves
        #expect(recorder.time == 5.0 / 25)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).count == 5)
    }
}

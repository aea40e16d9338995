import Flipbook
import FlipbookScenes
import FlipbookTesting
import Foundation

/// Renders the frames of a scene that goldens are kept for, named by time:
/// `<goldens>/<name>.t0250ms.png` (``GoldenName``'s rules, shared with `assertGolden`).
@MainActor
struct GoldenFrames {
    let name: String
    let scene: Scene
    let threads: Int
    let memory: MemoryBudget

    /// The frame index shown at `milliseconds` (the nearest frame), or an error when past the recording.
    static func frame(at milliseconds: Int, fps: Int, frameCount: Int) throws(CLIError) -> Int {
        let frame = Int((Double(milliseconds) / 1000 * Double(fps)).rounded())
        guard frame < frameCount else {
            let last = Int((Double(frameCount - 1) * 1000 / Double(fps)).rounded())
            throw CLIError(
                """
                time \(milliseconds) ms is after the end of the recording \
                (\(frameCount) frames at \(fps) fps, last at \(last) ms)
                """,
                status: .invalidInput)
        }
        return frame
    }

    /// The golden name of `milliseconds`: `name.t0250ms`.
    func goldenName(_ milliseconds: Int) -> String {
        (try? GoldenName.frameName(name, at: Double(milliseconds) / 1000)) ?? "\(name).t\(milliseconds)ms"
    }

    /// Renders the frames at `times`, keyed by milliseconds.
    func render(_ times: GoldenTimes, runner: SceneRunner) throws(CLIError) -> [(
        milliseconds: Int, frame: Int, bitmap: Bitmap
    )] {
        var wanted: [(Int, Int)] = []
        for ms in times.milliseconds {
            wanted.append((ms, try Self.frame(at: ms, fps: scene.fps, frameCount: runner.frameCount)))
        }
        let frames = Array(Set(wanted.map(\.1))).sorted()
        let outputs = FramePipeline.Outputs(frameFolder: nil, preset: .fast, keep: Set(frames))
        let inFlight = try memory.framesInFlight(scene: scene, wanted: 2 * threads, kept: frames.count)
        let pipeline = FramePipeline(runner: runner, threads: threads, framesInFlight: inFlight)
        let result = try Interrupt.deferred { () throws(CLIError) in
            try pipeline.run(frames: frames, outputs: outputs, progress: nil)
        }
        if result.interrupted { throw CLIError("interrupted", status: Interrupt.status) }
        return wanted.map { ($0.0, $0.1, result.kept[$0.1]!) }
    }
}

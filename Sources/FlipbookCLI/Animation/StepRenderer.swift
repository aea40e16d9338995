import FlipbookScenes
import Foundation
import Raster

/// Renders an ``AnimationPlan``'s steps in their order, which may run backwards (`--bounce`) or start over
/// (a video's plays), although a ``SceneRunner`` only moves forward. Steps go a window at a time: the
/// window's distinct frames render in ascending order, from the current runner when they lie ahead of it
/// or from a fresh one otherwise (rendering is deterministic, so a frame is the same either way), and are
/// handed out in the plan's order. Memory stays at one window of frames, however long the plan.
@MainActor
struct StepRenderer {
    /// A new runner at frame 0.
    let makeRunner: () throws(CLIError) -> SceneRunner
    /// Rendering threads.
    let threads: Int
    /// Steps rendered and held at once (at least 1).
    let window: Int

    /// Renders `steps[range]` and calls `consume` with each step's index and bitmap, in order.
    func render(
        _ steps: [AnimationPlan.Step], range: Range<Int>, progress: Progress?,
        consume: (Int, Bitmap) throws(CLIError) -> Void
    ) throws(CLIError) {
        let writer = FrameBatchWriter(threads: min(threads, window), preset: .fast)
        var runner: SceneRunner?
        var position = -1
        var index = range.lowerBound
        while index < range.upperBound {
            if Interrupt.requested { throw Self.interrupted }
            let chunk = index..<min(index + max(1, window), range.upperBound)
            let frames = Set(chunk.map { steps[$0].frame }).sorted()
            if runner == nil || frames[0] < position { runner = try makeRunner() }
            var jobs: [FrameBatchWriter.Frame] = []
            for frame in frames {
                if Interrupt.requested { throw Self.interrupted }
                do {
                    jobs.append(
                        FrameBatchWriter.Frame(
                            list: try runner!.displayList(atFrame: frame), url: nil, keepsBitmap: true))
                } catch {
                    throw CLIError("\(error)", status: .invalidInput)
                }
            }
            position = frames[frames.count - 1]
            let rendered: [FrameBatchWriter.Output?]
            do { rendered = try writer.write(jobs, stoppingWhen: Interrupt.shouldStop) } catch {
                throw CLIError("\(error)", status: .cannotWrite)
            }
            var bitmaps: [Int: Bitmap] = [:]
            for (frame, output) in zip(frames, rendered) {
                guard let output else { throw Self.interrupted }
                bitmaps[frame] = output.bitmap
            }
            for step in chunk { try consume(step, bitmaps[steps[step].frame]!) }
            index = chunk.upperBound
            progress?.update(index - range.lowerBound)
        }
    }

    private static var interrupted: CLIError {
        CLIError("interrupted while rendering the animations; no animation was written", status: Interrupt.status)
    }
}

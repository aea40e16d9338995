import Flipbook
import FlipbookScenes
import Foundation

/// Renders chosen frames of a running scene: display lists are taken in order on the main actor while
/// Raster's ``FrameBatchWriter`` streams the earlier ones through its threads (rasterized, encoded and
/// written atomically, byte-identical whatever the thread count); the pipeline adds display-list JSON,
/// feeding the animated outputs, progress and interruption (checked before each frame's layout and,
/// through the writer, while frames are painted and encoded).
@MainActor
struct FramePipeline {
    /// What to do with each rendered frame.
    struct Outputs {
        /// Folder for `0000.png` …, or `nil` to write no frame files.
        var frameFolder: URL?
        /// PNG settings.
        var preset: PNGEncoder.Preset
        /// Frame indices whose bitmaps are kept and returned (contact sheet, goldens).
        var keep: Set<Int> = []
        /// Hands every frame, in order, to these animated outputs.
        var animations: AnimationOutputs?
        /// Folder for each frame's display list as JSON (`0000.json` …), or `nil` for none.
        var displayListFolder: URL?
    }

    /// What a run produced.
    struct Outcome {
        var frames = 0
        var bytesWritten = 0
        var kept: [Int: Bitmap] = [:]
        var interrupted = false
    }

    let runner: SceneRunner
    let threads: Int
    /// Frames made and not yet taken back at once; ``MemoryBudget/framesInFlight(scene:wanted:kept:)``
    /// bounds it. Defaults to two per thread.
    var framesInFlight: Int?
    /// Called with each frame's index right after the runner produced its display list (while the
    /// scene is at that frame), e.g. to sample presentation values.
    var observe: ((Int) -> Void)?

    /// Renders `frames` (ascending) into `outputs`, reporting to `progress`. A pipeline: this actor
    /// builds the next frames' display lists while the writer's threads rasterize, encode and write
    /// the earlier ones, with at most ``framesInFlight`` frames made and not yet taken back.
    func run(frames: [Int], outputs: Outputs, progress: Progress?) throws(CLIError) -> Outcome {
        var result = Outcome()
        let window = max(1, framesInFlight ?? threads * 2)
        let writer = FrameBatchWriter(threads: min(threads, window), preset: outputs.preset)
        let end = try writer.stream(
            count: frames.count, window: window, stoppingWhen: Interrupt.shouldStop,
            making: { (index: Int) throws(CLIError) -> FrameBatchWriter.Frame? in
                let frame = frames[index]
                if Interrupt.requested { return nil }
                let list: DisplayList
                do {
                    list = try runner.displayList(atFrame: frame)
                } catch {
                    throw CLIError("\(error)", status: .invalidInput)
                }
                observe?(frame)
                if let folder = outputs.displayListFolder {
                    let url = folder.appendingPathComponent(FrameName.fileName(frame, suffix: ".json"))
                    let data = list.jsonData()
                    do { try AtomicFile.write(data, to: url) } catch {
                        throw CLIError("cannot write \(url.path): \(FileProblem.reason(error))", status: .cannotWrite)
                    }
                    result.bytesWritten += data.count
                }
                return FrameBatchWriter.Frame(
                    list: list, url: outputs.frameFolder?.appendingPathComponent(FrameName.fileName(frame)),
                    keepsBitmap: outputs.keep.contains(frame) || outputs.animations != nil)
            },
            receiving: { (index: Int, output: FrameBatchWriter.Output) throws(CLIError) in
                let frame = frames[index]
                result.bytesWritten += output.byteCount
                if let bitmap = output.bitmap {
                    if outputs.keep.contains(frame) { result.kept[frame] = bitmap }
                    try outputs.animations?.take(bitmap)
                }
                result.frames += 1
                progress?.update(result.frames)
            })
        switch end {
        case .finished: break
        case .stopped(_, let laterFrames, let laterBytes):
            result.frames += laterFrames
            result.bytesWritten += laterBytes
            result.interrupted = true
        case .failed(let error): throw CLIError("\(error)", status: .cannotWrite)
        }
        return result
    }
}

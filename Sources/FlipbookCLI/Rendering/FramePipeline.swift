import Flipbook
import FlipbookScenes
import Foundation

/// Renders chosen frames of a running scene: display lists are taken in order on the main actor, then
/// rasterized and written a batch at a time by Raster's ``FrameBatchWriter`` (several threads, each file
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
    /// Frames rendered and held at once (a batch); ``MemoryBudget/framesInFlight(scene:wanted:kept:)``
    /// bounds it. Defaults to two per thread.
    var framesInFlight: Int?
    /// Called with each frame's index right after the runner produced its display list (while the
    /// scene is at that frame), e.g. to sample presentation values.
    var observe: ((Int) -> Void)?

    /// Renders `frames` (ascending) into `outputs`, reporting to `progress`.
    func run(frames: [Int], outputs: Outputs, progress: Progress?) throws(CLIError) -> Outcome {
        var result = Outcome()
        let batchSize = max(1, framesInFlight ?? threads * 2)
        let writer = FrameBatchWriter(threads: min(threads, batchSize), preset: outputs.preset)
        var index = 0
        while index < frames.count {
            let batch = Array(frames[index..<min(index + batchSize, frames.count)])
            var jobs: [FrameBatchWriter.Frame] = []
            for frame in batch {
                if Interrupt.requested {
                    result.interrupted = true
                    return result
                }
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
                jobs.append(
                    FrameBatchWriter.Frame(
                        list: list, url: outputs.frameFolder?.appendingPathComponent(FrameName.fileName(frame)),
                        keepsBitmap: outputs.keep.contains(frame) || outputs.animations != nil))
            }
            let written: [FrameBatchWriter.Output?]
            do { written = try writer.write(jobs, stoppingWhen: Interrupt.shouldStop) } catch {
                throw CLIError("\(error)", status: .cannotWrite)
            }
            for output in written { result.bytesWritten += output?.byteCount ?? 0 }
            guard written.allSatisfy({ $0 != nil }) else {
                result.frames += written.count { $0 != nil }
                result.interrupted = true
                return result
            }
            for (frame, output) in zip(batch, written) {
                guard let bitmap = output!.bitmap else { continue }
                if outputs.keep.contains(frame) { result.kept[frame] = bitmap }
                try outputs.animations?.take(bitmap)
            }
            result.frames += batch.count
            index += batch.count
            progress?.update(result.frames)
        }
        return result
    }
}

import FlipbookScenes
import Foundation
import Raster

/// The animated outputs of one render (APNG, GIF, video), fed with as little re-rendering as possible:
/// - while the frames are rendered (the plan's forward run), the APNG and the video take them directly
///   and the GIF's palette builder looks at them;
/// - then ``finish(renderer:quiet:)`` renders what is left: the whole plan for the GIF (its global palette
///   is known only now), and for the others the steps after the forward run (bounce, a video's later
///   plays).
@MainActor
final class AnimationOutputs {
    /// One output and the steps it shows (the plan's, or its unrolled steps for a video).
    private struct Output {
        let name: String
        let writer: AnimationWriter
        let steps: Int
        /// Steps it was given during the frames pass.
        let fed: Int
    }

    let plan: AnimationPlan
    private let scene: Scene
    private var apng: Output?
    private var video: Output?
    private var gif: (file: TemporaryFile, name: String, palette: GIFPaletteBuilder)?
    private var forwardStep = 0

    /// Opens the outputs asked for; the video's ffmpeg starts now, so a missing one fails before rendering.
    init(
        plan: AnimationPlan, scene: Scene, apng: URL?, gif gifPath: String?, video videoPath: String?,
        preset: PNGEncoder.Preset
    ) throws(CLIError) {
        self.plan = plan
        self.scene = scene
        let (width, height) = (scene.screen.pixelWidth, scene.screen.pixelHeight)
        if let apng {
            let writer = try APNGWriter(url: apng, framesPerSecond: scene.fps, plays: plan.plays, preset: preset)
            self.apng = Output(name: "animation.png", writer: writer, steps: plan.steps.count, fed: plan.forwardCount)
        }
        if let gifPath {
            let url = URL(fileURLWithPath: gifPath)
            do { gif = (try TemporaryFile(replacing: url), gifPath, GIFPaletteBuilder()) } catch {
                throw CLIError("cannot write \(url.path): \(FileProblem.reason(error))", status: .cannotWrite)
            }
        }
        if let videoPath {
            let format: VideoFormat
            do { format = try VideoFormat(path: videoPath) } catch { throw CLIError("\(error)", status: .usage) }
            let writer = try VideoWriter(
                url: URL(fileURLWithPath: videoPath), format: format, width: width, height: height,
                framesPerSecond: scene.fps)
            video = Output(name: videoPath, writer: writer, steps: plan.unrolledSteps.count, fed: plan.forwardCount)
        }
    }

    /// Takes the next rendered frame of the frames pass (they come in the forward run's order).
    func take(_ bitmap: Bitmap) throws(CLIError) {
        let ticks = plan.steps[forwardStep].ticks
        forwardStep += 1
        for output in [apng, video].compactMap({ $0 }) { try output.writer.append(bitmap, ticks: ticks) }
        gif?.palette.add(bitmap)
    }

    /// Renders the remaining steps, finishes every file and returns each one's name and size in bytes,
    /// in the order APNG, GIF, video.
    func finish(renderer: StepRenderer, quiet: Bool) throws(CLIError) -> [(name: String, bytes: Int)] {
        precondition(forwardStep == plan.forwardCount, "the frames pass gave every forward frame")
        var gifOutput: Output?
        if let gif, let palette = gif.palette.palette() {
            let writer = try GIFWriter(
                file: gif.file, width: scene.screen.pixelWidth, height: scene.screen.pixelHeight,
                framesPerSecond: scene.fps, plays: plan.plays, palette: palette)
            gifOutput = Output(name: gif.name, writer: writer, steps: plan.steps.count, fed: 0)
        }
        let outputs = [apng, gifOutput, video].compactMap { $0 }
        let steps = video != nil ? plan.unrolledSteps : plan.steps
        let first = outputs.map(\.fed).min() ?? 0
        let end = outputs.map(\.steps).max() ?? 0
        if first < end {
            let progress = Progress(total: end - first, label: "Rendering the animation", quiet: quiet)
            try renderer.render(steps, range: first..<end, progress: progress) { (index, bitmap) throws(CLIError) in
                for output in outputs where (output.fed..<output.steps).contains(index) {
                    try output.writer.append(bitmap, ticks: steps[index].ticks)
                }
            }
        }
        var written: [(name: String, bytes: Int)] = []
        for output in outputs { written.append((output.name, try output.writer.finish())) }
        return written
    }
}

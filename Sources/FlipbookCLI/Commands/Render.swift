import ArgumentParser
import Flipbook
import FlipbookScenes
import Foundation
import Raster

/// `flipbook render SCENE -o DIR` — renders a scene's frames to PNG files, optionally also an animated
/// PNG, a GIF, a video and a contact sheet.
public struct Render: ParsableCommand {
    /// The command's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        abstract: "Render a scene's transition to PNG frames (0000.png, 0001.png, …).",
        discussion: """
            SCENE is a catalog name (flipbook list) or a scene file (.yaml, .yml or .json; see \
            Fixtures/Scenes/README.md). \
            Frame i shows the scene i/fps seconds after frame 0. Every file is written atomically, so an \
            interrupted run leaves only complete files. --frames and --shard pick frames without changing \
            them: a frame is identical however it was selected.

            Exit status: 0 success; 64 bad options; 65 invalid scene or frame range; 66 no such scene; \
            69 no ffmpeg for --video; 73 cannot write the output (or the folder holds an earlier render: see \
            --clean; or another flipbook is writing into it); 130 interrupted (SIGINT); 143 terminated \
            (SIGTERM). See the README's "Limits" for every limit and the flag that raises it.
            """
    )

    /// The scene file.
    @Argument(help: ArgumentHelp("A catalog name or a scene file.", valueName: "scene"))
    public var input: String

    /// The output folder.
    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("Folder for the output (created if missing).", valueName: "dir"))
    public var output: String

    /// Screen, frame rate and length overrides.
    @OptionGroup public var overrides: SceneOverrides

    /// PNG compression preset.
    @Option(help: "PNG compression: fast (default) or small.")
    public var preset: PresetOption = .fast

    /// Also write an animated PNG.
    @Flag(help: "Also write animation.png, an animated PNG of the rendered frames.")
    public var apng = false

    /// GIF and video outputs, and how animations play.
    @OptionGroup public var animation: AnimationOptions

    /// Also write a contact sheet.
    @Flag(
        name: .customLong("contact-sheet"),
        help: "Also write contact-sheet.png: evenly spaced frames labelled with their times.")
    public var contactSheet = false

    /// Also write each frame's display list.
    @Flag(
        name: .customLong("display-list"),
        help: "Also write each frame's display list as JSON (0000.json, …), for debugging.")
    public var displayList = false

    /// `--html` and `--chart`.
    @OptionGroup public var review: ReviewOutputs

    /// How many frames the contact sheet shows.
    @Option(name: .customLong("sheet-frames"), help: "Frames on the contact sheet (1-60).")
    public var sheetFrames = 12

    /// Only these frames.
    @Option(
        help: ArgumentHelp("Only frames FIRST-LAST (inclusive) or a single FRAME.", valueName: "a-b"),
        transform: { try FrameRange(parsing: $0) })
    public var frames: FrameRange?

    /// Only this shard's frames.
    @Option(
        help: ArgumentHelp(
            "Only shard INDEX of COUNT (1-based; frame k goes to shard k mod COUNT + 1), for CI matrices.",
            valueName: "i/n"),
        transform: { try Shard(parsing: $0) })
    public var shard: Shard?

    /// Rendering threads.
    @Option(help: "Frames rendered at once (default: the number of cores).")
    public var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    /// Remove an earlier render's files first.
    @Flag(
        help:
            """
            Remove the frames, display lists and other outputs (animation.png, contact-sheet.png, \
            index.html, timing-chart.png) of an earlier render from the output folder first (without \
            --clean, such a folder is refused).
            """
    )
    public var clean = false

    /// The memory budget.
    @OptionGroup public var memory: MemoryBudget
    /// Nesting, alias expansion and view limits.
    @OptionGroup public var limits: InputLimits

    /// No progress output.
    @Flag(name: .shortAndLong, help: "No progress output (the summary is still printed).")
    public var quiet = false

    /// Creates the command (ArgumentParser fills in the options).
    public init() {}

    /// Rejects option combinations that cannot work.
    public func validate() throws {
        guard !output.isEmpty else {
            throw ValidationError("--output is empty; give a folder (\".\" for the current one)")
        }
        guard (1...64).contains(threads) else {
            throw ValidationError("--threads must be from 1 to 64, got \(threads)")
        }
        guard (1...60).contains(sheetFrames) else {
            throw ValidationError("--sheet-frames must be from 1 to 60, got \(sheetFrames)")
        }
        if shard != nil && (apng || contactSheet || animation.writesAnimation) {
            throw ValidationError(
                """
                --shard cannot be combined with --apng, --gif, --video or --contact-sheet: each shard renders \
                only some frames
                """)
        }
        try validateAnimation()
        try review.validate(shard: shard)
    }

    /// Renders, printing a summary; errors exit with the documented status.
    public func run() throws {
        nonisolated(unsafe) let command = self
        try runOnMainActor {
            try command.render()
            return .success
        }
    }

    @MainActor
    private func render() throws(CLIError) {
        Interrupt.install()
        let started = Date()
        let scene = try overrides.apply(to: try SceneInput.load(input, limits: limits.sceneLimits(memory: memory)))
        let runner = try Self.runner(for: scene)
        let range = frames ?? FrameRange(first: 0, last: runner.frameCount - 1)
        try range.validate(frameCount: runner.frameCount)
        let selected = shard.map { $0.frames(in: range.first...range.last) } ?? Array(range.first...range.last)
        let sheetIndices =
            contactSheet
            ? ContactSheet.evenlySpacedIndices(frameCount: selected.count, count: sheetFrames).map { selected[$0] } : []
        let inFlight = try memory.framesInFlight(scene: scene, wanted: 2 * threads, kept: sheetIndices.count)
        let folder = try OutputFolder.prepare(output)
        try Interrupt.deferred { () throws(CLIError) in
            let lock = try OutputLock(folder, path: output)
            defer { lock.release() }
            try OutputFolder.clearEarlierRender(in: folder, path: output, clean: clean)
            try write(
                runner: runner, scene: scene, selected: selected, sheetIndices: sheetIndices, inFlight: inFlight,
                folder: folder, started: started)
        }
    }

    @MainActor
    private func write(
        runner: SceneRunner, scene: Scene, selected: [Int], sheetIndices: [Int], inFlight: Int,
        folder: URL, started: Date
    ) throws(CLIError) {
        var outputs = FramePipeline.Outputs(frameFolder: folder, preset: preset.preset, keep: Set(sheetIndices))
        outputs.animations = try animationOutputs(scene: scene, selected: selected, folder: folder)
        if displayList { outputs.displayListFolder = folder }
        let progress = Progress(total: selected.count, label: "Rendering \(input)", quiet: quiet)
        let reviewer = ReviewWriter(options: review, runner: runner, title: GoldenOptions.goldenName(of: input))
        var pipeline = FramePipeline(runner: runner, threads: threads, framesInFlight: inFlight)
        pipeline.observe = reviewer.observe(frame:)
        let result = try pipeline.run(frames: selected, outputs: outputs, progress: progress)
        if result.interrupted || Interrupt.requested {
            progress.abandon()
            throw CLIError(
                "interrupted after \(result.frames) of \(selected.count) frames; every file written is complete",
                status: Interrupt.status)
        }
        var extras: [String] = []
        var bytes = result.bytesWritten
        if let animations = outputs.animations {
            let renderer = StepRenderer(
                makeRunner: { () throws(CLIError) in try Self.runner(for: scene) }, threads: threads, window: inFlight)
            for file in try animations.finish(renderer: renderer, quiet: quiet) {
                bytes += file.bytes
                extras.append(file.name)
            }
        }
        if contactSheet {
            let tiles = sheetIndices.map {
                ContactSheet.Tile(
                    frame: result.kept[$0]!, label: FrameName.timeLabel(seconds: runner.time(ofFrame: $0)))
            }
            let url = folder.appendingPathComponent("contact-sheet.png")
            do {
                let encoder = PNGEncoder(preset: preset.preset, shouldStop: Interrupt.shouldStop)
                let data = try encoder.encode(ContactSheet().render(tiles))
                try AtomicFile.write(data, to: url)
                bytes += data.count
            } catch {
                if Interrupt.requested {
                    throw CLIError("interrupted; \(url.path) was not written", status: Interrupt.status)
                }
                throw CLIError("cannot write \(url.path): \(FileProblem.reason(error))", status: .cannotWrite)
            }
            extras.append("contact-sheet.png")
        }
        let reviewed = try reviewer.write(frames: selected, folder: folder, preset: preset.preset)
        extras += reviewed.names
        bytes += reviewed.bytes
        let elapsed = max(Date().timeIntervalSince(started), 0.001)
        let megabytes = Double(bytes) / 1_000_000
        var summary =
            """
            Wrote \(result.frames) frame\(result.frames == 1 ? "" : "s") \
            (\(scene.screen.pixelWidth)×\(scene.screen.pixelHeight) px
            """
        if let shard { summary += ", shard \(shard)" }
        summary += ") to \(output)"
        if displayList { extras.insert("display lists", at: 0) }
        if !extras.isEmpty { summary += " + " + extras.joined(separator: ", ") }
        summary += String(format: " in %.2f s (%.1f MB, %.1f MB/s)", elapsed, megabytes, megabytes / elapsed)
        print(summary)
    }
}

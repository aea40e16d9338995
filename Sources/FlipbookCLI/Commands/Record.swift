import ArgumentParser
import FlipbookScenes
import Foundation
import Raster

/// `flipbook record SCENE --goldens DIR` — writes golden frames for later `verify` runs.
public struct Record: ParsableCommand {
    /// The command's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        abstract: "Write golden frames of a scene (<name>.t<ms>ms.png) for flipbook verify.",
        discussion: """
            Renders the frames at --times (default: five evenly spaced times from the first to the last \
            frame) at scale 1 unless --scale is given, and writes them, replacing existing goldens of those \
            times. Review the images before committing them.

            Exit status: 0 success; 64 bad options; 65 invalid scene or a time past the recording; \
            66 no such scene; 73 cannot write the goldens; 130 interrupted (SIGINT); 143 terminated (SIGTERM).
            """
    )

    /// The catalog name or scene file.
    @Argument(help: ArgumentHelp("A catalog name or a scene file.", valueName: "scene"))
    public var input: String

    /// Goldens folder, times, overrides.
    @OptionGroup public var options: GoldenOptions

    /// Creates the command.
    public init() {}

    /// Renders and writes the goldens.
    public func run() throws {
        nonisolated(unsafe) let command = self
        try runOnMainActor {
            try command.record()
            return .success
        }
    }

    @MainActor
    private func record() throws(CLIError) {
        Interrupt.install()
        let scene = try options.prepare(
            try SceneInput.load(input, limits: options.limits.sceneLimits(memory: options.memory)))
        let runner: SceneRunner
        do { runner = try SceneRunner(scene: scene, animators: SceneInput.animators) } catch {
            throw CLIError("\(error)", status: .invalidInput)
        }
        let name = GoldenOptions.goldenName(of: input)
        let times = options.times ?? GoldenTimes.evenlySpaced(frameCount: runner.frameCount, fps: scene.fps)
        let folder = try OutputFolder.prepare(options.goldens, option: "--goldens")
        let golden = GoldenFrames(name: name, scene: scene, threads: options.threads, memory: options.memory)
        let frames = try golden.render(times, runner: runner)
        for (ms, _, bitmap) in frames {
            let url = folder.appendingPathComponent(golden.goldenName(ms) + ".png")
            let encoder = PNGEncoder(preset: .small, shouldStop: Interrupt.shouldStop)
            do {
                try Interrupt.deferred { () throws in try encoder.write(bitmap, to: url) }
            } catch {
                if Interrupt.requested {
                    throw CLIError("interrupted; \(url.path) was not written", status: Interrupt.status)
                }
                throw CLIError("cannot write \(url.path): \(FileProblem.reason(error))", status: .cannotWrite)
            }
            print("recorded \(options.goldens)/\(url.lastPathComponent)")
        }
    }
}

import ArgumentParser
import FlipbookCatalog
import FlipbookScenes
import FlipbookTesting
import Foundation
import Raster

/// `flipbook verify SCENE --goldens DIR` (or `--all`) — compares frames with their goldens; on any
/// difference writes expected/actual/diff PNGs and one HTML report, prints its path and exits 1.
public struct Verify: ParsableCommand {
    /// The command's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        abstract: "Compare a scene's frames with their goldens (or every catalog entry with --all).",
        discussion: """
            Checks the times given with --times, or else every time that has a golden for the scene \
            (<name>.t<ms>ms.png in --goldens). Every pixel must be identical, since rendering is \
            deterministic; --tolerance T opts into the pixelmatch-style comparison instead (YIQ colour \
            distance up to T, anti-aliased pixels ignored), as does a scene file's verify: {tolerance: T}, \
            which --tolerance overrides. On failure, expected/actual/diff PNGs and a single \
            self-contained HTML report are written to --artifacts and the report's path is printed. Goldens are \
            never written by verify.

            A golden that is not a readable PNG (truncated, garbage) is reported like a difference and \
            the other frames and scenes are still checked; a golden of another size is a difference.

            Exit status: 0 every frame matches; 1 a frame differs or a golden is missing; 64 bad options; \
            65 invalid scene, or a golden that is not a readable PNG; 66 no such scene; 73 cannot write \
            the artifacts.
            """
    )

    /// The catalog name or scene file (not with --all).
    @Argument(help: ArgumentHelp("A catalog name or a scene file.", valueName: "scene"))
    public var input: String?

    /// Verify every catalog entry.
    @Flag(help: "Verify every catalog entry against the goldens folder.")
    public var all = false

    /// Goldens folder, times, overrides.
    @OptionGroup public var options: GoldenOptions

    /// Where failure artifacts go.
    @Option(
        help: ArgumentHelp("Folder for failure artifacts (expected/actual/diff PNGs, report.html).", valueName: "dir"))
    public var artifacts = "artifacts/flipbook-verify"

    /// The pixelmatch threshold to tolerate, or nil for identical pixels.
    @Option(
        help: ArgumentHelp(
            """
            Tolerate colour differences up to T (0…1; 0.1 is pixelmatch's usual setting) and ignore \
            anti-aliased pixels. Default: the scene's verify.tolerance, else identical pixels.
            """,
            valueName: "T"))
    public var tolerance: Double?

    /// Creates the command.
    public init() {}

    /// How frames of `scene` are compared with their goldens: with `--tolerance`, else with the scene's
    /// own tolerance, else pixel for pixel.
    func comparison(for scene: Scene) -> ComparisonOptions {
        (tolerance ?? scene.verification.tolerance).map { ComparisonOptions(threshold: $0, includeAA: false) }
            ?? .exact
    }

    /// Needs exactly one of SCENE and --all, and a tolerance in 0…1.
    public func validate() throws {
        if let tolerance, !Scene.Limits.tolerance.contains(tolerance) {
            throw ValidationError("--tolerance must be between 0 and 1, got \(tolerance)")
        }
        guard !artifacts.isEmpty else { throw ValidationError("--artifacts is empty; give a folder") }
        if all && input != nil { throw ValidationError("give a scene or --all, not both") }
        if !all && input == nil { throw ValidationError("give a scene (catalog name or scene file) or --all") }
    }

    /// Runs the comparisons and reports.
    public func run() throws {
        nonisolated(unsafe) let command = self
        try runOnMainActor { try command.verify() }
    }

    @MainActor
    private func verify() throws(CLIError) -> ExitStatus {
        Interrupt.install()
        let inputs = all ? Catalog.entries.map(\.name) : [input!]
        let goldens = options.folder
        let settings = GoldenSettings(
            recordMode: .never, goldensDirectory: goldens.deletingLastPathComponent(),
            artifactsDirectory: URL(fileURLWithPath: artifacts, isDirectory: true).standardizedFileURL)
        let suite = goldens.lastPathComponent
        var failures: [VerifyFailure] = []
        var checked = 0
        var unreadable = 0
        for input in inputs {
            let name = GoldenOptions.goldenName(of: input)
            let times = options.times ?? GoldenTimes(GoldenName.recordedMilliseconds(of: name, in: goldens))
            if times.milliseconds.isEmpty {
                failures.append(
                    VerifyFailure(
                        name: name,
                        message:
                            """
                            no goldens for \(name) in \(options.goldens); record them with: \
                            flipbook record \(input) --goldens \(options.goldens)
                            """))
                continue
            }
            let scene = try options.prepare(
                try SceneInput.load(input, limits: options.limits.sceneLimits(memory: options.memory)))
            let runner: SceneRunner
            do { runner = try SceneRunner(scene: scene, animators: SceneInput.animators) } catch {
                throw CLIError("\(error)", status: .invalidInput)
            }
            let golden = GoldenFrames(name: name, scene: scene, threads: options.threads, memory: options.memory)
            for (ms, _, bitmap) in try golden.render(times, runner: runner) {
                checked += 1
                let result: GoldenVerification
                do {
                    result = try GoldenVerifier(settings: settings).verify(
                        bitmap, named: golden.goldenName(ms), suite: suite, options: comparison(for: scene))
                } catch GoldenError.unreadableGolden(let path, let reason) {
                    unreadable += 1
                    checked -= 1 // counted among the failures without a report, like a missing golden
                    let why = reason.components(separatedBy: "; delete it")[0]
                    failures.append(
                        VerifyFailure(
                            name: golden.goldenName(ms),
                            message: "the golden \(path) is not a readable PNG (\(why)); "
                                + "re-record it with: flipbook record \(input) --goldens \(options.goldens)"))
                    continue
                } catch {
                    throw CLIError("\(error)", status: .cannotWrite)
                }
                if result.passed { continue }
                failures.append(
                    VerifyFailure(
                        name: golden.goldenName(ms), message: result.failureMessage ?? "mismatch", milliseconds: ms,
                        artifacts: result.artifacts))
            }
        }
        if failures.isEmpty {
            print(
                """
                \(checked) frame\(checked == 1 ? "" : "s") of \(inputs.count) \
                scene\(inputs.count == 1 ? "" : "s") match their goldens in \(options.goldens)
                """
            )
            return .success
        }
        for failure in failures { StandardError.print("FAIL \(failure.name): \(failure.message)") }
        let reportURL = try VerifyReport.write(
            failures, checked: checked, to: URL(fileURLWithPath: artifacts, isDirectory: true))
        StandardError.print(
            """
            \(failures.count) of \(checked + failures.filter { $0.artifacts == nil }.count) \
            checks failed. Report: \(reportURL.path)
            """
        )
        return unreadable > 0 ? .invalidInput : .mismatch
    }
}

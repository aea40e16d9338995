import ArgumentParser
import FlipbookScenes
import Foundation

/// `flipbook validate SCENE…` — checks scene files and reports every problem with its file, line, column
/// and field.
public struct Validate: ParsableCommand {
    /// The command's name, abstract and discussion.
    public static let configuration = CommandConfiguration(
        abstract: "Check scene files (YAML or JSON) and report every problem.",
        discussion: """
            Prints one line per problem, `FILE:LINE:COLUMN: FIELD: what was expected`, on standard error, \
            and one summary line per valid file on standard output; warnings about valid but suspicious \
            choices (a see-through controller presented in full screen) go to standard error as \
            `FILE: warning: FIELD: …` and do not change the exit status.

            Exit status: 0 when every file is valid, 65 when any file has problems, 66 when a file does \
            not exist.
            """
    )

    /// The scene files to check.
    @Argument(help: ArgumentHelp("Scene files to check.", valueName: "scene-file"))
    public var files: [String]

    /// The memory budget for the scenes' images.
    @OptionGroup public var memory: MemoryBudget
    /// Nesting, alias expansion and view limits.
    @OptionGroup public var limits: InputLimits

    /// Creates the command (ArgumentParser fills in the arguments).
    public init() {}

    /// Validates each file in turn, so one bad file does not hide the problems of the next.
    public func run() throws {
        Interrupt.install()
        var worst = ExitStatus.success
        for path in files {
            do {
                let scene = try SceneInput.loadFile(path, limits: limits.sceneLimits(memory: memory))
                try SceneInput.checkAnimator(scene)
                print("\(path): ok — \(SceneSummary(scene))")
                for warning in SceneWarnings.warnings(for: scene) {
                    FileHandle.standardError.write(Data("\(path): warning: \(warning)\n".utf8))
                }
            } catch {
                let status = StandardError.report(error)
                if worst == .success || status == .noInput { worst = status }
            }
        }
        if worst != .success { throw worst.exitCode }
    }
}

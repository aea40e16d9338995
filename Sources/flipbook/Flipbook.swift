import ArgumentParser
import FlipbookCLI

/// The `flipbook` command: renders UIKit-style transitions to PNG frames on Linux.
@main
struct FlipbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flipbook",
        abstract: "Render UIKit-style view-controller transitions to PNG frames, headless.",
        discussion: ExitStatus.helpText,
        subcommands: [List.self, Render.self, Record.self, Verify.self, Validate.self, Bench.self, Draw.self]
    )

    static func main() {
        CrashGuard.install()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}

import ArgumentParser

/// The `flipbook` tool's exit codes (sysexits-style, so scripts and CI can tell failures apart).
///
/// | code | meaning |
/// | --- | --- |
/// | 0 | success |
/// | 1 | verification failed: a frame differs from its golden, or a golden is missing |
/// | 64 | bad command line (unknown option, malformed value) — also swift-argument-parser's own code |
/// | 65 | bad input: an invalid scene file, an unknown animator, a frame range outside the recording, a scene over a
/// limit (the memory budget included), an unreadable golden |
/// | 66 | input not found: no such scene file or catalog entry |
/// | 69 | a program the output needs is unavailable (`--video` without ffmpeg) |
/// | 70 | internal error (a bug: please report it) |
/// | 73 | cannot write the output (folder not writable, disk full) |
/// | 130 | interrupted (Ctrl-C, SIGINT); nothing half-written is left behind |
/// | 143 | terminated (SIGTERM); nothing half-written is left behind |
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// Everything worked.
    case success = 0
    /// A verification found differences or missing goldens.
    case mismatch = 1
    /// The command line is malformed.
    case usage = 64
    /// The input was found but is not valid.
    case invalidInput = 65
    /// The input does not exist.
    case noInput = 66
    /// A program the output needs (ffmpeg) is missing.
    case unavailable = 69
    /// An unexpected internal failure.
    case internalError = 70
    /// The output could not be written.
    case cannotWrite = 73
    /// The run was interrupted by SIGINT (Ctrl-C).
    case interrupted = 130
    /// The run was ended by SIGTERM.
    case terminated = 143

    /// The status as ArgumentParser's `ExitCode`.
    public var exitCode: ExitCode { ExitCode(rawValue) }
}

/// An error the tool reports in one line on standard error and exits with its ``status``.
public struct CLIError: Error, CustomStringConvertible, Sendable {
    /// What went wrong (may span several lines, e.g. one per scene diagnostic).
    public var message: String
    /// The exit status it causes.
    public var status: ExitStatus

    /// An error with a message and an exit status.
    public init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

    /// The message.
    public var description: String { message }
}

extension ExitStatus {
    /// The exit-status table shown in `flipbook --help`.
    public static let helpText = """
        Exit status: 0 success; 1 verification failed (a frame differs from its golden); 64 bad command \
        line; 65 invalid input (scene file, animator, frame range); 66 no such scene file or catalog entry; \
        69 a program the output needs is missing (ffmpeg for --video); 70 internal error (a crash included); \
        73 cannot write the output; 130 interrupted (SIGINT); 143 terminated (SIGTERM).
        """
}

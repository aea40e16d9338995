import Foundation

/// Writes diagnostics to standard error, unbuffered, so they interleave correctly with progress output.
enum StandardError {
    /// Writes `text` and a newline to standard error.
    static func print(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Prints `error` as `flipbook: error: …` (or its own lines, for multi-line scene diagnostics) and
    /// returns the exit code the command should end with.
    static func report(_ error: Error) -> ExitStatus {
        switch error {
        case let error as CLIError:
            print(error.message)
            return error.status
        default:
            print("flipbook: internal error: \(error)")
            return .internalError
        }
    }
}

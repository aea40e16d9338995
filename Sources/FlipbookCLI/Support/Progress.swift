import Foundation

/// Reports progress on standard error: a redrawn bar on a terminal, a plain line every 10% otherwise
/// (logs, CI), nothing when quiet.
final class Progress {
    private let total: Int
    private let label: String
    private let isTerminal: Bool
    private let quiet: Bool
    private var lastTenth = -1

    init(total: Int, label: String, quiet: Bool) {
        self.total = max(total, 1)
        self.label = label
        self.quiet = quiet
        isTerminal = isatty(STDERR_FILENO) != 0
    }

    /// Shows that `done` of the total are finished.
    func update(_ done: Int) {
        guard !quiet else { return }
        if isTerminal {
            let width = 30
            let filled = done * width / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            FileHandle.standardError.write(Data("\r\(label) \(bar) \(done)/\(total)".utf8))
            if done >= total { FileHandle.standardError.write(Data("\n".utf8)) }
        } else {
            let tenth = done * 10 / total
            if tenth > lastTenth {
                lastTenth = tenth
                StandardError.print("\(label): \(done)/\(total) frames")
            }
        }
    }

    /// Ends a bar that did not reach the end (interrupted or failed).
    func abandon() {
        if isTerminal && !quiet { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}

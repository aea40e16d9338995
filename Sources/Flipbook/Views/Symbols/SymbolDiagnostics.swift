import Foundation

/// Reports problems with system images once per process: a missing symbol is named the first time it is
/// asked for, not on every frame that draws it.
enum SymbolDiagnostics {
    nonisolated(unsafe) private static var reported: Set<String> = []
    private static let lock = NSLock()

    /// Writes `message` as a Flipbook warning unless a message with the same `key` was written before.
    static func reportOnce(_ key: String, _ message: @autoclosure () -> String) {
        lock.lock()
        let isNew = reported.insert(key).inserted
        lock.unlock()
        if isNew { flipbookWarning(message()) }
    }

    /// Whether a warning with `key` has been written.
    static func hasReported(_ key: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return reported.contains(key)
    }
}

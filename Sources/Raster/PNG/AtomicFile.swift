import Foundation

/// Writes files so that readers see either the old contents or the complete new contents, never a
/// half-written file (see ``TemporaryFile``).
public enum AtomicFile {
    /// Writes `data` to `url` atomically with mode 0644. With `synchronize`, the file and then its
    /// directory are fsync'ed so the new contents survive a power loss.
    public static func write(_ data: Data, to url: URL, synchronize: Bool = false) throws {
        let file = try TemporaryFile(replacing: url)
        try file.append(data)
        try file.commit(synchronize: synchronize)
    }
}

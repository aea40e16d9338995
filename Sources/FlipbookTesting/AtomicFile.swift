import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that readers see either the old or the complete new content, never a partial file.
enum AtomicFile {
    /// Writes `data` to a temporary file next to `url` and renames it over `url`, creating folders as needed.
    ///
    /// - Throws: ``GoldenError/writeFailed(path:reason:)``.
    static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw GoldenError.writeFailed(path: url.path, reason: String(describing: error))
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw GoldenError.writeFailed(path: url.path, reason: reason)
        }
    }
}

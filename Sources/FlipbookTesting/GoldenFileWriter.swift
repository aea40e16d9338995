import Foundation

/// Writes golden and artifact files atomically (through Raster's `AtomicFile`), creating folders as needed.
enum GoldenFileWriter {
    /// Writes `data` to `url`, creating its folder first.
    ///
    /// - Throws: ``GoldenError/writeFailed(path:reason:)``.
    static func write(_ data: Data, to url: URL) throws {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(data, to: url)
        } catch {
            throw GoldenError.writeFailed(path: url.path, reason: FileProblem.reason(error))
        }
    }
}

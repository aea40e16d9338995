import Foundation

/// Rasterizes and encodes evaluated frames, several at a time: each frame's display list is independent,
/// so frames render concurrently (one thread per frame) and the files are byte-identical to a
/// single-threaded run. Pending frames are written when the batch is full or on ``flush()``.
struct FrameBatchWriter {
    /// One evaluated frame waiting to be written.
    struct Frame: Sendable {
        var list: DisplayList
        var url: URL
    }

    /// How many frames render at once (at least 1).
    let threads: Int
    /// PNG compression settings.
    let preset: PNGEncoder.Preset
    private(set) var pending: [Frame] = []

    init(threads: Int, preset: PNGEncoder.Preset) {
        self.threads = max(1, threads)
        self.preset = preset
    }

    /// Queues a frame; writes the batch when it holds `2 × threads` frames.
    mutating func append(_ frame: Frame) throws {
        pending.append(frame)
        if pending.count >= threads * 2 { try flush() }
    }

    /// Writes every pending frame; on failure throws the error of the earliest failing frame.
    mutating func flush() throws {
        let frames = pending
        pending.removeAll()
        guard !frames.isEmpty else { return }
        let encoder = PNGEncoder(preset: preset)
        let errors = boundedParallelMap(count: frames.count, threads: threads) { index -> FrameRecorderError? in
            let frame = frames[index]
            let bitmap = Rasterizer(threadCount: 1).render(frame.list)
            do {
                try encoder.write(bitmap, to: frame.url)
                return nil
            } catch {
                return .frameWriteFailed(path: frame.url.path, reason: "\(error)")
            }
        }
        if let first = errors.lazy.compactMap({ $0 }).first { throw first }
    }
}

import Foundation

/// Rasterizes frames and writes them as PNG files, several at a time: each frame's display list is
/// independent, so frames render concurrently (one thread per frame) and every file is byte-identical to
/// a single-threaded run. Each file is written atomically (see ``AtomicFile``). A frame identical to one of
/// the last few it wrote (the still frames at the end of a transition) is written from those bytes without
/// encoding again: the encoder is deterministic, so the file is the same. `FrameRecorder` writes its
/// frames a batch at a time (``write(_:stoppingWhen:)``); the `flipbook` command streams them
/// (``stream(count:window:stoppingWhen:making:receiving:)``), making the next frames while earlier ones render.
public struct FrameBatchWriter: Sendable {
    /// One frame to render.
    public struct Frame: Sendable {
        /// The frame's draw operations.
        public var list: DisplayList
        /// The PNG file the frame goes to, or nil to write no file.
        public var url: URL?
        /// Whether the rendered bitmap is returned (it is dropped otherwise, to save memory).
        public var keepsBitmap: Bool

        /// A frame to render into `url` (nil: no file), returning its bitmap when `keepsBitmap`.
        public init(list: DisplayList, url: URL?, keepsBitmap: Bool = false) {
            self.list = list
            self.url = url
            self.keepsBitmap = keepsBitmap
        }
    }

    /// What rendering one frame produced.
    public struct Output: Sendable {
        /// The frame's pixels, when the frame asked to keep them.
        public let bitmap: Bitmap?
        /// How many bytes were written (0 without a file).
        public let byteCount: Int
        /// Whether the file's bytes were those of an identical recent frame, written without encoding again.
        public var reusedFile = false
    }

    /// A frame file that could not be written.
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        /// The file's path.
        public let path: String
        /// Why it failed.
        public let reason: String

        /// "cannot write PATH: REASON".
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// How many frames render at once (at least 1).
    public let threads: Int
    /// PNG compression settings.
    public let preset: PNGEncoder.Preset
    /// Bitmaps of finished frames that are not kept, for later frames of any batch to render into
    /// (at most one per thread at a time).
    private let spare = BitmapPool()
    /// The last frames' files, for frames identical to them (one per thread, and the frame before).
    private let recent: RecentFrameFiles

    /// A writer rendering `threads` frames at once (at least 1) with PNG settings `preset`.
    public init(threads: Int, preset: PNGEncoder.Preset) {
        self.threads = max(1, threads)
        self.preset = preset
        recent = RecentFrameFiles(capacity: self.threads + 1, pool: spare)
    }

    /// How many frames make a good batch: two per thread, so no thread waits long for the slowest frame.
    public var batchSize: Int { threads * 2 }

    /// Renders `frames` concurrently and writes the files; the outputs are in the order of `frames`.
    /// Throws the error of the earliest frame whose file could not be written (every frame is tried).
    public func write(_ frames: [Frame]) throws(WriteError) -> [Output] {
        try write(frames, stoppingWhen: { false }).map { $0! }
    }

    /// Like ``write(_:)``, but gives up on frames once `shouldStop` returns true: it is asked (from
    /// the rendering threads) before every display item and every few PNG rows, and again just before
    /// a file is written. A frame given up on writes no file (nor a temporary one) and its output is
    /// nil; frames finished before then keep their files.
    public func write(
        _ frames: [Frame], stoppingWhen shouldStop: @escaping @Sendable () -> Bool
    ) throws(WriteError) -> [Output?] {
        let encoder = PNGEncoder(preset: preset, shouldStop: shouldStop)
        let results = boundedParallelMap(count: frames.count, threads: threads) { index in
            render(frames[index], encoder: encoder, shouldStop: shouldStop)
        }
        return try results.map { result throws(WriteError) in try result.get() }
    }

    /// Renders one frame and writes its file: its output, nil when it was given up on.
    func render(
        _ frame: Frame, encoder: PNGEncoder, shouldStop: @escaping @Sendable () -> Bool
    ) -> Result<Output?, WriteError> {
        guard !shouldStop() else { return .success(nil) }
        var bitmap = spare.take()
        guard Rasterizer(threadCount: 1).render(frame.list, into: &bitmap, stoppingWhen: shouldStop) else {
            return .success(nil)
        }
        let kept = frame.keepsBitmap ? bitmap : nil
        guard let url = frame.url else {
            if !frame.keepsBitmap { spare.give(bitmap) }
            return .success(Output(bitmap: kept, byteCount: 0))
        }
        do {
            // The bitmap now belongs to `recent`, which gives it back to the pool when it is done with it.
            let (data, reused) = try recent.data(for: bitmap, recyclable: !frame.keepsBitmap) {
                try encoder.encode($0)
            }
            if shouldStop() { return .success(nil) }
            try AtomicFile.write(data, to: url)
            return .success(Output(bitmap: kept, byteCount: data.count, reusedFile: reused))
        } catch let error as PNGError where error.kind == .stopped {
            return .success(nil)
        } catch {
            return .failure(WriteError(path: url.path, reason: FileProblem.reason(error)))
        }
    }
}

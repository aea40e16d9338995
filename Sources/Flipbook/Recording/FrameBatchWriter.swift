import Dispatch
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
        let errors = ErrorSlots(count: frames.count)
        let work: @Sendable (Int) -> Void = { index in
            let frame = frames[index]
            let bitmap = Rasterizer(threadCount: 1).render(frame.list)
            do {
                try encoder.write(bitmap, to: frame.url)
            } catch {
                errors.set(index, .frameWriteFailed(path: frame.url.path, reason: "\(error)"))
            }
        }
        if threads == 1 || frames.count == 1 {
            for index in frames.indices { work(index) }
        } else {
            // concurrentPerform uses the cores it has; batches of 2 × threads bound the memory held.
            let queue = DispatchQueue(label: "flipbook.frames", attributes: .concurrent)
            let group = DispatchGroup()
            let gate = DispatchSemaphore(value: threads)
            for index in frames.indices {
                gate.wait()
                queue.async(group: group) {
                    work(index)
                    gate.signal()
                }
            }
            group.wait()
        }
        if let first = errors.first { throw first }
    }
}

/// Per-frame error slots filled from concurrent workers.
private final class ErrorSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [FrameRecorderError?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ error: FrameRecorderError) {
        lock.lock(); defer { lock.unlock() }
        slots[index] = error
    }

    var first: FrameRecorderError? {
        lock.lock(); defer { lock.unlock() }
        return slots.compactMap { $0 }.first
    }
}

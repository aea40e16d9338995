import Foundation

extension FrameBatchWriter {
    /// How a ``stream(count:window:stoppingWhen:making:receiving:)`` ended.
    public enum StreamEnd: Equatable, Sendable {
        /// Every frame was rendered, written and handed back.
        case finished
        /// Frame `index` was given up on (`shouldStop` returned true, or `make` returned nil): every
        /// frame before it was handed back; of the frames after it already under way, `laterFrames`
        /// still wrote their files, `laterBytes` bytes in all.
        case stopped(index: Int, laterFrames: Int, laterBytes: Int)
        /// A file could not be written: the error of the earliest such frame. The frames before the
        /// first frame that failed or was given up on were handed back.
        case failed(WriteError)
    }

    /// Renders and writes frames `0..<count` as a pipeline: while up to ``threads`` frames render and
    /// encode on worker threads, the calling thread makes the next ones (`make`, called in order, may
    /// build display lists on the caller's actor) and takes the finished ones back (`receive`, called
    /// in order on the calling thread). No barrier between batches: a thread that finishes a frame
    /// starts the next made one at once. At most `window` frames (at least ``threads``) are made and
    /// not yet handed back, which bounds memory.
    ///
    /// Files are those of ``write(_:stoppingWhen:)``, byte for byte, whatever the thread count: each
    /// frame is rendered and encoded on its own, and written atomically. Once a frame is given up on
    /// or fails, no further frame is made or started; the frames under way finish (or stop) before
    /// this returns. An error thrown by `make` or `receive` is rethrown, also only after the workers
    /// are done, so nothing is written after this returns.
    public func stream<Failure: Error>(
        count: Int, window: Int, stoppingWhen shouldStop: @escaping @Sendable () -> Bool,
        making make: (Int) throws(Failure) -> Frame?,
        receiving receive: (Int, Output) throws(Failure) -> Void
    ) throws(Failure) -> StreamEnd {
        let limit = max(window, 1)
        let queue = FrameQueue()
        let encoder = PNGEncoder(preset: preset, shouldStop: shouldStop)
        let workers = min(threads, limit, max(count, 1))
        for _ in 0..<workers {
            let worker = Thread { [self] in
                while let (index, frame) = queue.nextJob() {
                    queue.finish(index, render(frame, encoder: encoder, shouldStop: shouldStop))
                }
                queue.workerLeft()
            }
            worker.stackSize = 8 << 20
            worker.start()
        }
        // However this returns (a throw included), no worker is left running.
        defer { queue.close(workers: workers) }

        var made = 0
        var delivered = 0
        /// The first frame not handed back, and its error when its file could not be written.
        var halt: (index: Int, error: WriteError?)?
        func handBack(_ result: Result<Output?, WriteError>) throws(Failure) {
            switch result {
            case .success(let output?):
                try receive(delivered, output)
                delivered += 1
            case .success(nil): halt = (delivered, nil)
            case .failure(let error): halt = (delivered, error)
            }
        }
        // Frames from `makeable` on are not made: `make` gave nothing for that one.
        var makeable = count
        while halt == nil, delivered < makeable {
            if made < makeable, made - delivered < limit {
                guard let frame = try make(made) else {
                    makeable = made
                    continue
                }
                queue.submit(made, frame)
                made += 1
                // Hand back what is ready without waiting, then make the next frame.
                while halt == nil, delivered < made, let result = queue.result(of: delivered, waiting: false) {
                    try handBack(result)
                }
            } else {
                try handBack(queue.result(of: delivered, waiting: true)!)
            }
        }
        if halt == nil, makeable < count { halt = (makeable, nil) }
        guard let halt else { return .finished }
        queue.close(workers: workers)
        if let error = halt.error { return .failed(error) }
        var later = (frames: 0, bytes: 0)
        for index in halt.index..<made {
            switch queue.result(of: index, waiting: false) {
            case .failure(let error)?: return .failed(error)
            case .success(let output?)?:
                later.frames += 1
                later.bytes += output.byteCount
            default: break
            }
        }
        return .stopped(index: halt.index, laterFrames: later.frames, laterBytes: later.bytes)
    }
}

/// The frames of a stream waiting for a worker, and the results of those done, behind one lock.
private final class FrameQueue: @unchecked Sendable {
    private let condition = NSCondition()
    /// Queued frames in order; a frame is dropped (nil) once a worker has taken it.
    private var jobs: [(Int, FrameBatchWriter.Frame)?] = []
    private var next = 0
    private var results: [Int: Result<FrameBatchWriter.Output?, FrameBatchWriter.WriteError>] = [:]
    private var closed = false
    private var workersLeft = 0

    /// Queues frame `index` for the next free worker.
    func submit(_ index: Int, _ frame: FrameBatchWriter.Frame) {
        condition.withLock {
            jobs.append((index, frame))
            condition.broadcast()
        }
    }

    /// The oldest queued frame, waiting for one; nil once the queue is closed and empty.
    func nextJob() -> (Int, FrameBatchWriter.Frame)? {
        condition.withLock {
            while next == jobs.count && !closed { condition.wait() }
            guard next < jobs.count else { return nil }
            defer {
                jobs[next] = nil
                next += 1
            }
            return jobs[next]
        }
    }

    /// Records frame `index`'s result.
    func finish(_ index: Int, _ result: Result<FrameBatchWriter.Output?, FrameBatchWriter.WriteError>) {
        condition.withLock {
            results[index] = result
            condition.broadcast()
        }
    }

    /// Frame `index`'s result (removed from the queue), waiting for it when asked to; nil when it
    /// is not there (yet).
    func result(
        of index: Int, waiting: Bool
    ) -> Result<FrameBatchWriter.Output?, FrameBatchWriter.WriteError>? {
        condition.withLock {
            while waiting && results[index] == nil { condition.wait() }
            return results.removeValue(forKey: index)
        }
    }

    /// Called by a worker as it ends.
    func workerLeft() {
        condition.withLock {
            workersLeft += 1
            condition.broadcast()
        }
    }

    /// Drops the frames no worker has started, lets the workers end and waits until all `workers` have.
    func close(workers: Int) {
        condition.withLock {
            closed = true
            jobs.removeSubrange(next...)
            condition.broadcast()
            while workersLeft < workers { condition.wait() }
        }
    }
}

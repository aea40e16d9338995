import Dispatch
import Foundation

/// Runs `body` for every index in `0..<count`, at most `threads` at a time, and returns the results in
/// index order — whatever order the work finished in. With one thread (or one index) everything runs
/// in order on the calling thread. Used to rasterize and encode independent frames concurrently.
public func boundedParallelMap<T: Sendable>(count: Int, threads: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
    if threads <= 1 || count <= 1 { return (0..<count).map(body) }
    let slots = ResultSlots<T>(count: count)
    let queue = DispatchQueue(label: "flipbook.parallel-map", attributes: .concurrent)
    let group = DispatchGroup()
    let gate = DispatchSemaphore(value: threads)
    for index in 0..<count {
        gate.wait()
        queue.async(group: group) {
            slots.set(index, body(index))
            gate.signal()
        }
    }
    group.wait()
    return slots.values
}

/// Results written by concurrent workers, each to its own slot.
private final class ResultSlots<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [T?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
    }

    /// Every slot's value; call once all workers are done.
    var values: [T] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}

import Foundation
import Raster
import Testing

/// `boundedParallelMap` returns every result in index order and never runs more than `threads` at once.
@Suite struct BoundedParallelMapTests {
    @Test(arguments: [1, 2, 3, 8])
    func resultsComeBackInIndexOrder(threads: Int) {
        // Later indices finish first, so completion order is the reverse of index order.
        let results = boundedParallelMap(count: 12, threads: threads) { index in
            usleep(UInt32(12 - index) * 300)
            return index * index
        }
        #expect(results == (0..<12).map { $0 * $0 })
    }

    @Test(arguments: [1, 2, 3])
    func atMostThreadsRunAtOnce(threads: Int) {
        let meter = ConcurrencyMeter()
        _ = boundedParallelMap(count: 16, threads: threads) { _ in
            meter.enter()
            usleep(2_000)
            meter.leave()
        }
        #expect(meter.peak <= threads)
        #expect(meter.peak >= 1)
    }

    @Test func nothingToDo() {
        #expect(boundedParallelMap(count: 0, threads: 4) { $0 }.isEmpty)
    }
}

/// Counts workers running at the same moment and remembers the most seen.
private final class ConcurrencyMeter: @unchecked Sendable {
    private let lock = NSLock()
    private var running = 0
    private(set) var peak = 0

    func enter() {
        lock.lock()
        defer { lock.unlock() }
        running += 1
        peak = max(peak, running)
    }

    func leave() {
        lock.lock()
        defer { lock.unlock() }
        running -= 1
    }
}

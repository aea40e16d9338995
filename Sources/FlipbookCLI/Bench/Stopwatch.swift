import Foundation

/// Wall-clock and CPU timing for `flipbook bench` only; nothing that renders frames reads the clock.
enum Stopwatch {
    /// Seconds per run: the median and the fastest of the timed runs by the wall clock, and the least and the
    /// median CPU time (user + system, every thread of the process) a run took.
    struct Timing {
        let median: Double
        let fastest: Double
        let cpu: Double
        let cpuMedian: Double

        /// The figures of runs that took `seconds` by the wall clock and `cpuSeconds` of CPU time (at least one
        /// of each).
        init(seconds: [Double], cpuSeconds: [Double]) {
            let wall = seconds.sorted()
            let cpu = cpuSeconds.sorted()
            median = wall[wall.count / 2]
            fastest = wall[0]
            self.cpu = cpu[0]
            cpuMedian = cpu[cpu.count / 2]
        }
    }

    /// Runs `body` once to warm up, then `iterations` times, timing each run.
    static func measure<E: Error>(iterations: Int, _ body: () throws(E) -> Void) throws(E) -> Timing {
        try body()
        var seconds: [Double] = []
        var cpuSeconds: [Double] = []
        for _ in 0..<iterations {
            let start = processCPUSeconds()
            seconds.append(try time(body).seconds)
            cpuSeconds.append(processCPUSeconds() - start)
        }
        return Timing(seconds: seconds, cpuSeconds: cpuSeconds)
    }

    /// Runs `body` once and returns its result with the seconds it took.
    static func time<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (value: T, seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try body()
        let elapsed = clock.now - start
        return (value, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }

    /// Runs `body` once and returns its result with the CPU time the calling thread spent on it, in
    /// seconds: a one-thread stage's own cost, which other processes on a shared machine do not inflate
    /// as they inflate the wall clock.
    static func threadCPUTime<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (value: T, seconds: Double) {
        let start = threadCPUSeconds()
        let value = try body()
        return (value, threadCPUSeconds() - start)
    }

    /// Runs `body` once and returns its result with the seconds it took by the wall clock and the calling
    /// thread's CPU time (for benches that interleave what they compare, so a busy machine slows every
    /// contender alike).
    static func timeWithThreadCPU<T>(_ body: () -> T) -> (value: T, seconds: Double, cpuSeconds: Double) {
        let start = threadCPUSeconds()
        let (value, seconds) = time(body)
        return (value, seconds, threadCPUSeconds() - start)
    }

    private static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }

    /// The CPU time the process has used so far, in seconds.
    private static func processCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
    }
}

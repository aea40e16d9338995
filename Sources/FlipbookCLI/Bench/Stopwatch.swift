/// Wall-clock timing for `flipbook bench` only; nothing that renders frames reads the clock.
enum Stopwatch {
    /// Seconds per run: the median and the fastest of the timed runs.
    struct Timing {
        let median: Double
        let fastest: Double
    }

    /// Runs `body` once to warm up, then `iterations` times, timing each run.
    static func measure<E: Error>(iterations: Int, _ body: () throws(E) -> Void) throws(E) -> Timing {
        try body()
        var seconds: [Double] = []
        for _ in 0..<iterations {
            seconds.append(try time(body).seconds)
        }
        seconds.sort()
        return Timing(median: seconds[seconds.count / 2], fastest: seconds[0])
    }

    /// Runs `body` once and returns its result with the seconds it took.
    static func time<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (value: T, seconds: Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try body()
        let elapsed = clock.now - start
        return (value, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
}

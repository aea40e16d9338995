/// Wall-clock timing for `flipbook bench` only; nothing that renders frames reads the clock.
enum Stopwatch {
    /// Seconds per run: the median and the fastest of the timed runs.
    struct Timing {
        let median: Double
        let fastest: Double
    }

    /// Runs `body` once to warm up, then `iterations` times, timing each run.
    static func measure(iterations: Int, _ body: () throws -> Void) rethrows -> Timing {
        try body()
        let clock = ContinuousClock()
        var seconds: [Double] = []
        for _ in 0..<iterations {
            let elapsed = try clock.measure(body)
            seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        seconds.sort()
        return Timing(median: seconds[seconds.count / 2], fastest: seconds[0])
    }
}

/// Where frames start on a GIF's clock, which counts centiseconds: input frames last `1 / framesPerSecond`
/// seconds each, and each GIF frame's delay is the difference of its rounded start and end times, so the
/// rounding errors never add up and the total is exact to the centisecond.
///
/// Browsers show delays under 2 cs as 10 cs, so no frame may be shorter: at more than 50 fps, a frame that
/// would start less than 2 cs after the one before replaces it (keeping that one's start), which shows the
/// animation at up to 50 fps with the same total duration.
public struct GIFTimeline: Sendable {
    /// The shortest delay browsers honour, in centiseconds.
    public static let shortestDelay = 2
    /// Input frames per second.
    public let framesPerSecond: Int

    /// A timeline for frames shown `framesPerSecond` times a second.
    public init(framesPerSecond: Int) {
        precondition(framesPerSecond > 0, "the frame rate must be positive")
        self.framesPerSecond = framesPerSecond
    }

    /// The time `ticks` input frames after the start, rounded to the nearest centisecond (halves up).
    public func centiseconds(afterTicks ticks: Int) -> Int {
        (ticks * 200 + framesPerSecond) / (2 * framesPerSecond)
    }
}

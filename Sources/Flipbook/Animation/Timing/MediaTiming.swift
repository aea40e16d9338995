import Foundation

/// A value snapshot of `CAMediaTiming` properties, and the time math Core Animation applies to them.
///
/// **Local time.** `local = (parent − beginTime) × speed + timeOffset` (see
/// ``localTime(parentTime:beginTime:speed:timeOffset:)``).
///
/// **Animations.** Let `d` be the simple duration (`duration`, or 0.25 s when it is not positive), the cycle
/// `c = d` (or `2d` with `autoreverses`), and the active duration `A = repeatDuration` if positive, else
/// `repeatCount × c` if positive, else `c`. The elapsed active time is `e = (parent − beginTime) × speed`.
/// - `e < 0`: *before*; shows the start (at `timeOffset`) only if the fill mode fills backwards.
/// - `e ≥ A`: *after*; shows the end of the last cycle only if the fill mode fills forwards.
/// - otherwise *active*: the time `e + timeOffset`, wrapped into [0, A) when `A` is finite (so an offset starts
///   part-way through and plays the skipped part at the end, as Core Animation does), selects the cycle and
///   the position in it (mirrored on the way back when autoreversing).
///
/// **Sanitizing.** Non-finite `beginTime`/`timeOffset` count as 0; a non-finite `speed` as 1; a negative or NaN
/// `duration`, `repeatCount` or `repeatDuration` as 0. `.infinity` is allowed for repeat count and duration.
public struct MediaTiming: Sendable, Equatable {
    /// See ``CAMediaTiming/beginTime``.
    public var beginTime: Double
    /// See ``CAMediaTiming/duration``.
    public var duration: Double
    /// See ``CAMediaTiming/speed``.
    public var speed: Double
    /// See ``CAMediaTiming/timeOffset``.
    public var timeOffset: Double
    /// See ``CAMediaTiming/repeatCount``.
    public var repeatCount: Double
    /// See ``CAMediaTiming/repeatDuration``.
    public var repeatDuration: Double
    /// See ``CAMediaTiming/autoreverses``.
    public var autoreverses: Bool
    /// See ``CAMediaTiming/fillMode``.
    public var fillMode: CAMediaTimingFillMode

    /// The simple duration used when `duration` is not positive (Core Animation's default transaction duration).
    public static let defaultDuration: Double = 0.25

    /// Creates a timing snapshot; every parameter defaults to Core Animation's default.
    public init(
        beginTime: Double = 0, duration: Double = 0, speed: Double = 1, timeOffset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fillMode: CAMediaTimingFillMode = .removed
    ) {
        self.beginTime = beginTime.isFinite ? beginTime : 0
        self.duration = duration > 0 ? duration : 0 // NaN > 0 is false
        self.speed = speed.isFinite ? speed : 1
        self.timeOffset = timeOffset.isFinite ? timeOffset : 0
        self.repeatCount = repeatCount > 0 ? repeatCount : 0
        self.repeatDuration = repeatDuration > 0 ? repeatDuration : 0
        self.autoreverses = autoreverses
        self.fillMode = fillMode
    }

    /// A snapshot of `timing`'s current properties.
    @MainActor
    public init(_ timing: some CAMediaTiming) {
        self.init(
            beginTime: timing.beginTime, duration: timing.duration, speed: Double(timing.speed),
            timeOffset: timing.timeOffset, repeatCount: Double(timing.repeatCount),
            repeatDuration: timing.repeatDuration, autoreverses: timing.autoreverses,
            fillMode: timing.fillMode)
    }

    // MARK: Local time (layers)

    /// The local time of an object with the given parameters when its parent's time is `parentTime`:
    /// `(parentTime − beginTime) × speed + timeOffset`. Non-finite parameters are sanitized as described above.
    public static func localTime(
        parentTime: CFTimeInterval, beginTime: CFTimeInterval, speed: Float,
        timeOffset: CFTimeInterval
    ) -> CFTimeInterval {
        let timing = MediaTiming(beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset)
        return (parentTime - timing.beginTime) * timing.speed + timing.timeOffset
    }

    /// The parent time at which an object with the given parameters reaches `localTime`, or nil when
    /// `speed` is 0 (a paused object's local time does not depend on its parent's).
    public static func parentTime(
        localTime: CFTimeInterval, beginTime: CFTimeInterval, speed: Float,
        timeOffset: CFTimeInterval
    ) -> CFTimeInterval? {
        let timing = MediaTiming(beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset)
        guard timing.speed != 0 else { return nil }
        return (localTime - timing.timeOffset) / timing.speed + timing.beginTime
    }

    // MARK: Animation time

    /// The simple duration `d`.
    public var simpleDuration: Double { duration > 0 ? duration : Self.defaultDuration }

    /// The length of one cycle: `d`, or `2d` when autoreversing.
    public var cycleDuration: Double { autoreverses ? 2 * simpleDuration : simpleDuration }

    /// The active duration `A` (may be `.infinity`).
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount * cycleDuration }
        return cycleDuration
    }

    /// The elapsed active time `e = (parentTime − beginTime) × speed` (without `timeOffset`).
    public func elapsedActiveTime(parentTime: Double) -> Double {
        (parentTime - beginTime) * speed
    }

    /// Where an animation is at `parentTime`, or nil when it has no effect then (outside its active duration
    /// and not filling, or `parentTime` is NaN).
    public func sample(parentTime: Double) -> Sample? {
        guard !parentTime.isNaN else { return nil }
        let elapsed = elapsedActiveTime(parentTime: parentTime)
        let active = activeDuration
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            return sample(activeTime: wrapped(timeOffset, into: active), phase: .before)
        }
        if elapsed >= active {
            guard fillMode.fillsForwards else { return nil }
            return endSample()
        }
        return sample(activeTime: wrapped(elapsed + timeOffset, into: active), phase: .active)
    }

    /// The state at the very end of the active duration (the end of the last, possibly partial, cycle).
    public func endSample() -> Sample {
        let active = activeDuration
        let cycle = cycleDuration
        guard active.isFinite else { return sample(activeTime: 0, phase: .after) }
        let iteration = max(0, (active / cycle).rounded(.up) - 1)
        let within = active - iteration * cycle
        return makeSample(within: within, iteration: iteration, phase: .after)
    }

    private func wrapped(_ time: Double, into active: Double) -> Double {
        guard active.isFinite, active > 0 else { return max(time, 0) }
        let remainder = time.truncatingRemainder(dividingBy: active)
        return remainder < 0 ? remainder + active : remainder
    }

    private func sample(activeTime time: Double, phase: Sample.Phase) -> Sample {
        let cycle = cycleDuration
        let iteration = (time / cycle).rounded(.down)
        return makeSample(within: time - iteration * cycle, iteration: iteration, phase: phase)
    }

    private func makeSample(within: Double, iteration: Double, phase: Sample.Phase) -> Sample {
        let d = simpleDuration
        let simple = within <= d ? within : 2 * d - within
        let fraction = min(max(simple / d, 0), 1)
        return Sample(fraction: fraction, iteration: Int(saturating: min(iteration, Double(Int32.max))), phase: phase)
    }

    /// An animation's position at one moment.
    public struct Sample: Sendable, Equatable {
        /// Progress through the simple duration, 0...1, before any timing function (mirrored when reversing).
        public var fraction: Double
        /// Which repeat cycle (0-based); cumulative animations add the end value once per completed cycle.
        public var iteration: Int
        /// Whether the animation is filling before its start, running, or filling after its end.
        public var phase: Phase

        /// Creates a sample.
        public init(fraction: Double, iteration: Int, phase: Phase) {
            self.fraction = fraction
            self.iteration = iteration
            self.phase = phase
        }

        /// The phases of a timed object relative to its active duration.
        public enum Phase: Sendable, Equatable {
            /// Before the active duration (filling backwards).
            case before
            /// Within the active duration.
            case active
            /// After the active duration (filling forwards).
            case after
        }
    }
}

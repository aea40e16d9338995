import Foundation

/// The animations currently attached to layers, tracked so the clock can stop them when they end.
///
/// An animation ends when its elapsed active time, followed through its layer's time chain
/// (`layer.convertTime(_:from: nil)`), reaches its active duration — or, when that time runs backwards
/// (negative effective speed), when it gets back to 0. Nothing ends while the effective speed is 0 (a paused
/// ancestor). The end is re-evaluated whenever the clock looks for its next event, so changing a layer's
/// speed, timeOffset or beginTime takes effect at the next `advance`.
@MainActor
final class AnimationRegistry {
    struct Entry {
        let layer: CALayer
        let animation: CAAnimation
        let sequence: UInt64
    }

    /// A due or upcoming end.
    struct Completion {
        let time: CFTimeInterval
        let sequence: UInt64
    }

    /// How close (in animation seconds) the elapsed time must come to the end to count as ended.
    static let tolerance = 1e-9

    private var entries: [Entry] = []
    /// Animations waiting for their transaction to commit (beginTime stamping and `animationDidStart`).
    private var uncommitted: [Entry] = []

    nonisolated init() {}

    /// Whether animations wait for their transaction to commit.
    var hasUncommitted: Bool { !uncommitted.isEmpty }

    /// Starts tracking `animation` on `layer`.
    func add(_ animation: CAAnimation, to layer: CALayer) {
        let entry = Entry(layer: layer, animation: animation, sequence: VirtualClock.shared.nextSequence())
        entries.append(entry)
        uncommitted.append(entry)
    }

    /// Stops tracking `animation`. Returns whether it was being tracked.
    @discardableResult
    func remove(_ animation: CAAnimation) -> Bool {
        uncommitted.removeAll { $0.animation === animation }
        let count = entries.count
        entries.removeAll { $0.animation === animation }
        return entries.count != count
    }

    /// Takes every tracked animation off its layer, without reporting anything: their completions, which
    /// may hold the very views they animate, go with them.
    func detachAll() {
        for entry in entries + uncommitted { entry.layer.removeAnimationSilently(entry.animation) }
    }

    /// Forgets everything (the clock was reset).
    func removeAll() {
        entries.removeAll()
        uncommitted.removeAll()
    }

    /// Commits: stamps the begin time of animations added with `beginTime == 0` (layer time now plus their
    /// offset) and tells delegates they started.
    func commit() {
        let batch = uncommitted
        uncommitted.removeAll()
        for entry in batch {
            let animation = entry.animation
            if let offset = animation.pendingBeginOffset {
                animation.beginTime = layerTime(entry.layer, at: VirtualClock.shared.now) + offset
                animation.pendingBeginOffset = nil
            }
            if !animation.hasStarted {
                animation.hasStarted = true
                animation.delegate?.animationDidStart(animation)
            }
        }
    }

    /// The first (by time, then sequence) animation end at or before `limit`, if any.
    func nextCompletion(notAfter limit: CFTimeInterval) -> Completion? {
        let now = VirtualClock.shared.now
        var best: Completion?
        for entry in entries {
            guard let time = endTime(of: entry, now: now), time <= limit + Self.tolerance else { continue }
            let candidate = Completion(time: min(max(time, now), limit), sequence: entry.sequence)
            if best == nil || (candidate.time, candidate.sequence) < (best!.time, best!.sequence) { best = candidate }
        }
        return best
    }

    /// The earliest animation end strictly after `time`, if any.
    func nextCompletionTime(after time: CFTimeInterval) -> CFTimeInterval? {
        let now = VirtualClock.shared.now
        return entries.compactMap { endTime(of: $0, now: now) }.filter { $0 > time + Self.tolerance }.min()
    }

    /// Ends the animation identified by `completion`: it finished.
    func complete(_ completion: Completion) {
        guard let index = entries.firstIndex(where: { $0.sequence == completion.sequence }) else { return }
        let entry = entries.remove(at: index)
        let animation = entry.animation
        animation.hasStopped = true
        if animation.isRemovedOnCompletion {
            entry.layer.removeAnimationSilently(animation)
        }
        AnimationContext.reportStop(of: animation, finished: true)
    }

    // MARK: Time

    /// The layer's local time at global time `time`.
    private func layerTime(_ layer: CALayer, at time: CFTimeInterval) -> CFTimeInterval {
        layer.convertTime(time, from: nil)
    }

    /// The global time at which the animation ends, given the current timing of its layer chain; nil if it
    /// never ends at the current rates. A time at or before `now` means "due now".
    private func endTime(of entry: Entry, now: CFTimeInterval) -> CFTimeInterval? {
        let animation = entry.animation
        let localNow = layerTime(entry.layer, at: now)
        let timing = animation.resolvedTiming(parentTime: localNow)
        // Local time is affine in global time: rate = d(local)/d(global).
        let layerRate = layerTime(entry.layer, at: now + 1) - localNow
        let rate = layerRate * timing.speed
        let elapsed = timing.elapsedActiveTime(parentTime: localNow)
        let active = timing.activeDuration
        guard rate.isFinite, elapsed.isFinite else { return nil }
        if rate > 0 {
            guard active.isFinite else { return nil }
            if elapsed >= active - Self.tolerance { return now }
            return now + (active - elapsed) / rate
        }
        if rate < 0 {
            if elapsed <= Self.tolerance { return now }
            return now + elapsed / -rate
        }
        return nil
    }
}

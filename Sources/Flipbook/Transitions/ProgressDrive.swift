import Foundation

/// Moves a fraction from one value to another over virtual time along an animation curve, calling
/// `step` whenever the clock moves and `done` exactly once at the end (at the end time, after the last
/// step). Used by the non-interactive end of a percent-driven transition.
@MainActor
final class ProgressDrive {
    private let from: CGFloat
    private let to: CGFloat
    private let duration: TimeInterval
    private let curve: UIView.AnimationCurve
    private let step: (CGFloat) -> Void
    private let done: () -> Void
    private var startTime: CFTimeInterval = 0
    private var observer: VirtualClock.Token?
    private var endEvent: VirtualClock.Token?
    /// The value last passed to `step`.
    private(set) var current: CGFloat

    init(
        from: CGFloat, to: CGFloat, duration: TimeInterval, curve: UIView.AnimationCurve,
        step: @escaping (CGFloat) -> Void, done: @escaping () -> Void
    ) {
        self.from = from
        self.to = to
        self.duration = max(duration, 0)
        self.curve = curve
        self.step = step
        self.done = done
        current = from
    }

    /// Starts at the current virtual time. Even a zero duration ends through the clock, not inside this call.
    func start() {
        startTime = VirtualClock.shared.now
        observer = VirtualClock.shared.addTimeObserver { [weak self] now in self?.clockMoved(to: now) }
        endEvent = VirtualClock.shared.schedule(after: duration) { [weak self] in self?.finish() }
    }

    /// Stops where it is, without calling `done`.
    func stop() {
        if let observer { VirtualClock.shared.removeTimeObserver(observer) }
        if let endEvent { VirtualClock.shared.cancel(endEvent) }
        observer = nil
        endEvent = nil
    }

    /// The value at `time`.
    func value(at time: CFTimeInterval) -> CGFloat {
        guard duration > 0 else { return to }
        let x = min(max((time - startTime) / duration, 0), 1)
        return from + (to - from) * CGFloat(CompletionCurve.progress(of: curve, at: x))
    }

    private func clockMoved(to now: CFTimeInterval) {
        guard now < startTime + duration else { return }
        current = value(at: now)
        step(current)
    }

    private func finish() {
        stop()
        current = to
        step(to)
        done()
    }
}

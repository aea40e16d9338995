import Foundation

/// A Foundation `Timer` that fires on Flipbook's ``VirtualClock`` instead of the real run loop: what
/// `Timer.scheduledTimer(…)` returns under `import Flipbook`.
///
/// It fires first `interval` seconds after it was scheduled (0.1 ms for intervals of 0 or less, as
/// Foundation), then, if it repeats, every `interval` seconds after that on the same grid, as the clock
/// advances (frames being recorded, `VirtualClock.advance(to:)`). It retains its action (and the target
/// in it) and `userInfo` until it is invalidated; a non-repeating timer invalidates itself after firing.
/// Timers are main-thread objects, as on iOS: scheduled and fired there.
final class VirtualTimer: Timer {
    /// What firing calls; nil once invalidated. Touched on the main actor only.
    nonisolated(unsafe) private var action: (@MainActor (Timer) -> Void)?
    nonisolated(unsafe) private var info: Any?
    nonisolated(unsafe) private var token: VirtualClock.Token?
    nonisolated(unsafe) private weak var clock: VirtualClock?
    nonisolated(unsafe) private var isFiring = false
    private let interval: TimeInterval
    private let repeating: Bool

    /// A timer calling `action`, not yet scheduled.
    init(interval: TimeInterval, repeats: Bool, userInfo: Any?, action: @escaping @MainActor (Timer) -> Void) {
        self.interval = interval > 0 ? interval : 0.0001
        self.repeating = repeats
        self.action = action
        self.info = userInfo
        super.init(fire: Date(timeIntervalSinceReferenceDate: 0), interval: interval, repeats: repeats) { _ in }
    }

    /// Schedules the first firing on `clock`, `interval` seconds from its current time.
    @MainActor
    func schedule(on clock: VirtualClock) {
        self.clock = clock
        scheduleFiring(at: clock.now + interval)
    }

    @MainActor
    private func scheduleFiring(at time: CFTimeInterval) {
        guard let clock else { return }
        token = clock.schedule(at: time) { [weak self] in self?.fireOnSchedule(at: time) }
    }

    @MainActor
    private func fireOnSchedule(at time: CFTimeInterval) {
        token = nil
        guard action != nil else { return }
        // The next firing is on the grid of the first, scheduled before calling out so the action may invalidate.
        if repeating { scheduleFiring(at: time + interval) }
        run()
    }

    @MainActor
    private func run() {
        guard let action else { return }
        isFiring = true
        action(self)
        isFiring = false
        if !repeating { invalidate() }
    }

    /// Fires now, without changing the repeating schedule; a non-repeating timer is then invalidated.
    override func fire() {
        guard MainQueue.isCurrent else {
            flipbookWarning("a Flipbook timer was fired off the main actor; nothing was called")
            return
        }
        nonisolated(unsafe) let timer = self
        MainActor.assumeIsolated { timer.run() }
    }

    /// Stops the timer for good and releases its action, target and user info.
    override func invalidate() {
        action = nil
        info = nil
        if let token, let clock, MainQueue.isCurrent {
            MainActor.assumeIsolated { clock.cancel(token) }
        }
        token = nil
    }

    /// Whether the timer will still fire (false once invalidated, or after its world was reset).
    override var isValid: Bool {
        guard action != nil else { return false }
        if isFiring { return true }
        guard let token, let clock, MainQueue.isCurrent else { return false }
        return MainActor.assumeIsolated { clock.isScheduled(token) }
    }

    /// The object given when the timer was made; nil once invalidated.
    override var userInfo: Any? { info }

    /// The repeat interval; 0 for a non-repeating timer, as in Foundation.
    override var timeInterval: TimeInterval { repeating ? interval : 0 }
}

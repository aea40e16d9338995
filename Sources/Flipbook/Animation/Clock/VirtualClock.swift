import Foundation
import Synchronization

/// The deterministic virtual clock that every Flipbook animation, completion and display link runs on.
///
/// Time starts at 0 and moves only when you call ``advance(to:)`` or ``advance(by:)``. On the way, every due
/// event fires in time order — scheduled closures, animation completions, display-link ticks — with ties
/// broken by the order in which they were scheduled (an animation counts as scheduled when it is added).
///
/// **Isolation and tests.** The clock is `@MainActor`; each ``World`` has one, and ``shared`` is the current
/// world's, like the real media clock. Tests that use the process's world must be `@MainActor` and
/// synchronous (so no two interleave) and should start with ``reset()``; Swift Testing runs `@MainActor`
/// synchronous tests one at a time on the main actor. Tests that run in a `World()` of their own need neither.
@preconcurrency @MainActor
public final class VirtualClock {
    /// The clock every Flipbook API uses: the one of ``World/current``.
    public nonisolated static var shared: VirtualClock { World.current.clock }

    /// An opaque handle for a scheduled event or a time observer, used to cancel it.
    public struct Token: Hashable, Sendable {
        let id: UInt64
    }

    private let nowBits = Atomic<UInt64>(0.0.bitPattern)
    private var sequence: UInt64 = 0
    private var events: [ScheduledEvent] = []
    private var observers: [(token: Token, action: @MainActor (CFTimeInterval) -> Void)] = []
    /// Animations added to layers and not yet finished (their completions are clock events).
    let animations = AnimationRegistry()
    /// Display links currently attached to a run loop (so ``reset()`` can detach them).
    var displayLinks: [ObjectIdentifier: CADisplayLink] = [:]
    /// Model writes held back until something could see them (see ``deferWrite(of:until:_:)``).
    var deferredWrites: [DeferredWrite] = []
    /// The world that owns this clock, set once by its initialiser (weak: the world holds the clock). A mutex
    /// because the world's initialiser, which sets it, may run on any thread.
    private let owner = Mutex(WorldReference())

    /// The most events fired at one instant before the clock gives up on that instant (a runaway loop guard).
    public static let maximumEventsPerInstant = 100_000

    nonisolated init() {}

    /// The current virtual time in seconds. Readable from any thread.
    public nonisolated var now: CFTimeInterval {
        Double(bitPattern: nowBits.load(ordering: .acquiring))
    }

    private func setNow(_ time: CFTimeInterval) {
        nowBits.store(max(time, now).bitPattern, ordering: .releasing)
    }

    /// The next number in the shared scheduling order.
    func nextSequence() -> UInt64 {
        sequence += 1
        return sequence
    }

    // MARK: Moving time

    /// Moves time forward to `time`, firing every event due on the way in order, each at its own time.
    ///
    /// Events due at the current time fire first (so `advance(to: now)` fires anything already due, e.g. a
    /// completion whose animation's layer was just un-paused). A `time` earlier than ``now`` or NaN does not
    /// move the clock (time never runs backwards) but still fires the events due now.
    public func advance(to time: CFTimeInterval) {
        let target = time.isNaN ? now : max(time, now)
        var moved = false
        while true {
            fireDueEvents()
            if moved {
                moved = false
                notifyObservers()
                fireDueEvents()
            }
            guard now < target else { break }
            let next = nextEventTime(after: now) ?? target
            setNow(min(next, target))
            moved = true
        }
        runDeferredWrites()
    }

    /// Moves time forward by `interval` seconds (see ``advance(to:)``). Negative or NaN intervals count as 0.
    public func advance(by interval: CFTimeInterval) {
        advance(to: now + (interval > 0 ? interval : 0))
    }

    /// Resets the world this clock belongs to (see ``World/reset()``; for ``shared``, the current world): the
    /// clock goes back to 0 and forgets everything scheduled, and every transaction, animation block,
    /// running transition and pending error goes with it. For tests: call it at the start of each test that
    /// uses the process's world, so no test sees what an earlier one left running.
    public func reset() {
        owner.withLock { $0.world }?.reset()
    }

    /// Records the world that owns this clock (its initialiser calls this once).
    nonisolated func belong(to world: World) {
        owner.withLock { $0.world = world }
    }

    /// Sets the time back to 0 and forgets events, time observers, tracked animations (their completions
    /// never fire) and display links (they are invalidated). Only ``World/reset()`` calls it.
    func resetTime() {
        runDeferredWrites()
        for link in displayLinks.values { link.invalidate() }
        displayLinks.removeAll()
        events.removeAll()
        observers.removeAll()
        animations.removeAll()
        nowBits.store(0.0.bitPattern, ordering: .releasing)
    }

    // MARK: Scheduling

    /// Runs `action` when the clock reaches `time` (at once on the next advance if `time` is not after ``now``).
    /// A NaN time is treated as ``now``.
    @discardableResult
    public func schedule(at time: CFTimeInterval, _ action: @escaping @MainActor () -> Void) -> Token {
        let token = Token(id: nextSequence())
        let event = ScheduledEvent(time: time.isNaN ? now : time, sequence: token.id, action: action)
        let index = events.firstIndex { ($0.time, $0.sequence) > (event.time, event.sequence) } ?? events.endIndex
        events.insert(event, at: index)
        return token
    }

    /// Runs `action` `delay` seconds from now (negative or NaN delays count as 0).
    @discardableResult
    public func schedule(after delay: CFTimeInterval, _ action: @escaping @MainActor () -> Void) -> Token {
        schedule(at: now + (delay > 0 ? delay : 0), action)
    }

    /// Cancels a scheduled event. Cancelling one that already fired, or was cancelled, does nothing.
    public func cancel(_ token: Token) {
        events.removeAll { $0.sequence == token.id }
    }

    /// Whether an event scheduled with ``schedule(at:_:)`` is still waiting to fire.
    public func isScheduled(_ token: Token) -> Bool {
        events.contains { $0.sequence == token.id }
    }

    /// Calls `observer` with the new time each time the clock stops at a later time while advancing (at every
    /// event time on the way and at the target), after the events due at that time have fired and before
    /// anything renders.
    @discardableResult
    public func addTimeObserver(_ observer: @escaping @MainActor (CFTimeInterval) -> Void) -> Token {
        let token = Token(id: nextSequence())
        observers.append((token, observer))
        return token
    }

    /// Stops calling a time observer.
    public func removeTimeObserver(_ token: Token) {
        observers.removeAll { $0.token == token }
    }

    // MARK: Internals

    private func notifyObservers() {
        guard !observers.isEmpty else { return }
        runDeferredWrites()
        let time = now
        for observer in observers { observer.action(time) }
    }

    /// What fires next at the current time.
    private enum Due {
        case scheduled(ScheduledEvent)
        case completion(AnimationRegistry.Completion)
    }

    /// The scheduled event or animation completion due now that comes first, if any.
    private func nextDue() -> Due? {
        let scheduled = events.first.flatMap { $0.time <= now ? $0 : nil }
        let completion = animations.nextCompletion(notAfter: now)
        if let scheduled,
            completion == nil || (scheduled.time, scheduled.sequence) < (completion!.time, completion!.sequence)
        {
            return .scheduled(scheduled)
        }
        return completion.map(Due.completion)
    }

    /// Fires everything due at or before now, in (time, sequence) order, until nothing is due. Held-back
    /// writes run first unless what fires next is the event they wait for (and the transaction has nothing to
    /// commit).
    private func fireDueEvents() {
        var fired = 0
        while fired < Self.maximumEventsPerInstant {
            if !deferredWrites.isEmpty {
                let due = nextDue()
                if case .scheduled(let event)? = due, !CATransaction.hasUncommittedWork {
                    runDeferredWrites(exceptBefore: event.sequence)
                } else if due != nil || CATransaction.hasUncommittedWork {
                    runDeferredWrites()
                }
            }
            CATransaction.flush()
            switch nextDue() {
            case .scheduled(let scheduled):
                events.removeFirst()
                scheduled.action()
            case .completion(let completion):
                animations.complete(completion)
            case nil:
                return
            }
            fired += 1
        }
        FileHandle.standardError.write(
            Data(
                "Flipbook: more than \(Self.maximumEventsPerInstant) events at t = \(now) s; stopped firing them.\n"
                    .utf8))
    }

    /// The earliest event time after `time`, if any.
    private func nextEventTime(after time: CFTimeInterval) -> CFTimeInterval? {
        let scheduled = events.first(where: { $0.time > time })?.time
        let completion = animations.nextCompletionTime(after: time)
        switch (scheduled, completion) {
        case (let a?, let b?): return min(a, b)
        case (let a?, nil): return a
        case (nil, let b?): return b
        default: return nil
        }
    }
}

/// One closure waiting on the virtual clock.
private struct ScheduledEvent {
    let time: CFTimeInterval
    let sequence: UInt64
    let action: @MainActor () -> Void
}

/// A weak reference to the world that owns a clock.
private struct WorldReference {
    weak var world: World?
}

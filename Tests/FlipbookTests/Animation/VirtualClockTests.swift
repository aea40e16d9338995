import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct VirtualClockTests {
    @Test func eventsFireInTimeOrderWithTiesInSchedulingOrder() {
        let clock = VirtualClock.shared
        clock.reset()
        var log: [String] = []
        clock.schedule(at: 0.5) { log.append("b@\(clock.now)") }
        clock.schedule(at: 0.2) { log.append("a@\(clock.now)") }
        clock.schedule(at: 0.5) { log.append("c@\(clock.now)") }
        clock.schedule(at: 2) { log.append("late") }
        clock.advance(to: 1)
        #expect(log == ["a@0.2", "b@0.5", "c@0.5"])
        #expect(clock.now == 1)
        #expect(CACurrentMediaTime() == 1)
    }

    @Test func eventsScheduledFromEventsAndCancellation() {
        let clock = VirtualClock.shared
        clock.reset()
        var log: [Double] = []
        let cancelled = clock.schedule(at: 0.3) { log.append(-1) }
        clock.schedule(at: 0.1) {
            log.append(clock.now)
            clock.schedule(after: 0.1) { log.append(clock.now) } // fires at 0.2, on the way
            clock.schedule(at: 0.05) { log.append(clock.now) } // already past: fires at once, at 0.1
        }
        #expect(clock.isScheduled(cancelled))
        clock.cancel(cancelled)
        #expect(!clock.isScheduled(cancelled))
        clock.advance(by: 0.5)
        #expect(log == [0.1, 0.1, 0.2])
    }

    @Test func timeNeverRunsBackwardsAndBadInputIsIgnored() {
        let clock = VirtualClock.shared
        clock.reset()
        clock.advance(to: 2)
        clock.advance(to: 1)
        #expect(clock.now == 2)
        clock.advance(by: -5)
        clock.advance(to: .nan)
        clock.advance(by: .nan)
        #expect(clock.now == 2)
        var fired = false
        clock.schedule(at: .nan) { fired = true } // NaN: now
        clock.advance(by: 0)
        #expect(fired)
    }

    @Test func timeObserversSeeEveryStop() {
        let clock = VirtualClock.shared
        clock.reset()
        var seen: [Double] = []
        var eventTimes: [Double] = []
        let token = clock.addTimeObserver { seen.append($0) }
        clock.schedule(at: 0.25) { eventTimes.append(clock.now) }
        clock.advance(to: 1)
        #expect(seen == [0.25, 1])
        #expect(eventTimes == [0.25])
        clock.advance(by: 0) // no move: no observer call
        #expect(seen == [0.25, 1])
        clock.removeTimeObserver(token)
        clock.advance(to: 2)
        #expect(seen == [0.25, 1])
    }

    @Test func resetForgetsEverything() {
        let clock = VirtualClock.shared
        clock.reset()
        var fired = false
        clock.schedule(at: 1) { fired = true }
        clock.advance(to: 0.5)
        clock.reset()
        #expect(clock.now == 0)
        clock.advance(to: 5)
        #expect(!fired)
    }

    @Test func runawayEventLoopsStop() {
        let clock = VirtualClock.shared
        clock.reset()
        var count = 0
        func again() {
            count += 1
            clock.schedule(at: clock.now) { again() }
        }
        clock.schedule(at: 0) { again() }
        clock.advance(by: 0)
        #expect(count == VirtualClock.maximumEventsPerInstant)
        clock.reset()
    }
}

import Foundation
import Testing

@testable import Flipbook

@Suite struct MediaTimingTests {
    @Test func localTimeAndItsInverse() {
        #expect(MediaTiming.localTime(parentTime: 10, beginTime: 2, speed: 2, timeOffset: 1) == 17)
        #expect(MediaTiming.parentTime(localTime: 17, beginTime: 2, speed: 2, timeOffset: 1) == 10)
        #expect(MediaTiming.localTime(parentTime: 10, beginTime: 0, speed: 0, timeOffset: 3) == 3)
        #expect(MediaTiming.parentTime(localTime: 3, beginTime: 0, speed: 0, timeOffset: 3) == nil)
        #expect(MediaTiming.localTime(parentTime: 4, beginTime: 0, speed: -1, timeOffset: 10) == 6)
        // Non-finite parameters are sanitized.
        #expect(MediaTiming.localTime(parentTime: 4, beginTime: .nan, speed: .nan, timeOffset: .infinity) == 4)
    }

    @Test func simpleAnimationPhasesAndFill() {
        let timing = MediaTiming(beginTime: 1, duration: 2)
        #expect(timing.sample(parentTime: 0.5) == nil)
        #expect(timing.sample(parentTime: 1)?.fraction == 0)
        #expect(timing.sample(parentTime: 2)?.fraction == 0.5)
        #expect(timing.sample(parentTime: 3) == nil) // removed after the end
        var filled = timing
        filled.fillMode = .both
        #expect(filled.sample(parentTime: 0.5) == .init(fraction: 0, iteration: 0, phase: .before))
        #expect(filled.sample(parentTime: 9) == .init(fraction: 1, iteration: 0, phase: .after))
        filled.fillMode = .forwards
        #expect(filled.sample(parentTime: 0.5) == nil)
        filled.fillMode = .backwards
        #expect(filled.sample(parentTime: 9) == nil)
    }

    @Test func defaultDurationAndSanitizing() {
        let timing = MediaTiming(duration: -4, repeatCount: .nan, repeatDuration: -1)
        #expect(timing.simpleDuration == 0.25)
        #expect(timing.activeDuration == 0.25)
        #expect(timing.sample(parentTime: .nan) == nil)
    }

    @Test func repeatCountAutoreverseAndFractionalRepeats() {
        let timing = MediaTiming(duration: 1, repeatCount: 2.5, autoreverses: true, fillMode: .forwards)
        #expect(timing.cycleDuration == 2)
        #expect(timing.activeDuration == 5)
        #expect(timing.sample(parentTime: 0.25)?.fraction == 0.25)
        #expect(timing.sample(parentTime: 1.25)?.fraction == 0.75) // on the way back
        #expect(timing.sample(parentTime: 2.5) == .init(fraction: 0.5, iteration: 1, phase: .active))
        #expect(timing.sample(parentTime: 4.5)?.fraction == 0.5)
        #expect(timing.sample(parentTime: 4.5)?.iteration == 2)
        // Ends half-way through the third cycle's forward half.
        #expect(timing.sample(parentTime: 7) == .init(fraction: 1, iteration: 2, phase: .after))
        let whole = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
        #expect(whole.sample(parentTime: 10)?.fraction == 0) // autoreversed: ends at the start
    }

    @Test func repeatDurationTakesPrecedenceAndInfinityRepeatsForever() {
        let timing = MediaTiming(duration: 1, repeatCount: 10, repeatDuration: 1.5)
        #expect(timing.activeDuration == 1.5)
        #expect(timing.sample(parentTime: 1.25)?.fraction == 0.25)
        #expect(timing.sample(parentTime: 1.5) == nil)
        let forever = MediaTiming(duration: 2, repeatCount: .infinity)
        #expect(forever.sample(parentTime: 1_000_001)?.fraction == 0.5)
    }

    @Test func speedAndTimeOffset() {
        let fast = MediaTiming(beginTime: 1, duration: 2, speed: 2)
        #expect(fast.sample(parentTime: 1.5)?.fraction == 0.5)
        #expect(fast.sample(parentTime: 2) == nil)
        // timeOffset starts part-way and wraps the skipped part to the end of the active duration.
        let offset = MediaTiming(duration: 4, timeOffset: 1)
        #expect(offset.sample(parentTime: 0)?.fraction == 0.25)
        #expect(offset.sample(parentTime: 2.5)?.fraction == 0.875)
        #expect(offset.sample(parentTime: 3.5)?.fraction == 0.125)
        // Negative speed: elapsed time is negative after begin, so the object is "before" its start.
        let backwards = MediaTiming(beginTime: 0, duration: 1, speed: -1, fillMode: .backwards)
        #expect(backwards.sample(parentTime: 0.5)?.phase == .before)
    }
}

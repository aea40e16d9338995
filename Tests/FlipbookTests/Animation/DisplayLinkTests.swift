import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct DisplayLinkTests {
    @Test func ticksAtExactVsyncTimes() {
        let clock = VirtualClock.shared
        clock.reset()
        var ticks: [(Double, Double, Double, Double)] = []
        let link = CADisplayLink { link in
            ticks.append((clock.now, link.timestamp, link.targetTimestamp, link.duration))
        }
        link.add(to: .main, forMode: .common)
        clock.advance(to: 0.1)
        #expect(ticks.count == 6)
        for (i, tick) in ticks.enumerated() {
            let k = Double(i + 1)
            #expect(tick.0 == k / 60)
            #expect(tick.1 == k / 60)
            #expect(tick.2 == (k + 1) / 60)
            #expect(tick.3 == 1.0 / 60)
        }
        link.invalidate()
        clock.advance(to: 1)
        #expect(ticks.count == 6)
    }

    @Test func firstTickIsTheNextVsyncAfterAdding() {
        let clock = VirtualClock.shared
        clock.reset()
        clock.advance(to: 0.25) // exactly vsync 15
        var times: [Double] = []
        let link = CADisplayLink { _ in times.append(clock.now) }
        link.add(to: .main, forMode: .default)
        clock.advance(to: 0.3)
        let expected: [Double] = [16.0 / 60, 17.0 / 60, 18.0 / 60]
        #expect(times == expected)
        link.invalidate()
    }

    @Test func pauseResumeAndFrameRate() {
        let clock = VirtualClock.shared
        clock.reset()
        var times: [Double] = []
        let link = CADisplayLink { _ in times.append(clock.now) }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .common)
        clock.advance(to: 0.1)
        let expected: [Double] = [1.0 / 30, 2.0 / 30, 3.0 / 30]
        #expect(times == expected)
        link.isPaused = true
        clock.advance(to: 0.2)
        #expect(times.count == 3)
        link.isPaused = false
        clock.advance(to: 0.25)
        #expect(times.last == 7.0 / 30)
        link.preferredFramesPerSecond = 500 // above the display: 60
        #expect(link.duration == 1.0 / 60)
        link.remove(from: .main, forMode: .common)
        clock.advance(to: 1)
        #expect(times.count == 4)
        link.add(to: .main, forMode: .common) // can be added again after removal
        clock.advance(to: 1.02)
        #expect(times.last == 61.0 / 60)
        link.invalidate()
        link.add(to: .main, forMode: .common) // but not after invalidation
        clock.advance(to: 2)
        #expect(times.last == 61.0 / 60)
    }

    /// Seed 002: a display link drives a percentage by 2/60 per tick and stops itself at the end.
    @Test func seed002StyleCompletionFromTicks() {
        let clock = VirtualClock.shared
        clock.reset()
        var percent = 0.6
        var finishedAt: Double?
        var link: CADisplayLink?
        link = CADisplayLink { _ in
            percent += 2.0 / 60
            if percent >= 1.0 {
                finishedAt = clock.now
                link?.isPaused = true
                link?.remove(from: .main, forMode: .common)
                link?.invalidate()
                link = nil
            }
        }
        link?.add(to: .main, forMode: .common)
        clock.advance(to: 2)
        // 0.6 + 12 × 2/60 = 1.0 (within rounding) → 12 or 13 ticks.
        #expect(finishedAt == 12.0 / 60 || finishedAt == 13.0 / 60)
        #expect(link == nil)
    }
}

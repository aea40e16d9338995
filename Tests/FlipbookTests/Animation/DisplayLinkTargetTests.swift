import Foundation
import Testing

@testable import Flipbook

/// `CADisplayLink(target:selector:)` in method-reference form and `preferredFrameRateRange`.
@MainActor @Suite struct DisplayLinkTargetTests {
    @MainActor final class Animator {
        var steps: [CFTimeInterval] = []
        var plainSteps = 0
        func step(_ link: CADisplayLink) { steps.append(link.timestamp) }
        func plainStep() { plainSteps += 1 }
    }

    @Test func aTargetsMethodRunsOnEveryTickAndIsRetainedUntilInvalidated() {
        let clock = VirtualClock.shared
        clock.reset()
        var animator: Animator? = Animator()
        weak let weakAnimator = animator
        let link = CADisplayLink(target: animator!, selector: Animator.step)
        let plain = CADisplayLink(target: animator!, selector: Animator.plainStep)
        link.add(to: .main, forMode: .common)
        plain.add(to: .main, forMode: .common)
        clock.advance(to: 3.0 / 60)
        let expected: [CFTimeInterval] = [1.0 / 60, 2.0 / 60, 3.0 / 60]
        #expect(animator?.steps == expected && animator?.plainSteps == 3)
        animator = nil
        #expect(weakAnimator != nil, "the link retains its target")
        link.invalidate()
        plain.invalidate()
        #expect(weakAnimator == nil, "invalidate releases it")
    }

    @Test func aFrameRateRangeSetsTheRate() {
        let clock = VirtualClock.shared
        clock.reset()
        var times: [CFTimeInterval] = []
        let link = CADisplayLink { times.append($0.timestamp) }
        link.preferredFramesPerSecond = 60
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
        #expect(link.duration == 1.0 / 20)
        link.add(to: .main, forMode: .common)
        clock.advance(to: 0.1)
        let expected: [CFTimeInterval] = [1.0 / 20, 2.0 / 20]
        #expect(times == expected)
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 120)
        #expect(link.duration == 1.0 / 60, "above the display's rate, the display's rate")
        link.preferredFrameRateRange = .default
        link.preferredFramesPerSecond = 30
        #expect(link.duration == 1.0 / 30)
        link.invalidate()
    }
}

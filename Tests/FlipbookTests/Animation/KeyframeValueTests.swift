import Foundation
import Testing

@testable import Flipbook

@Suite struct KeyframeValueTests {
    static func animation(_ values: [CGFloat], _ mode: CAAnimationCalculationMode = .linear, keyTimes: [Double]? = nil)
        -> CAKeyframeAnimation
    {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = values
        animation.calculationMode = mode
        animation.keyTimes = keyTimes?.map { NSNumber(value: $0) }
        return animation
    }

    static func value(_ a: CAKeyframeAnimation, _ f: Double) -> CGFloat { a.value(atFraction: f) as! CGFloat }

    @Test func linearWithAndWithoutKeyTimes() {
        let even = Self.animation([0, 10, 30])
        #expect(Self.value(even, 0.25) == 5)
        #expect(Self.value(even, 0.75) == 20)
        let timed = Self.animation([0, 10, 30], keyTimes: [0, 0.8, 1])
        #expect(Self.value(timed, 0.4) == 5)
        #expect(Self.value(timed, 0.9) == 20)
        // Invalid key times (wrong count, decreasing, out of range) are ignored.
        #expect(Self.value(Self.animation([0, 10, 30], keyTimes: [0, 1]), 0.25) == 5)
        #expect(Self.value(Self.animation([0, 10, 30], keyTimes: [0, 0.9, 0.5]), 0.25) == 5)
        #expect(Self.value(Self.animation([0, 10, 30], keyTimes: [0, 2, 1]), 0.25) == 5)
    }

    @Test func segmentTimingFunctions() {
        let a = Self.animation([0, 10, 30])
        a.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        let ease = CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
        #expect(abs(Self.value(a, 0.25) - 10 * ease) < 1e-12)
        #expect(Self.value(a, 0.75) == 20) // second segment has no function: linear
    }

    @Test func discreteHoldsEachValue() {
        let a = Self.animation([1, 2, 3], .discrete)
        #expect(Self.value(a, 0) == 1)
        #expect(Self.value(a, 0.34) == 2)
        #expect(Self.value(a, 0.99) == 3)
        let timed = Self.animation([1, 2, 3], .discrete, keyTimes: [0, 0.1, 0.2, 1])
        #expect(Self.value(timed, 0.15) == 2)
        #expect(Self.value(timed, 0.5) == 3)
    }

    @Test func pacedMovesAtConstantSpeed() {
        let a = Self.animation([0, 10, 40], .paced, keyTimes: [0, 0.9, 1]) // key times ignored
        #expect(Self.value(a, 0.25) == 10)
        #expect(Self.value(a, 0.5) == 20)
    }

    @Test func cubicPassesThroughKeyframesSmoothly() {
        let a = Self.animation([0, 10, 0, 10], .cubic)
        #expect(abs(Self.value(a, 1.0 / 3) - 10) < 1e-12)
        #expect(abs(Self.value(a, 2.0 / 3) - 0) < 1e-12)
        // Catmull–Rom: at the middle of the first segment with tangents 5 and 0 → 0.5·0 + 0.5·10 + (5 − 0)/8 = 5.625
        #expect(abs(Self.value(a, 1.0 / 6) - 5.625) < 1e-9)
        // Smooth: left and right slopes agree at a keyframe.
        let h = 1e-6
        let left = (Self.value(a, 1.0 / 3) - Self.value(a, 1.0 / 3 - h)) / h
        let right = (Self.value(a, 1.0 / 3 + h) - Self.value(a, 1.0 / 3)) / h
        #expect(abs(left - right) < 1e-3)
    }

    @Test func edgeCases() {
        #expect(Self.animation([]).value(atFraction: 0.5) == nil)
        #expect(Self.value(Self.animation([7]), 0.5) == 7)
        #expect(Self.value(Self.animation([0, 10]), .nan) == 0)
        #expect(Self.value(Self.animation([0, 10]), 2) == 10)
    }
}

import Foundation
import Testing

@testable import Flipbook

/// Pausing, scrubbing, resuming and reversing through layer timing, as percent-driven transitions use it.
@MainActor @Suite struct LayerTimingTests {
    let clock = VirtualClock.shared

    /// A container with one child moving linearly from x = 0 to 100 over 1 s, added at the current time.
    func setUp() -> (container: CALayer, child: CALayer, completions: () -> [String]) {
        let container = CALayer()
        let child = CALayer()
        container.addSublayer(child)
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("done@\(CACurrentMediaTime())") }
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 1
        child.position = CGPoint(x: 100, y: 0)
        child.add(animation, forKey: "x")
        CATransaction.commit()
        return (container, child, { log })
    }

    func x(_ layer: CALayer) -> CGFloat { layer.presentation()!.position.x }

    /// The completion times in a log of "done@<time>" entries.
    func times(_ log: [String]) -> [Double] { log.compactMap { Double($0.dropFirst(5)) } }

    @Test func classicPauseResumeRecipe() {
        clock.reset()
        clock.advance(to: 2)
        let (container, child, completions) = setUp()
        clock.advance(to: 2.3)
        // Pause.
        let pausedTime = container.convertTime(CACurrentMediaTime(), from: nil)
        container.speed = 0
        container.timeOffset = pausedTime
        #expect(abs(x(child) - 30) < 1e-9)
        clock.advance(to: 7)
        #expect(abs(x(child) - 30) < 1e-9)
        #expect(completions().isEmpty)
        // Resume.
        let paused = container.timeOffset
        container.speed = 1
        container.timeOffset = 0
        container.beginTime = 0
        let sincePause = container.convertTime(CACurrentMediaTime(), from: nil) - paused
        container.beginTime = sincePause
        #expect(abs(x(child) - 30) < 1e-9)
        clock.advance(to: 7.35)
        #expect(abs(x(child) - 65) < 1e-9)
        clock.advance(to: 9)
        #expect(times(completions()).count == 1)
        #expect(abs((times(completions()).first ?? 0) - 7.7) < 1e-9)
    }

    @Test func percentDrivenScrubbingOfAPausedContainer() {
        clock.reset()
        clock.advance(to: 1)
        let container = CALayer()
        let child = CALayer()
        container.addSublayer(child)
        container.speed = 0 // paused before the animation commits (as UIKit does)
        var finished: Bool?
        CATransaction.begin()
        CATransaction.setCompletionBlock { finished = true }
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 0.5
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        child.add(animation, forKey: "x")
        CATransaction.commit()
        for percent in [0.0, 0.2, 0.75, 0.4, 1.0] {
            container.timeOffset = percent * 0.5
            clock.advance(by: 0.1)
            let expected = 100 * CAMediaTimingFunction(name: .easeIn).value(at: percent)
            if percent < 1 {
                #expect(abs(x(child) - expected) < 1e-9, "percent \(percent)")
            }
        }
        // Paused at the very end (timeOffset == duration): never completes while paused... until it runs.
        container.timeOffset = 0.4 * 0.5
        clock.advance(by: 3)
        #expect(finished == nil)
        // Finish: run the layer forward again from 40 % (local = (now − beginTime) × 1 + timeOffset).
        container.beginTime = CACurrentMediaTime()
        container.speed = 1
        #expect(abs(x(child) - 100 * CAMediaTimingFunction(name: .easeIn).value(at: 0.4)) < 1e-9)
        clock.advance(by: 0.29)
        #expect(finished == nil)
        clock.advance(by: 0.02)
        #expect(finished == true)
    }

    @Test func runningBackwardsEndsAtTheStart() {
        clock.reset()
        let (container, child, completions) = setUp()
        clock.advance(to: 0.6)
        // Reverse from here: local time must stay continuous.
        let local = container.convertTime(CACurrentMediaTime(), from: nil)
        container.speed = -1
        container.timeOffset = local
        container.beginTime = CACurrentMediaTime()
        #expect(abs(x(child) - 60) < 1e-9)
        clock.advance(to: 0.85)
        #expect(abs(x(child) - 35) < 1e-9)
        #expect(completions().isEmpty)
        clock.advance(to: 2)
        #expect(times(completions()).count == 1)
        #expect(abs((times(completions()).first ?? 0) - 1.2) < 1e-9)
        #expect(x(child) == 100) // removed: model value
    }

    @Test func layerSpeedScalesTimeAndNestedLayersCompose() {
        clock.reset()
        let outer = CALayer()
        let (container, child, completions) = setUp()
        outer.addSublayer(container)
        outer.speed = 2
        container.speed = 0.5
        // Effective speed 1 from t=0, but the animation was stamped in container time before reparenting:
        clock.advance(to: 0.4)
        #expect(abs(x(child) - 40) < 1e-9)
        outer.speed = 4 // speed changes take effect at once (local time jumps as in Core Animation)
        let before = container.convertTime(CACurrentMediaTime(), from: nil)
        #expect(abs(before - 0.8) < 1e-12)
        clock.advance(to: 0.45)
        #expect(abs(x(child) - 90) < 1e-9)
        clock.advance(to: 0.6)
        // Container local time is 4 × 0.5 × t = 2t: the end (local 1.0) is at t = 0.5.
        #expect(times(completions()).count == 1)
        #expect(abs((times(completions()).first ?? 0) - 0.5) < 1e-9)
    }

    @Test func animationOnAPausedLayerIsStampedAtItsFrozenTime() {
        clock.reset()
        clock.advance(to: 5)
        let layer = CALayer()
        layer.speed = 0
        layer.timeOffset = 0.25
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = Float(0)
        animation.toValue = Float(1)
        layer.add(animation, forKey: "fade")
        clock.advance(by: 1)
        #expect(layer.animation(forKey: "fade")?.beginTime == 0.25)
        layer.timeOffset = 0.25 + 0.125
        #expect(layer.presentation()!.opacity == 0.5)
    }
}

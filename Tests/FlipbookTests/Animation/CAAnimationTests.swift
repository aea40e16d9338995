import Foundation
import Testing

@testable import Flipbook

/// Records delegate messages.
@MainActor final class DelegateLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start@\(CACurrentMediaTime())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop(\(flag))@\(CACurrentMediaTime())")
    }
}

@MainActor @Suite struct CAAnimationTests {
    func presentedX(_ layer: CALayer) -> CGFloat { layer.presentation()!.position.x }

    func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1)
        -> CABasicAnimation
    {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = duration
        return animation
    }

    @Test func fromToByCombinations() {
        VirtualClock.shared.reset()
        let cases: [(CABasicAnimation, CGFloat)] = [
            (basic("position.x", from: 0, to: 100), 25), // from, to
            (basic("position.x", from: 0, by: 40), 10), // from, from+by
            (basic("position.x", to: 100, by: 40), 70), // to−by, to
            (basic("position.x", from: 0), 5), // from, current (20)
            (basic("position.x", to: 100), 40), // current (20), to
            (basic("position.x", by: 40), 30), // current, current+by
            (basic("position.x"), 20), // nothing: no effect
        ]
        for (animation, expected) in cases {
            let layer = CALayer()
            layer.position = CGPoint(x: 20, y: 0)
            layer.add(animation, forKey: "a")
            VirtualClock.shared.advance(by: 0.25)
            #expect(abs(presentedX(layer) - expected) < 1e-9)
        }
    }

    @Test func beginTimeIsStampedAtCommitAndDelegateHearsStartAndStop() {
        VirtualClock.shared.reset()
        VirtualClock.shared.advance(to: 3)
        let layer = CALayer()
        let log = DelegateLog()
        let animation = basic("position.x", from: 0, to: 100)
        animation.delegate = log
        layer.add(animation, forKey: "move")
        #expect(presentedX(layer) == 0) // before commit: at its start
        #expect(log.events.isEmpty)
        VirtualClock.shared.advance(by: 0) // commit
        #expect(layer.animation(forKey: "move")?.beginTime == 3)
        #expect(animation.beginTime == 0) // the layer holds a copy
        VirtualClock.shared.advance(to: 3.5)
        #expect(presentedX(layer) == 50)
        VirtualClock.shared.advance(to: 10)
        #expect(log.events == ["start@3.0", "stop(true)@4.0"])
        #expect(layer.animationKeys() == nil)
        #expect(presentedX(layer) == 0) // removed: model value
    }

    @Test func removalAndReplacementReportUnfinished() {
        VirtualClock.shared.reset()
        let layer = CALayer()
        let first = DelegateLog()
        let second = DelegateLog()
        let third = DelegateLog()
        let a = basic("position.x", from: 0, to: 100)
        a.delegate = first
        layer.add(a, forKey: "x")
        VirtualClock.shared.advance(to: 0.5)
        let b = basic("position.x", from: 0, to: 10)
        b.delegate = second
        layer.add(b, forKey: "x") // replaces a
        #expect(first.events == ["start@0.0"]) // interruption is delivered on the next advance
        VirtualClock.shared.advance(by: 0)
        #expect(first.events == ["start@0.0", "stop(false)@0.5"])
        VirtualClock.shared.advance(to: 0.6)
        layer.removeAnimation(forKey: "x")
        let c = basic("opacity", from: 0, to: 1)
        c.delegate = third
        layer.add(c, forKey: nil)
        layer.removeAllAnimations()
        VirtualClock.shared.advance(to: 5)
        #expect(second.events == ["start@0.5", "stop(false)@0.6"])
        #expect(third.events == ["stop(false)@0.6"]) // removed before it ever committed
    }

    @Test func notRemovedOnCompletionWithForwardsFill() {
        VirtualClock.shared.reset()
        let layer = CALayer()
        let animation = basic("position.x", from: 0, to: 100)
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        let log = DelegateLog()
        animation.delegate = log
        layer.add(animation, forKey: "x")
        VirtualClock.shared.advance(to: 3)
        #expect(presentedX(layer) == 100)
        #expect(layer.animationKeys() == ["x"])
        #expect(log.events == ["start@0.0", "stop(true)@1.0"])
        layer.removeAnimation(forKey: "x") // already finished: no second stop
        VirtualClock.shared.advance(to: 4)
        #expect(log.events.count == 2)
    }

    @Test func additiveAndCumulative() {
        VirtualClock.shared.reset()
        let layer = CALayer()
        layer.position = CGPoint(x: 50, y: 0)
        let shake = basic("position.x", from: 0, to: 10)
        shake.isAdditive = true
        layer.add(shake, forKey: "shake")
        let grow = basic("position.y", from: 0, to: 10)
        grow.isCumulative = true
        grow.repeatCount = 3
        layer.add(grow, forKey: "grow")
        VirtualClock.shared.advance(to: 0.5)
        #expect(presentedX(layer) == 55)
        VirtualClock.shared.advance(to: 2.5)
        #expect(layer.presentation()!.position.y == 25)
    }

    @Test func springAnimationFollowsItsCurve() {
        VirtualClock.shared.reset()
        let layer = CALayer()
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.stiffness = 200
        spring.damping = 8
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: nil)
        let curve = SpringCurve(mass: 1, stiffness: 200, damping: 8)
        for t in [0.1, 0.3, 0.7] {
            VirtualClock.shared.advance(to: t)
            #expect(abs(presentedX(layer) - 100 * curve.value(at: t)) < 1e-9)
        }
        #expect(abs(spring.settlingDuration - curve.settlingDuration) < 1e-12)
        let perceptual = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(perceptual.spring.dampingRatio - 1) < 1e-9)
        #expect(abs(perceptual.spring.naturalFrequency - 4 * .pi) < 1e-9)
    }

    @Test func keyframeAndGroupOnALayer() {
        VirtualClock.shared.reset()
        let layer = CALayer()
        let keyframes = CAKeyframeAnimation(keyPath: "position.x")
        keyframes.values = [0, 100, 50]
        keyframes.duration = 2
        let fade = basic("opacity", from: Float(1), to: Float(0), duration: 1)
        let group = CAAnimationGroup()
        group.animations = [keyframes, fade]
        group.duration = 2
        layer.add(group, forKey: "group")
        VirtualClock.shared.advance(to: 0.5)
        #expect(presentedX(layer) == 50)
        #expect(layer.presentation()!.opacity == 0.5)
        VirtualClock.shared.advance(to: 1.5)
        #expect(presentedX(layer) == 75)
        #expect(layer.presentation()!.opacity == 1) // child ended: model value
    }

    @Test func transactionCompletionBlockWaitsForItsAnimations() {
        VirtualClock.shared.reset()
        let layer = CALayer()
        var completedAt: Double?
        CATransaction.begin()
        CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
        layer.add(basic("position.x", from: 0, to: 1, duration: 0.5), forKey: "a")
        layer.add(basic("position.y", from: 0, to: 1, duration: 1.5), forKey: "b")
        CATransaction.commit()
        VirtualClock.shared.advance(to: 1)
        #expect(completedAt == nil)
        VirtualClock.shared.advance(to: 2)
        #expect(completedAt == 1.5)
        var empty = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { empty = true }
        CATransaction.commit()
        VirtualClock.shared.advance(by: 0)
        #expect(empty)
        CATransaction.setAnimationDuration(-1)
        #expect(CATransaction.animationDuration() == 0)
    }
}

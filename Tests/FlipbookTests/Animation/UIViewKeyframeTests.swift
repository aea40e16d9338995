import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIViewKeyframeTests {
    let clock = VirtualClock.shared
    func x(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }
    /// Options with a linear overall curve, so keyframe times map directly to clock times.
    static let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    @Test func relativeStartTimesAndDurations() {
        clock.reset()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) // center x = 5
        var log: [String] = []
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: Self.linear,
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { v.center.x = 105 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { v.center.x = 55 }
            }, completion: { log.append("done(\($0))@\(CACurrentMediaTime())") })
        #expect(v.center.x == 55)
        let expectations: [(Double, CGFloat)] = [
            (0.25, 5), (0.5, 5), (0.75, 55), (1.0, 105), (1.25, 105), (1.5, 105), (1.75, 80),
        ]
        for (time, expected) in expectations {
            clock.advance(to: time)
            #expect(abs(x(v) - expected) < 1e-9, "t = \(time)")
        }
        clock.advance(to: 3)
        #expect(log == ["done(true)@2.0"])
    }

    @Test func defaultOverallCurveIsEaseInOut() {
        clock.reset()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(
            withDuration: 1, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.center.x = 105 }
            })
        clock.advance(to: 0.25)
        let expected = 5 + 100 * CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25)
        #expect(abs(x(v) - expected) < 1e-9)
    }

    @Test func calculationModes() {
        clock.reset()
        let discrete = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let paced = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let cubic = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        func keyframes(_ view: UIView, _ mode: UIView.KeyframeAnimationOptions) {
            UIView.animateKeyframes(
                withDuration: 1, delay: 0, options: [mode, Self.linear],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 305 }
                })
        }
        keyframes(discrete, .calculationModeDiscrete)
        keyframes(paced, .calculationModePaced)
        keyframes(cubic, .calculationModeCubic)
        let animation = cubic.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(animation?.calculationMode == .cubic)
        clock.advance(to: 0.25)
        #expect(x(discrete) == 5)
        #expect(abs(x(paced) - 80) < 1e-9) // 300 points at constant speed: a quarter is 75
        clock.advance(to: 0.5)
        #expect(abs(x(cubic) - 105) < 1e-9) // passes through the keyframe
        clock.advance(to: 0.6)
        #expect(x(discrete) == 105)
    }

    @Test func changesOutsideKeyframesSpanTheWholeDurationAndDelayApplies() {
        clock.reset()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animateKeyframes(withDuration: 1, delay: 1, options: Self.linear, animations: { v.alpha = 0 })
        clock.advance(to: 0.5)
        #expect(v.layer.presentation()!.opacity == 1)
        clock.advance(to: 1.5)
        #expect(abs(v.layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    @Test func addKeyframeOutsideAKeyframeBlockAppliesDirectly() {
        clock.reset()
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { v.center.x = 50 }
        #expect(v.layer.animationKeys() == nil)
        #expect(x(v) == 50)
    }
}

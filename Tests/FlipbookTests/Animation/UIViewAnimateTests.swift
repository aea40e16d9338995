import Foundation
import Testing

@testable import Flipbook

@MainActor @Suite struct UIViewAnimateTests {
    let clock = VirtualClock.shared

    func view() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    func x(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    static let curves: [(UIView.AnimationOptions, CAMediaTimingFunctionName)] = [
        (.curveEaseInOut, .easeInEaseOut), (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut), (.curveLinear, .linear),
    ]

    @Test(arguments: 0..<4)
    func eachCurvePacesTheSlide(index: Int) {
        clock.reset()
        let (option, name) = Self.curves[index]
        let v = view() // center x = 5
        UIView.animate(withDuration: 0.5, delay: 0, options: option, animations: { v.center.x = 205 })
        let function = CAMediaTimingFunction(name: name)
        for frame in 1..<30 {
            clock.advance(to: Double(frame) / 60)
            let expected = 5 + 200 * function.value(at: Double(frame) / 30)
            #expect(abs(x(v) - expected) < 1e-9, "frame \(frame)")
        }
        clock.advance(to: 0.5)
        #expect(x(v) == 205)
    }

    @Test func defaultCurveIsEaseInOutAndCompletionFiresAtTheEnd() {
        clock.reset()
        let v = view()
        var log: [String] = []
        UIView.animate(
            withDuration: 0.4, animations: { v.alpha = 0 },
            completion: { log.append("done(\($0))@\(CACurrentMediaTime())") })
        clock.advance(to: 0.1)
        let expected = 1 - CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25)
        #expect(abs(Double(v.layer.presentation()!.opacity) - expected) < 1e-6)
        #expect(v.alpha == 0)
        clock.advance(to: 1)
        #expect(log == ["done(true)@0.4"])
    }

    @Test func delayHoldsTheOldValueThenAnimates() {
        clock.reset()
        let v = view()
        var finishedAt: Double?
        UIView.animate(
            withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.center.x = 105 },
            completion: { _ in finishedAt = CACurrentMediaTime() })
        clock.advance(to: 0.25)
        #expect(x(v) == 5)
        clock.advance(to: 1)
        #expect(abs(x(v) - 55) < 1e-9)
        clock.advance(to: 2)
        #expect(finishedAt == 1.5)
    }

    @Test func retargetingWithAndWithoutBeginFromCurrentState() {
        clock.reset()
        let a = view()
        let b = view()
        var log: [String] = []
        for v in [a, b] {
            UIView.animate(
                withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 105 },
                completion: { log.append("first(\($0))@\(CACurrentMediaTime())") })
        }
        clock.advance(to: 0.5)
        #expect(abs(x(a) - 55) < 1e-9)
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
            animations: { a.center.x = 5 }, completion: { log.append("a(\($0))@\(CACurrentMediaTime())") })
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: { b.center.x = 5 }, completion: { log.append("b(\($0))@\(CACurrentMediaTime())") })
        clock.advance(to: 0.75)
        #expect(abs(x(a) - (55 - 50 * 0.25)) < 1e-9) // from the presentation value 55
        #expect(abs(x(b) - (105 - 100 * 0.25)) < 1e-9) // from the previous target 105
        clock.advance(to: 2)
        #expect(log == ["first(false)@0.5", "first(false)@0.5", "a(true)@1.5", "b(true)@1.5"])
    }

    @Test func completionWaitsForEveryAnimationOfTheBlock() {
        clock.reset()
        let v = view()
        let w = view()
        var log: [String] = []
        UIView.animate(
            withDuration: 1,
            animations: {
                v.center.x = 50
                w.alpha = 0.5
            }, completion: { log.append("done(\($0))@\(CACurrentMediaTime())") })
        clock.advance(to: 0.5)
        w.layer.removeAnimation(forKey: "opacity") // interrupt one of the two
        clock.advance(to: 0.9)
        #expect(log.isEmpty)
        clock.advance(to: 2)
        #expect(log == ["done(false)@1.0"])
    }

    @Test func nothingToAnimateCompletesOnTheNextAdvance() {
        clock.reset()
        var log: [String] = []
        UIView.animate(
            withDuration: 3, animations: {}, completion: { log.append("done(\($0))@\(CACurrentMediaTime())") })
        #expect(log.isEmpty)
        clock.advance(to: 1.0 / 60)
        #expect(log == ["done(true)@0.0"])
    }

    @Test func zeroNegativeAndNaNDurationsApplyAtOnce() {
        clock.reset()
        let v = view()
        var count = 0
        for duration in [0, -1, Double.nan] {
            UIView.animate(
                withDuration: duration, animations: { v.center.x += 10 }, completion: { if $0 { count += 1 } })
        }
        #expect(v.layer.animationKeys() == nil)
        #expect(x(v) == 35)
        clock.advance(by: 0.01)
        #expect(count == 3)
    }

    @Test func repeatAndAutoreverse() {
        clock.reset()
        let v = view()
        let w = view()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse], animations: { v.center.x = 105 })
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse, .repeat], animations: { w.center.x = 105 })
        clock.advance(to: 1.5)
        #expect(abs(x(v) - 55) < 1e-9) // on the way back
        #expect(abs(x(w) - 55) < 1e-9)
        clock.advance(to: 2.5)
        #expect(x(v) == 105) // ended: snaps to the model value, as in UIKit
        #expect(abs(x(w) - 55) < 1e-9) // repeats forever
        clock.advance(to: 1000.25)
        #expect(abs(x(w) - 30) < 1e-6)
    }

    @Test func performWithoutAnimationAndGlobalSwitch() {
        clock.reset()
        let v = view()
        UIView.animate(
            withDuration: 1,
            animations: {
                v.center.x = 50
                UIView.performWithoutAnimation { v.alpha = 0.5 }
            })
        #expect(v.layer.animationKeys() == ["position"])
        #expect(v.layer.presentation()!.opacity == 0.5)
        UIView.setAnimationsEnabled(false)
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { v.center.y = 70 }, completion: { finished = $0 })
        UIView.setAnimationsEnabled(true)
        #expect(v.layer.animationKeys() == ["position"]) // the y change did not animate
        clock.advance(by: 0.01)
        #expect(finished == true)
    }

    @Test func nestedBlocksInheritUnlessOverridden() {
        clock.reset()
        let v = view()
        let w = view()
        let u = view()
        UIView.animate(
            withDuration: 2, delay: 0, options: .curveLinear,
            animations: {
                UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: { v.center.x = 105 })
                UIView.animate(
                    withDuration: 0.5, delay: 0,
                    options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn],
                    animations: { w.center.x = 105 })
                #expect(UIView.inheritedAnimationDuration == 2)
                UIView.animate(withDuration: 0.5, delay: 0.5, options: [], animations: { u.center.x = 105 })
            })
        let vAnimation = v.layer.animation(forKey: "position")!
        let wAnimation = w.layer.animation(forKey: "position")!
        #expect(vAnimation.duration == 2)
        #expect(vAnimation.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(wAnimation.duration == 0.5)
        #expect(wAnimation.timingFunction == CAMediaTimingFunction(name: .easeIn))
        clock.advance(to: 0.25)
        #expect(x(u) == 5) // its own delay
        clock.advance(to: 1.5)
        #expect(abs(x(u) - 55) < 1e-9) // inherited duration 2 and linear curve
        #expect(UIView.inheritedAnimationDuration == 0)
    }

    @Test func nestedOptionsInheritRepeatUnlessOverridden() {
        clock.reset()
        let v = view()
        let w = view()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .curveLinear],
            animations: {
                UIView.animate(withDuration: 1, delay: 0, options: [], animations: { v.center.x = 105 })
                UIView.animate(
                    withDuration: 1, delay: 0, options: [.overrideInheritedOptions], animations: { w.center.x = 105 })
            })
        #expect(v.layer.animation(forKey: "position")?.repeatCount == .infinity)
        #expect(w.layer.animation(forKey: "position")?.repeatCount == 0)
    }

    @Test func settingAPropertyTwiceInOneBlockChains() {
        clock.reset()
        let v = view()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                v.center.x = 50
                v.center.x = 105
            }, completion: { finished = $0 })
        clock.advance(to: 0.5)
        #expect(abs(x(v) - 55) < 1e-9)
        clock.advance(to: 2)
        #expect(finished == true)
    }

    @Test func springVariantFollowsTheUIKitSpring() {
        clock.reset()
        let v = view()
        var finishedAt: Double?
        UIView.animate(
            withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
            options: .curveLinear, animations: { v.center.x = 105 },
            completion: { _ in finishedAt = CACurrentMediaTime() })
        let spring = SpringCurve(dampingRatio: 0.6, duration: 0.8, initialVelocity: 0.5)
        var overshoot = false
        for frame in 1..<48 {
            clock.advance(to: Double(frame) / 60)
            let expected = 5 + 100 * spring.value(at: Double(frame) / 60)
            #expect(abs(x(v) - expected) < 1e-6)
            if x(v) > 105 { overshoot = true }
        }
        #expect(overshoot)
        clock.advance(to: 1)
        #expect(finishedAt == 0.8)
    }

    @Test func transformAlphaColourCornerRadiusAndMaskAnimate() {
        clock.reset()
        let v = view()
        v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.mask = mask
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                v.transform = CGAffineTransform(rotationAngle: .pi / 2)
                v.alpha = 0
                v.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
                v.layer.cornerRadius = 8
                mask.frame = CGRect(x: 0, y: 0, width: 5, height: 10) // seed 004
            })
        clock.advance(to: 0.5)
        let p = v.layer.presentation()!
        #expect(abs(atan2(p.transform.m12, p.transform.m11) - .pi / 4) < 1e-9)
        #expect(abs(p.opacity - 0.5) < 1e-6)
        #expect(p.backgroundColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        #expect(p.cornerRadius == 4)
        #expect(abs(mask.layer.presentation()!.bounds.width - 7.5) < 1e-9)
        #expect(abs(mask.layer.presentation()!.position.x - 3.75) < 1e-9)
    }

    @Test func layoutSubviewsOptionAnimatesLayout() {
        clock.reset()
        final class Container: UIView {
            let child = UIView(frame: .zero)
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() { child.frame = bounds.insetBy(dx: 10, dy: 10) }
        }
        let container = Container(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.layoutIfNeeded()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear, .layoutSubviews],
            animations: {
                container.bounds.size = CGSize(width: 200, height: 100)
            })
        clock.advance(to: 0.5)
        #expect(abs(container.child.layer.presentation()!.bounds.width - 130) < 1e-9)
    }
}

import Foundation
import Testing

@testable import Flipbook

/// Awkward uses of CATransition: they must render sensibly and never crash.
@MainActor @Suite(.serialized) struct CATransitionEdgeCaseTests {
    func scene(scale: CGFloat = 1) -> (UIWindow, UIView, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 180))
        window.backgroundColor = .black
        let container = UIView(frame: window.bounds)
        container.addSubview(TestScreenViews.make(.list))
        window.addSubview(container)
        window.makeKeyAndVisible()
        return (window, container, FrameRecorder(window: window, fps: 60, scale: scale, threads: 1))
    }

    func swap(_ container: UIView) {
        for subview in container.subviews { subview.removeFromSuperview() }
        container.addSubview(TestScreenViews.make(.detail))
    }

    func transition(_ type: CATransitionType) -> CATransition {
        let t = CATransition()
        t.type = type
        t.subtype = .fromBottom
        t.duration = 1
        return t
    }

    @Test func atScaleTwoTheStartIsStillExactlyTheOldRendering() {
        let (_, container, recorder) = scene(scale: 2)
        let before = recorder.snapshot()
        container.layer.add(transition(.cube), forKey: nil)
        swap(container)
        #expect(differingPixels(recorder.snapshot(), before) == 0)
        VirtualClock.shared.advance(to: 0.5)
        let mid = recorder.snapshot()
        #expect(mid.width == 240 && differingPixels(mid, before) > 10_000)
    }

    @Test func removingTheTransitionShowsTheNewRenderingAtOnce() throws {
        let (_, container, recorder) = scene()
        container.layer.add(transition(.rippleEffect), forKey: "ripple")
        swap(container)
        VirtualClock.shared.advance(to: 0.3)
        container.layer.removeAnimation(forKey: "ripple")
        let new = try EffectRendering.frame(.fade, nil, progress: 1, background: .black)
        #expect(differingPixels(recorder.snapshot(), new) == 0)
    }

    @Test func aLaterTransitionOnTheSameLayerWins() throws {
        let (_, container, recorder) = scene()
        container.layer.add(transition(.pageCurl), forKey: "a")
        container.layer.add(transition(.push), forKey: "b")
        swap(container)
        VirtualClock.shared.advance(to: 0.5)
        let expected = try EffectRendering.frame(.push, .fromBottom, progress: 0.5, background: .black)
        #expect(differingPixels(recorder.snapshot(), expected) == 0)
    }

    @Test func anEmptyLayerDrawsNothingAndDoesNotFail() throws {
        let (_, container, recorder) = scene()
        let empty = UIView(frame: CGRect(x: 10, y: 10, width: 0, height: 50))
        container.addSubview(empty)
        empty.layer.add(transition(.suckEffect), forKey: nil)
        VirtualClock.shared.advance(to: 0.5)
        _ = recorder.snapshot()
        try recorder.advance(seconds: 1)
        #expect(empty.layer.animationKeys() == nil)
    }

    @Test func aTransitionAddedBeforeTheLayerIsOnScreenStillRuns() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 180))
        window.backgroundColor = .black
        let container = UIView(frame: window.bounds)
        container.addSubview(TestScreenViews.make(.list))
        container.layer.add(transition(.oglFlip), forKey: nil)
        swap(container)
        window.addSubview(container)
        window.makeKeyAndVisible()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        VirtualClock.shared.advance(to: 0.25)
        let expected = try EffectRendering.frame(.oglFlip, .fromBottom, progress: 0.25, background: .black)
        #expect(differingPixels(recorder.snapshot(), expected) == 0)
    }

    @Test func aPausedLayerFreezesTheTransition() throws {
        let (_, container, recorder) = scene()
        container.layer.add(transition(.reveal), forKey: nil)
        swap(container)
        VirtualClock.shared.advance(to: 0.25)
        let pausedAt = container.layer.convertTime(CACurrentMediaTime(), from: nil)
        container.layer.speed = 0
        container.layer.timeOffset = pausedAt
        VirtualClock.shared.advance(to: 0.9)
        let expected = try EffectRendering.frame(.reveal, .fromBottom, progress: 0.25, background: .black)
        #expect(differingPixels(recorder.snapshot(), expected) == 0)
    }
}

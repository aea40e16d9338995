import Foundation
import Testing

@testable import Flipbook

/// A CATransition on a layer: snapshots, drawing in place of the subtree, timing and bad input.
@MainActor @Suite(.serialized) struct CATransitionLayerTests {
    /// A visible 120×180 window whose `container` shows the list screen.
    func scene() -> (window: UIWindow, container: UIView, list: UIView, recorder: FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 180))
        window.backgroundColor = .black
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let list = TestScreenViews.make(.list)
        container.addSubview(list)
        window.makeKeyAndVisible()
        return (window, container, list, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    /// Replaces the list screen by the detail screen (what a push with animated: false does to the views).
    func swapScreens(_ s: (window: UIWindow, container: UIView, list: UIView, recorder: FrameRecorder)) {
        s.list.removeFromSuperview()
        s.container.addSubview(TestScreenViews.make(.detail))
    }

    func transition(
        _ type: CATransitionType, _ subtype: CATransitionSubtype? = .fromRight,
        duration: CFTimeInterval = 1
    ) -> CATransition {
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = duration
        return t
    }

    func at(_ time: CFTimeInterval, _ recorder: FrameRecorder) -> Bitmap {
        VirtualClock.shared.advance(to: time)
        return recorder.snapshot()
    }

    @Test func theEffectIsDrawnInPlaceOfTheLayerSubtree() throws {
        let s = scene()
        let before = s.recorder.snapshot()
        s.container.layer.add(transition(.push), forKey: "t")
        swapScreens(s)
        #expect(differingPixels(at(0, s.recorder), before) == 0) // 0 %: exactly the old rendering
        let half = at(0.5, s.recorder)
        let expected = try EffectRendering.frame(.push, .fromRight, progress: 0.5, background: .black)
        #expect(differingPixels(half, expected) == 0) // the effect's own frame, in place
        let end = at(1, s.recorder) // over: removed, the new subtree draws
        #expect(s.container.layer.animationKeys() == nil)
        #expect(
            differingPixels(end, try EffectRendering.frame(.push, .fromRight, progress: 1, background: .black)) == 0)
    }

    @Test func durationZeroMeansAQuarterSecond() throws {
        let s = scene()
        s.container.layer.add(transition(.fade, duration: 0), forKey: "t")
        swapScreens(s)
        _ = at(0, s.recorder)
        let t = try #require(s.container.layer.animation(forKey: "t") as? CATransition)
        #expect(t.progress(atLayerTime: 0.125) == 0.5)
        _ = at(0.2499, s.recorder)
        #expect(s.container.layer.animationKeys() == ["t"])
        _ = at(0.25, s.recorder)
        #expect(s.container.layer.animationKeys() == nil)
    }

    @Test func timingFunctionPacesTheProgress() throws {
        let s = scene()
        let fade = transition(.fade, duration: 0.8)
        fade.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        s.container.layer.add(fade, forKey: "t")
        swapScreens(s)
        _ = at(0, s.recorder)
        let t = try #require(s.container.layer.animation(forKey: "t") as? CATransition)
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        for time in [0.1, 0.2, 0.4, 0.7] {
            let p = try #require(t.progress(atLayerTime: time))
            #expect(abs(p - curve.value(at: time / 0.8)) < 1e-12)
        }
        #expect(try #require(t.progress(atLayerTime: 0.2)) < 0.25) // eased in: slower than linear at first
        // The frame shows that paced progress.
        let frame = at(0.2, s.recorder)
        let expected = try EffectRendering.frame(.fade, nil, progress: curve.value(at: 0.25), background: .black)
        #expect(differingPixels(frame, expected) == 0)
    }

    @Test func startAndEndProgressSelectPartOfTheEffect() throws {
        let s = scene()
        let push = transition(.push)
        push.startProgress = 0.25
        push.endProgress = 0.75
        s.container.layer.add(push, forKey: "t")
        swapScreens(s)
        let first = at(0, s.recorder)
        #expect(
            differingPixels(first, try EffectRendering.frame(.push, .fromRight, progress: 0.25, background: .black))
                == 0)
        let t = try #require(s.container.layer.animation(forKey: "t") as? CATransition)
        #expect(t.progress(atLayerTime: 0.5) == 0.5)
        #expect(t.progress(atLayerTime: 0.999).map { abs($0 - 0.7495) < 1e-12 } == true)
        _ = at(1, s.recorder)
        #expect(s.container.layer.animationKeys() == nil)
    }

    @Test func theLayerKeepsItsOwnClipOpacityAndPlacement() throws {
        // A 60×90 layer at (30, 40), clipping, half transparent: the effect stays inside it.
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 180))
        window.backgroundColor = .black
        let box = UIView(frame: CGRect(x: 30, y: 40, width: 60, height: 90))
        box.clipsToBounds = true
        box.alpha = 0.5
        let red = UIView(frame: box.bounds)
        red.backgroundColor = .red
        box.addSubview(red)
        window.addSubview(box)
        window.makeKeyAndVisible()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 2, threads: 1)
        box.layer.add(transition(.push), forKey: nil)
        red.removeFromSuperview()
        let blue = UIView(frame: box.bounds)
        blue.backgroundColor = .blue
        box.addSubview(blue)
        let frame = at(0.5, recorder)
        #expect(frame.width == 240 && frame.height == 360)
        // Left half of the box: the old red pushed out to the left, half transparent over black.
        #expect(frame[70, 170] == PremultipliedPixel(r: 128, g: 0, b: 0, a: 255))
        #expect(frame[170, 170] == PremultipliedPixel(r: 0, g: 0, b: 128, a: 255))
        // Outside the box nothing shows (clipped), although the slide carries content there.
        #expect(frame[40, 170] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        #expect(frame[200, 170] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
    }

    @Test func withoutClippingTheSlidingContentShowsOutsideTheLayer() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 180))
        window.backgroundColor = .black
        let box = UIView(frame: CGRect(x: 30, y: 40, width: 60, height: 90))
        let red = UIView(frame: box.bounds)
        red.backgroundColor = .red
        box.addSubview(red)
        window.addSubview(box)
        window.makeKeyAndVisible()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        box.layer.add(transition(.push), forKey: nil)
        red.removeFromSuperview()
        let frame = at(0.5, recorder)
        #expect(frame[10, 80] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)) // red, pushed half out
    }

    @Test func theDelegateHearsTheTransitionFinish() throws {
        final class Listener: NSObject, CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        let s = scene()
        let listener = Listener()
        let t = transition(.cube, duration: 0.5)
        t.delegate = listener
        s.container.layer.add(t, forKey: nil)
        swapScreens(s)
        _ = at(0.49, s.recorder)
        #expect(listener.stops.isEmpty)
        _ = at(0.5, s.recorder)
        #expect(listener.stops == [true])
    }

    @Test func addingCopiesTheTransition() throws {
        let s = scene()
        let t = transition(.pageCurl, .fromTop, duration: 0.3)
        t.startProgress = 0.1
        t.endProgress = 0.9
        s.container.layer.add(t, forKey: "t")
        t.type = .fade
        let copy = try #require(s.container.layer.animation(forKey: "t") as? CATransition)
        #expect(copy !== t && copy.type == .pageCurl && copy.subtype == .fromTop)
        #expect(copy.startProgress == 0.1 && copy.endProgress == 0.9 && copy.duration == 0.3)
    }

    @Test func anUnknownTypeIsThrownByTheRecorderAndTheLayerChangesWithoutAnEffect() throws {
        let s = scene()
        s.container.layer.name = "container"
        let t = transition(CATransitionType(rawValue: "swirl"))
        s.container.layer.add(t, forKey: "t")
        swapScreens(s)
        let after = s.recorder.snapshot()
        #expect(differingPixels(after, try EffectRendering.frame(.fade, nil, progress: 1, background: .black)) == 0)
        #expect(throws: CATransitionLayerError(error: .unknownType("swirl"), layerName: "container")) {
            try s.recorder.advance(seconds: 0.1)
        }
        try s.recorder.advance(seconds: 0.1) // reported once
        let message = CATransitionLayerError(error: .unknownType("swirl"), layerName: "container").description
        #expect(message.contains("unknown type \"swirl\"") && message.contains("\"container\""))
    }

    @Test(arguments: [(Float(-0.1), Float(1)), (0.5, 0.4), (0, 1.5), (.nan, 1), (0, .infinity)])
    func aBadProgressRangeIsAClearError(range: (Float, Float)) {
        let t = transition(.push)
        t.startProgress = range.0
        t.endProgress = range.1
        #expect(throws: CATransitionError.self) { try t.validate() }
    }

    @Test func badDurationAndSubtypeAreClearErrors() {
        let t = transition(.push)
        t.duration = -1
        #expect(throws: CATransitionError.invalidDuration(-1)) { try t.validate() }
        t.duration = 1
        t.subtype = CATransitionSubtype(rawValue: "fromMiddle")
        #expect(throws: CATransitionError.unknownSubtype("fromMiddle")) { try t.validate() }
        t.subtype = nil
        #expect(throws: Never.self) { try t.validate() }
    }
}

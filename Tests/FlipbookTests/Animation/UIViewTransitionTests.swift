import Foundation
import Testing

@testable import Flipbook

/// View transitions, checked on rendered pixels (not goldens): dissolves blend, flips turn.
@MainActor @Suite struct UIViewTransitionTests {
    let clock = VirtualClock.shared

    /// A 100×100 window (scale 1, black background) holding a 60×60 container at (20, 20) with a red subview.
    func scene() -> (FrameRecorder, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let container = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
        let red = UIView(frame: container.bounds)
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        container.addSubview(red)
        window.addSubview(container)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        return (recorder, container, red)
    }

    func blue(_ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        return view
    }

    @Test func crossDissolveBlendsOldAndNew() throws {
        clock.reset()
        let (recorder, container, red) = scene()
        var log: [String] = []
        UIView.transition(
            from: red, to: blue(container.bounds), duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            completion: { log.append("done(\($0))@\(CACurrentMediaTime())") })
        #expect(red.superview == nil)
        #expect(recorder.snapshot()[50, 50] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        try recorder.advance(seconds: 0.25)
        let quarter = recorder.snapshot()[50, 50]
        #expect(abs(Int(quarter.r) - 191) <= 1 && quarter.g == 0 && abs(Int(quarter.b) - 64) <= 1)
        try recorder.advance(seconds: 0.25)
        let half = recorder.snapshot()[50, 50]
        #expect(abs(Int(half.r) - 128) <= 1 && abs(Int(half.b) - 128) <= 1)
        #expect(recorder.snapshot()[10, 10] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)) // outside: untouched
        try recorder.advance(seconds: 0.6)
        #expect(recorder.snapshot()[50, 50] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(log == ["done(true)@1.0"])
        #expect(container.layer.sublayers?.count == 1) // the snapshot is gone
    }

    @Test func transitionWithViewRunsTheChangesInstantly() throws {
        clock.reset()
        let (recorder, container, red) = scene()
        UIView.transition(
            with: container, duration: 0.5, options: .transitionCrossDissolve,
            animations: {
                red.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
                red.center.x += 10
            })
        #expect(red.layer.animationKeys() == nil)
        try recorder.advance(seconds: 0.25)
        let mid = recorder.snapshot()[50, 50]
        #expect(mid.r > 60 && mid.g > 60 && mid.b == 0)
    }

    @Test(arguments: [
        UIView.AnimationOptions.transitionFlipFromLeft, .transitionFlipFromRight,
        .transitionFlipFromTop, .transitionFlipFromBottom,
    ])
    func flipsTurnTheContainer(style: UIView.AnimationOptions) throws {
        clock.reset()
        let (recorder, container, red) = scene()
        let horizontal = style == .transitionFlipFromTop || style == .transitionFlipFromBottom
        var finished: Bool?
        UIView.transition(
            from: red, to: blue(container.bounds), duration: 1, options: [style, .curveLinear],
            completion: { finished = $0 })
        try recorder.advance(seconds: 0.25)
        var frame = recorder.snapshot()
        // A quarter of the way (45°): the old (red) face, narrower along the turning direction.
        #expect(frame[50, 50].r == 255 && frame[50, 50].b == 0)
        let edge = horizontal ? frame[50, 23] : frame[23, 50]
        #expect(edge == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))
        try recorder.advance(seconds: 0.5)
        frame = recorder.snapshot()
        // Three quarters (135°): the new (blue) face.
        #expect(frame[50, 50].b == 255 && frame[50, 50].r == 0)
        try recorder.advance(seconds: 0.5)
        #expect(recorder.snapshot()[50, 50] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(finished == true)
    }

    /// In perspective the nearer edge looks longer: the side named in the style comes toward the viewer.
    @Test(arguments: [
        (UIView.AnimationOptions.transitionFlipFromLeft, "left"), (.transitionFlipFromRight, "right"),
        (.transitionFlipFromTop, "top"), (.transitionFlipFromBottom, "bottom"),
    ])
    func flipBringsTheNamedSideForward(style: UIView.AnimationOptions, side: String) throws {
        clock.reset()
        let (recorder, container, red) = scene()
        UIView.transition(from: red, to: blue(container.bounds), duration: 1, options: [style, .curveLinear])
        try recorder.advance(seconds: 0.25)
        let frame = recorder.snapshot()
        let vertical = side == "left" || side == "right"
        // Extent of the red face across each column (left/right) or row (top/bottom).
        func extent(_ i: Int) -> Int { (0..<100).filter { (vertical ? frame[i, $0] : frame[$0, i]).r > 128 }.count }
        let lines = (0..<100).filter { extent($0) > 0 }
        let first = extent(lines.first! + 1)
        let last = extent(lines.last! - 1)
        let named = (side == "left" || side == "top") ? first : last
        let other = (side == "left" || side == "top") ? last : first
        #expect(named > other, "\(side): \(named) vs \(other)")
    }

    @Test func noStyleZeroDurationAndMissingSuperview() throws {
        clock.reset()
        let (recorder, container, red) = scene()
        defer { withExtendedLifetime(recorder) {} }
        UIView.transition(with: container, duration: 1, options: .curveLinear, animations: { red.alpha = 0 })
        #expect(red.layer.animationKeys() == ["opacity"]) // an ordinary animation block
        var done = 0
        UIView.transition(
            with: container, duration: 0, options: .transitionFlipFromLeft, animations: { red.alpha = 1 },
            completion: { _ in done += 1 })
        #expect(container.layer.superlayer?.sublayers?.count == 1) // no flip stage
        let orphan = UIView(frame: .zero)
        UIView.transition(
            from: orphan, to: blue(.zero), duration: 1, options: .transitionCrossDissolve,
            completion: { _ in done += 1 })
        clock.advance(by: 0.01)
        #expect(done == 2)
    }

    /// Curl up: the old (red) page curls up from the bottom-right and rolls away over the top, uncovering
    /// the new (blue) content; curl down: the new page unrolls down from the top over the old.
    @Test(arguments: [true, false])
    func curlsRollAPage(up: Bool) throws {
        clock.reset()
        let (recorder, container, red) = scene()
        var log: [Bool] = []
        let style: UIView.AnimationOptions = up ? .transitionCurlUp : .transitionCurlDown
        UIView.transition(
            from: red, to: blue(container.bounds), duration: 1, options: [style, .curveLinear],
            completion: { log.append($0) })
        let redPixel = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)
        let bluePixel = PremultipliedPixel(r: 0, g: 0, b: 255, a: 255)
        let black = PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)
        var frame = recorder.snapshot()
        for y in 20..<80 { for x in 20..<80 { #expect(frame[x, y] == redPixel, "t = 0 (\(x), \(y))") } }
        try recorder.advance(seconds: 0.5)
        frame = recorder.snapshot()
        // Half-way half the content is uncovered: the top-left corner is flat page, the lower-right uncovered.
        let page = up ? redPixel : bluePixel
        let under = up ? bluePixel : redPixel
        #expect(frame[22, 22] == page, "flat page at the top-left")
        #expect(frame[75, 75] == under, "uncovered at the bottom-right")
        // The rolled-over flap shows the back of the page: its colour washed towards white.
        let back = frame[40, 38]
        if up {
            #expect(back.r > 200 && back.g > 120 && back.g < 230 && back.b > 120, "\(back)")
        } else {
            #expect(back.b > 200 && back.g > 120 && back.g < 230 && back.r > 120, "\(back)")
        }
        // The fold's shadow darkens the uncovered content just below the bulge.
        let shadowed = frame[50, 55]
        #expect(
            up
                ? (shadowed.b < 250 && shadowed.b > 100 && shadowed.r == 0)
                : (shadowed.r < 250 && shadowed.r > 100 && shadowed.b == 0),
            "\(shadowed)")
        #expect(frame[10, 10] == black && frame[90, 90] == black, "outside the view: untouched")
        #expect(log.isEmpty)
        try recorder.advance(seconds: 0.5)
        frame = recorder.snapshot()
        for y in 20..<80 { for x in 20..<80 { #expect(frame[x, y] == bluePixel, "end (\(x), \(y))") } }
        try recorder.advance(seconds: 0.5)
        #expect(log == [true])
        #expect(container.layer.animationKeys() == nil)
        #expect(red.superview == nil && container.subviews.count == 1)
    }

    /// The curve in the options paces the curl: ease-in has uncovered less than linear half-way.
    @Test func curlFollowsTheCurve() throws {
        func uncoveredHalfWay(_ curve: UIView.AnimationOptions) throws -> Int {
            clock.reset()
            let (recorder, container, red) = scene()
            UIView.transition(from: red, to: blue(container.bounds), duration: 1, options: [.transitionCurlUp, curve])
            try recorder.advance(seconds: 0.5)
            let frame = recorder.snapshot()
            let blue = PremultipliedPixel(r: 0, g: 0, b: 255, a: 255)
            return (20..<80).reduce(0) { count, y in count + (20..<80).filter { frame[$0, y] == blue }.count }
        }
        let easeIn = try uncoveredHalfWay(.curveEaseIn)
        let linear = try uncoveredHalfWay(.curveLinear)
        #expect(easeIn > 0 && easeIn * 3 / 2 < linear, "uncovered pixels: ease-in \(easeIn), linear \(linear)")
    }

    /// `transition(with:)` curls the view's own content; removing the curl early finishes with false.
    @Test func curlWithViewAndInterruption() throws {
        clock.reset()
        let (recorder, container, red) = scene()
        var log: [Bool] = []
        UIView.transition(
            with: container, duration: 1, options: .transitionCurlDown,
            animations: {
                red.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
            }, completion: { log.append($0) })
        #expect(red.layer.animationKeys() == nil)
        #expect(container.layer.animationKeys() == ["flipbook.transition.curl"])
        try recorder.advance(seconds: 0.5)
        #expect(recorder.snapshot()[25, 25].g == 255, "the new (green) page comes down from the top")
        #expect(recorder.snapshot()[75, 75].r == 255, "the old (red) content is still below")
        container.layer.removeAnimation(forKey: "flipbook.transition.curl")
        try recorder.advance(seconds: 0.1)
        #expect(log == [false])
        #expect(recorder.snapshot()[75, 75] == PremultipliedPixel(r: 0, g: 255, b: 0, a: 255))
    }
}

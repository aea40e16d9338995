import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Rendered frames of animations in flight, compared with `Fixtures/Goldens/animation/`.
@MainActor @Suite struct AnimationGoldenTests {
    private func window(width: CGFloat, height: CGFloat) -> (UIWindow, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.backgroundColor = .white
        window.isHidden = false
        return (window, FrameRecorder(window: window, fps: 60, scale: 2, threads: 1))
    }

    private func block(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    /// Five squares slide 100 pt in 0.5 s: ease-in-out, ease-in, ease-out, linear, and a spring (damping 0.5).
    @Test func slideWithEachCurve() throws {
        let (w, recorder) = window(width: 150, height: 100)
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple]
        var squares: [UIView] = []
        for (row, color) in colors.enumerated() {
            w.addSubview(block(CGRect(x: 5, y: 5 + CGFloat(row) * 20, width: 100, height: 1), .systemGray4))
            let square = block(CGRect(x: 5, y: CGFloat(row) * 20 + 1, width: 18, height: 18), color)
            w.addSubview(square)
            squares.append(square)
        }
        let curves: [UIView.AnimationOptions] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
        for (square, curve) in zip(squares, curves) {
            UIView.animate(withDuration: 0.5, delay: 0, options: curve, animations: { square.center.x += 100 })
        }
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
            options: [], animations: { squares[4].center.x += 100 })
        for time in [0.1, 0.25, 0.4] {
            try recorder.advance(seconds: time - recorder.time)
            assertGolden(recorder.snapshot(), named: "slide-curves", at: time, suite: "animation")
        }
    }

    /// Seed 001 (KuGou): a page rotates by −90° about its bottom-left corner, expressed as a transform about
    /// its centre; half-way it has turned 45° and its translation has moved half-way.
    @Test func rotationAboutAnOffCentrePoint() throws {
        let (w, recorder) = window(width: 120, height: 120)
        let page = block(CGRect(x: 30, y: 10, width: 60, height: 80), .systemTeal)
        page.addSubview(block(CGRect(x: 5, y: 5, width: 20, height: 10), .systemRed))
        w.addSubview(page)
        let pivot = CGPoint(x: 30, y: 90) // bottom-left corner, in the window
        let dx = pivot.x - page.center.x
        let dy = pivot.y - page.center.y
        let turned = CGAffineTransform(translationX: dx, y: dy).rotated(by: -.pi / 2).translatedBy(x: -dx, y: -dy)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { page.transform = turned })
        for time in [0.5, 1.0] {
            try recorder.advance(seconds: time - recorder.time)
            assertGolden(recorder.snapshot(), named: "rotation-off-centre", at: time, suite: "animation")
        }
    }

    /// A group of overlapping views fades out together: at half alpha the overlap must not show through
    /// (the container is composited as one group).
    @Test func alphaFadeOfAGroup() throws {
        let (w, recorder) = window(width: 100, height: 80)
        let group = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
        group.addSubview(block(CGRect(x: 0, y: 0, width: 50, height: 50), .systemBlue))
        group.addSubview(block(CGRect(x: 30, y: 10, width: 50, height: 50), .systemYellow))
        w.addSubview(group)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { group.alpha = 0 })
        try recorder.advance(seconds: 0.5)
        assertGolden(recorder.snapshot(), named: "group-fade", at: 0.5, suite: "animation")
    }
}

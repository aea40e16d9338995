import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Scrolling is the bounds origin moving: offsets, insets, the pan and animated offsets (gliding and bouncing:
/// `UIScrollView+DecelerationTests`).
@MainActor @Suite struct UIScrollViewTests {
    final class ScrollLog: NSObject, UIScrollViewDelegate {
        var offsets: [CGFloat] = []
        var events: [String] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("didEndDragging(\(decelerate))")
        }
    }

    /// A 180 × 320 window filled by a scroll view whose 800-point content is stripes 100 points tall.
    func stripedScrollView() -> (UIWindow, UIScrollView) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 180, height: 320))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 180, height: 800)
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue]
        for index in 0..<8 {
            let stripe = UIView(frame: CGRect(x: 10, y: CGFloat(index) * 100, width: 160, height: 90))
            stripe.backgroundColor = colors[index % colors.count]
            scrollView.addSubview(stripe)
        }
        window.addSubview(scrollView)
        return (window, scrollView)
    }

    @Test func contentOffsetIsTheBoundsOrigin() {
        let (window, scrollView) = stripedScrollView()
        let log = ScrollLog()
        scrollView.delegate = log
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 120))
        #expect(scrollView.frame == window.bounds, "scrolling does not move the scroll view")
        let second = scrollView.subviews[1]
        #expect(second.convert(CGPoint.zero, to: window) == CGPoint(x: 10, y: -20))
        #expect(log.offsets == [120])
        assertGolden(
            FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot(), named: "scroll-view-offset",
            suite: "uikit")
    }

    @Test func aDragThatHoldsStillBeforeLiftingStopsWithTheFinger() throws {
        let (window, scrollView) = stripedScrollView()
        let log = ScrollLog()
        scrollView.delegate = log
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let finger = try recorder.drag(
            from: CGPoint(x: 90, y: 300), to: CGPoint(x: 90, y: 100), duration: 0.2, ending: .hold)
        try recorder.drag(finger, through: [CGPoint(x: 90, y: 100)], duration: 0.1)
        let afterFirst = scrollView.contentOffset.y
        #expect(afterFirst > 180 && afterFirst <= 200, "follows the finger: \(afterFirst)")
        #expect(log.events == ["willBeginDragging", "didEndDragging(false)"])
        VirtualClock.shared.advance(by: 0.5)
        #expect(scrollView.contentOffset.y == afterFirst, "a finger at rest leaves nothing to glide")
        #expect(!scrollView.isDecelerating)
    }

    @Test func alwaysBounceHorizontalLetsASidewaysDragPullContentNoWiderThanTheView() throws {
        let (window, scrollView) = stripedScrollView()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let finger = try recorder.drag(
            from: CGPoint(x: 40, y: 160), to: CGPoint(x: 140, y: 160), duration: 0.2, ending: .hold)
        #expect(scrollView.contentOffset.x == 0, "without alwaysBounceHorizontal the content is not pulled sideways")
        try recorder.drag(finger, through: [CGPoint(x: 140, y: 160)], duration: 0.1)

        scrollView.alwaysBounceHorizontal = true
        let pull = try recorder.drag(
            from: CGPoint(x: 40, y: 160), to: CGPoint(x: 140, y: 160), duration: 0.2, ending: .hold)
        let pulled = scrollView.contentOffset.x
        #expect(pulled < -10 && pulled > -100, "rubber-banded: less than the finger's 100 pt: \(pulled)")
        #expect(scrollView.contentOffset.y == 0)
        try recorder.drag(pull, through: [CGPoint(x: 140, y: 160)], duration: 0.1)
        VirtualClock.shared.advance(by: 2)
        #expect(scrollView.contentOffset.x == 0, "springs back to the edge")
    }

    @Test func withoutBouncesADragStopsAtTheEdges() throws {
        let (window, scrollView) = stripedScrollView()
        scrollView.bounces = false
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 90, y: 300), to: CGPoint(x: 90, y: -700), duration: 0.2)
        #expect(scrollView.contentOffset.y == 480, "clamped at the end of the content: 800 - 320")
        VirtualClock.shared.advance(by: 2)
        #expect(scrollView.contentOffset.y == 480)
        try recorder.drag(from: CGPoint(x: 90, y: 10), to: CGPoint(x: 90, y: 1000), duration: 0.2)
        #expect(scrollView.contentOffset.y == 0, "clamped at the top")
        VirtualClock.shared.advance(by: 2)
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func insetsWidenTheScrollableRange() {
        let (_, scrollView) = stripedScrollView()
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scrollView.adjustedContentInset == scrollView.contentInset, "no safe area in a short window")
        #expect(scrollView.scrollableOffsets.min == CGPoint(x: 0, y: -20))
        #expect(scrollView.scrollableOffsets.max == CGPoint(x: 0, y: 510))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
    }

    @Test func animatedOffsetSlidesTheContent() {
        let (_, scrollView) = stripedScrollView()
        scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
        #expect(scrollView.contentOffset.y == 200)
        VirtualClock.shared.advance(by: 0.15)
        #expect(abs(scrollView.layer.presentation()!.bounds.minY - 100) < 1e-6, "halfway through ease in-out")
    }
}

import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// A flick glides on after the finger lifts: checked against the projection `offset + v·d/(1 − d)` (v in points
/// per millisecond, d the deceleration rate) and the exponential approach `1 − dᵗ`, not against recorded output.
@MainActor @Suite struct UIScrollViewDecelerationTests {
    final class GlideLog: NSObject, UIScrollViewDelegate {
        var events: [String] = []
        var offsets: [CGFloat] = []
        var velocity: CGPoint?
        var proposedTarget: CGPoint?
        /// Replaces the target when set.
        var newTarget: CGPoint?
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            events.append("willEndDragging")
            self.velocity = velocity
            proposedTarget = targetContentOffset.pointee
            if let newTarget { targetContentOffset.pointee = newTarget }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    }

    /// A 180 × 320 window filled by a scroll view with `height` points of striped content.
    func stage(contentHeight height: CGFloat = 4000) -> (FrameRecorder, UIScrollView, GlideLog) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 180, height: 320))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 180, height: height)
        for index in 0..<Int(height / 100) {
            let stripe = UIView(frame: CGRect(x: 10, y: CGFloat(index) * 100, width: 160, height: 90))
            stripe.backgroundColor = index % 2 == 0 ? .systemBlue : .systemOrange
            scrollView.addSubview(stripe)
        }
        window.addSubview(scrollView)
        let log = GlideLog()
        scrollView.delegate = log
        return (FrameRecorder(window: window, fps: 60, scale: 1, threads: 1), scrollView, log)
    }

    /// The flick used below: the finger moves up 200 points in 0.2 s (1,000 points per second) and lifts moving.
    func flickUp(_ recorder: FrameRecorder) throws {
        try recorder.drag(from: CGPoint(x: 90, y: 300), to: CGPoint(x: 90, y: 100), duration: 0.2)
    }

    @Test func aFlickGlidesToTheProjectedOffset() throws {
        let (recorder, scrollView, log) = stage()
        try flickUp(recorder)
        let lift = scrollView.contentOffset.y
        #expect(lift == 200)
        let velocity = try #require(log.velocity)
        #expect(abs(velocity.y - 1) < 1e-9, "points per millisecond, along the offset: \(velocity)")
        #expect(velocity.x == 0, "the content cannot scroll sideways")
        let d = 0.998
        let projected = lift + 1 * d / (1 - d)
        #expect(abs(try #require(log.proposedTarget).y - projected) < 1e-9, "200 + 499")
        #expect(log.events == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        #expect(scrollView.isDecelerating && !scrollView.isDragging)

        VirtualClock.shared.advance(by: 0.5)
        let expected = lift + (projected - lift) * (1 - pow(d, 500))
        #expect(abs(scrollView.contentOffset.y - expected) < 1e-6, "\(scrollView.contentOffset.y) vs \(expected)")

        VirtualClock.shared.advance(by: 2.5)
        #expect(scrollView.isDecelerating, "a normal glide of 499 points lasts over three seconds")
        VirtualClock.shared.advance(by: 2)
        #expect(abs(scrollView.contentOffset.y - projected) < 1e-9)
        #expect(!scrollView.isDecelerating)
        #expect(log.events.last == "didEndDecelerating")
        #expect(log.events.filter { $0 == "didEndDecelerating" }.count == 1)
        #expect(zip(log.offsets, log.offsets.dropFirst()).allSatisfy { $0 < $1 }, "slows down without reversing")
    }

    @Test func theFastRateGlidesAShorterWay() throws {
        let (recorder, scrollView, log) = stage()
        scrollView.decelerationRate = .fast
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        try flickUp(recorder)
        let d = 0.99
        #expect(abs(try #require(log.proposedTarget).y - (200 + d / (1 - d))) < 1e-9, "200 + 99")
        VirtualClock.shared.advance(by: 0.1)
        #expect(abs(scrollView.contentOffset.y - (200 + 99 * (1 - pow(d, 100)))) < 1e-6)
        VirtualClock.shared.advance(by: 1)
        #expect(abs(scrollView.contentOffset.y - 299) < 1e-9)
        #expect(!scrollView.isDecelerating)
    }

    @Test func theDelegateMovesTheTarget() throws {
        let (recorder, scrollView, log) = stage()
        log.newTarget = CGPoint(x: 0, y: 350)
        try flickUp(recorder)
        VirtualClock.shared.advance(by: 0.3)
        #expect(abs(scrollView.contentOffset.y - (200 + 150 * (1 - pow(0.998, 300)))) < 1e-6)
        VirtualClock.shared.advance(by: 4)
        #expect(scrollView.contentOffset.y == 350)
        #expect(log.events.last == "didEndDecelerating")
    }

    @Test func aFlickPastTheEndBouncesBack() throws {
        let (recorder, scrollView, log) = stage(contentHeight: 800)
        try flickUp(recorder)
        #expect(try #require(log.proposedTarget).y == 480, "the target stays within the content: 800 − 320")
        VirtualClock.shared.advance(by: 3)
        // It crosses 480 at (699 − 480)·(−ln 0.998) points per millisecond; a critically damped spring (ω = 0.01
        // per millisecond) started at that speed v peaks v/(ω·e) beyond the edge.
        let crossing = (699 - 480) * -Foundation.log(0.998)
        let peak = 480 + crossing / (0.01 * exp(1))
        let furthest = try #require(log.offsets.max())
        #expect(abs(furthest - peak) < 0.5, "overshoots and comes back: \(furthest) vs \(peak)")
        #expect(scrollView.contentOffset.y == 480)
        #expect(!scrollView.isDecelerating)
    }

    @Test func withoutBouncesAFlickStopsAtTheEnd() throws {
        let (recorder, scrollView, log) = stage(contentHeight: 800)
        scrollView.bounces = false
        try flickUp(recorder)
        VirtualClock.shared.advance(by: 3)
        #expect(try #require(log.offsets.max()) == 480)
        #expect(scrollView.contentOffset.y == 480)
        #expect(log.events.last == "didEndDecelerating")
    }

    @Test func aDragPastTheTopRubberBandsAndSpringsBack() throws {
        let (recorder, scrollView, _) = stage()
        let finger = try recorder.drag(
            from: CGPoint(x: 90, y: 20), to: CGPoint(x: 90, y: 120), duration: 0.2, ending: .hold)
        // UIKit's rubber band: x pulled d points in a view D long moves (1 − 1/(d·0.55/D + 1))·D.
        let pulled: CGFloat = 100
        let expected = -(1 - 1 / (pulled * 0.55 / 320 + 1)) * 320
        #expect(abs(scrollView.contentOffset.y - expected) < 1e-9, "\(scrollView.contentOffset.y) vs \(expected)")
        try recorder.drag(finger, through: [CGPoint(x: 90, y: 120)], duration: 0.1)
        #expect(scrollView.isDecelerating, "released beyond the top: springs back")
        VirtualClock.shared.advance(by: 0.1)
        #expect(scrollView.contentOffset.y > expected && scrollView.contentOffset.y < 0)
        VirtualClock.shared.advance(by: 2)
        #expect(scrollView.contentOffset.y == 0)
        #expect(!scrollView.isDecelerating)
    }

    @Test func pagingSettlesOnAPageBoundary() throws {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 180, height: 320))
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 180 * 5, height: 320)
        scrollView.isPagingEnabled = true
        window.addSubview(scrollView)
        let log = GlideLog()
        scrollView.delegate = log
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)

        let slow = try recorder.drag(
            from: CGPoint(x: 150, y: 160), to: CGPoint(x: 90, y: 160), duration: 0.2, ending: .hold)
        try recorder.drag(slow, through: [CGPoint(x: 90, y: 160)], duration: 0.1)
        #expect(log.proposedTarget == .zero, "a third of a page, at rest: back to the first page")
        try recorder.advance(seconds: 1)
        #expect(scrollView.contentOffset == .zero)

        try recorder.drag(from: CGPoint(x: 150, y: 160), to: CGPoint(x: 90, y: 160), duration: 0.1)
        #expect(log.proposedTarget == CGPoint(x: 180, y: 0), "a flick turns one page, however fast")
        VirtualClock.shared.advance(by: 1)
        #expect(scrollView.contentOffset == CGPoint(x: 180, y: 0))
        #expect(log.events.last == "didEndDecelerating")
    }

    @Test func aTouchStopsTheGlide() throws {
        let (recorder, scrollView, log) = stage()
        try flickUp(recorder)
        VirtualClock.shared.advance(by: 0.3)
        let finger = try recorder.drag(through: [CGPoint(x: 90, y: 200)], duration: 0, ending: .hold)
        let stopped = scrollView.contentOffset.y
        #expect(!scrollView.isDecelerating)
        VirtualClock.shared.advance(by: 1)
        #expect(scrollView.contentOffset.y == stopped)
        try recorder.drag(finger, through: [CGPoint(x: 90, y: 200)], duration: 0.05)
        #expect(!log.events.contains("didEndDecelerating"), "a stopped glide does not end by itself")
    }

    @Test func theSameFlickGlidesTheSameWay() throws {
        func offsets() throws -> [CGFloat] {
            let (recorder, _, log) = stage(contentHeight: 800)
            try flickUp(recorder)
            VirtualClock.shared.advance(by: 3)
            return log.offsets
        }
        let first = try offsets()
        #expect(first.count > 60)
        #expect(try offsets() == first)
    }
}

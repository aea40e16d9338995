import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// A finger turning the pages of a right-to-left book (the spine at the far edge, `.max`): it drags the page's
/// free left edge rightwards, towards the spine, to go forward, and leftwards to go back, and the curl follows it
/// as the near spine's curl follows a finger mirrored.
@MainActor
@Suite struct UIPageViewControllerGestureTests {
    @Test func draggingRightPastHalfTurnsForwardFollowingTheFinger() throws {
        try World().run {
            let (controller, source, recorder) = curlBook(spine: .max)
            let finger = try recorder.drag(
                from: CGPoint(x: 20, y: 700), to: CGPoint(x: 250, y: 650), duration: 0.4, ending: .hold)
            #expect(source.log == ["will page 1"])
            let turn = try #require(controller.turn)
            #expect(turn.forward)
            #expect(abs(turn.progress - 230 / controller.pageHost.bounds.width) < 0.01, "the curl follows the finger")
            try recorder.drag(finger, through: [CGPoint(x: 260, y: 650)], duration: 0.1)
            try recorder.advance(seconds: 0.6)
            #expect(controller.viewControllers?.first === source.pages[1])
            #expect(source.log == ["will page 1", "did true page 0 true"])
            #expect(source.pages[0].parent == nil && source.pages[1].view.superview === controller.pageHost)
        }
    }

    @Test func aShortSlowDragGoesBackAndAShortFlickTurns() throws {
        try World().run {
            let (controller, source, recorder) = curlBook(spine: .max)
            try recorder.drag(from: CGPoint(x: 20, y: 700), to: CGPoint(x: 90, y: 700), duration: 1)
            try recorder.advance(seconds: 0.6)
            #expect(controller.viewControllers?.first === source.pages[0])
            #expect(source.log == ["will page 1", "did true page 0 false"])
            #expect(source.pages[1].parent == nil)
            try recorder.drag(from: CGPoint(x: 20, y: 700), to: CGPoint(x: 80, y: 700), duration: 0.05)
            try recorder.advance(seconds: 0.6)
            #expect(controller.viewControllers?.first === source.pages[1], "a flick towards the spine turns")
        }
    }

    @Test func draggingLeftTurnsBackAndTheFirstPageTurnsNowhere() throws {
        try World().run {
            let (controller, source, recorder) = curlBook(spine: .max)
            try recorder.drag(from: CGPoint(x: 370, y: 700), to: CGPoint(x: 60, y: 700), duration: 0.4)
            try recorder.advance(seconds: 0.6)
            #expect(source.log.isEmpty, "nothing before page 0")
            controller.setViewControllers([source.pages[2]], direction: .forward, animated: false)
            try recorder.drag(from: CGPoint(x: 370, y: 700), to: CGPoint(x: 100, y: 650), duration: 0.4)
            try recorder.advance(seconds: 0.6)
            #expect(source.log == ["will page 1", "did true page 2 true"])
            #expect(controller.viewControllers?.first === source.pages[1])
        }
    }

    @Test func theFingerDrivenCurlIsTheNearSpinesMirrored() throws {
        try World().run {
            let (_, _, farRecorder) = curlBook(spine: .max)
            try farRecorder.drag(
                from: CGPoint(x: 20, y: 700), to: CGPoint(x: 180, y: 700), duration: 0.4, ending: .hold)
            let (_, _, nearRecorder) = curlBook(spine: .min)
            try nearRecorder.drag(
                from: CGPoint(x: 370, y: 700), to: CGPoint(x: 210, y: 700), duration: 0.4, ending: .hold)
            #expect(mirrorMismatch(farRecorder.snapshot(), nearRecorder.snapshot()) < 0.002)
        }
    }

    @Test func aDoubleSidedPageShowsItsBackAsItCurlsTowardsTheSpine() throws {
        try World().run {
            let (controller, source, recorder) = curlBook(spine: .max, doubleSided: true)
            let finger = try recorder.drag(
                from: CGPoint(x: 30, y: 700), to: CGPoint(x: 230, y: 600), duration: 0.4, ending: .hold)
            #expect(source.log == ["will page 2,page 1"])
            let frame = recorder.snapshot()
            // The back (orange) lies over the right of the page still flat (blue); the next front (green) shows
            // at the left.
            #expect(strongestChannel(frame, 2, 780) == "g" && strongestChannel(frame, 387, 100) == "b")
            assertGolden(frame, named: "page-curl-max-spine-double-sided-drag", at: 0.4, suite: "pages")
            try recorder.drag(finger, through: [CGPoint(x: 300, y: 600)], duration: 0.1)
            try recorder.advance(seconds: 0.6)
            #expect(controller.viewControllers?.map(\.title) == ["page 2", "page 1"])
        }
    }
}

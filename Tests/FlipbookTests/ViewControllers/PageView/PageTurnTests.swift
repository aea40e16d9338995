import FlipbookTesting
import Foundation
import Testing

@testable import Flipbook

/// Animated page curls (`setViewControllers(_:direction:animated:completion:)`) with the spine at the far edge
/// (`.max`, a right-to-left book): each frame is the same turn with the spine at the near edge (`.min`) mirrored.
@MainActor
@Suite struct PageTurnTests {
    /// Turns the book one page `direction` (from page 1) with the spine at `spine`, and returns the frame
    /// `seconds` into the turn and the pages shown once it ended.
    private func animatedTurn(
        spine: UIPageViewController.SpineLocation, _ orientation: UIPageViewController.NavigationOrientation,
        _ direction: UIPageViewController.NavigationDirection, at seconds: TimeInterval
    ) throws -> (Bitmap, [String]) {
        let (controller, source, recorder) = curlBook(spine: spine, orientation, showing: 1)
        try recorder.advance(seconds: 0)
        var finished: Bool?
        let target = direction == .forward ? 2 : 0
        controller.setViewControllers([source.pages[target]], direction: direction, animated: true) { finished = $0 }
        try recorder.advance(seconds: seconds)
        let frame = recorder.snapshot()
        try recorder.advance(seconds: 0.7)
        #expect(finished == true)
        #expect(controller.turn == nil && controller.pageHost.subviews.count == 1)
        #expect(source.pages[target].view.frame == controller.pageHost.bounds)
        return (frame, controller.viewControllers?.compactMap(\.title) ?? [])
    }

    @Test func anAnimatedForwardTurnAtTheFarSpineIsTheNearOneMirrored() throws {
        try World().run {
            let (far, farPages) = try animatedTurn(spine: .max, .horizontal, .forward, at: 0.1)
            let (near, _) = try animatedTurn(spine: .min, .horizontal, .forward, at: 0.1)
            #expect(farPages == ["page 2"])
            // Going forward the page (orange) lifts at its free edge, the left one, and the next page (green) shows
            // there first; the near spine's turn uncovers the right edge instead.
            #expect(strongestChannel(far, 2, 780) == "g" && strongestChannel(far, 387, 100) == "r")
            #expect(strongestChannel(near, 387, 780) == "g" && strongestChannel(near, 2, 100) == "r")
            #expect(mirrorMismatch(far, near) < 0.002)
            assertGolden(far, named: "page-curl-max-spine-forward", at: 0.1, suite: "pages")
        }
    }

    @Test func anAnimatedBackwardTurnAtTheFarSpineUncurlsFromTheSpineMirrored() throws {
        try World().run {
            let (far, farPages) = try animatedTurn(spine: .max, .horizontal, .reverse, at: 0.25)
            let (near, _) = try animatedTurn(spine: .min, .horizontal, .reverse, at: 0.25)
            #expect(farPages == ["page 0"])
            #expect(mirrorMismatch(far, near) < 0.002)
            #expect(mirrorMismatch(far, far) > 0.02, "the curl is not its own mirror image: the test can tell")
        }
    }

    @Test func aVerticalBookWithItsSpineAtTheBottomTurnsAsTheTopSpinesMirror() throws {
        try World().run {
            let (far, farPages) = try animatedTurn(spine: .max, .vertical, .forward, at: 0.1)
            let (near, _) = try animatedTurn(spine: .min, .vertical, .forward, at: 0.1)
            #expect(farPages == ["page 2"])
            #expect(mirrorMismatch(far, near, vertically: true) < 0.002)
            #expect(mirrorMismatch(far, near) > 0.02)
        }
    }
}

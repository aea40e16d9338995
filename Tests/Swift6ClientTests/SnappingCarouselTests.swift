import Flipbook
import Foundation
import Testing

/// The corpus's snapping carousel: a flick glides at the fast rate and comes to rest on the card edge its
/// delegate chose from the projected rest `offset + v·d/(1 − d)`.
@MainActor
@Suite struct SnappingCarouselTests {
    @Test func aFlickComesToRestOnTheNextCardEdge() throws {
        let carousel = SnappingCarouselViewController()
        let window = makeClientWindow(root: carousel)
        window.layoutIfNeeded()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        // 90 points to the left in 0.15 s: the finger lifts at 600 points per second.
        try recorder.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 60, y: 120), duration: 0.15)
        let lift = carousel.scrollView.contentOffset.x
        #expect(lift == 90)
        #expect(carousel.scrollView.isDecelerating)
        let projected = lift + 0.6 * 0.99 / (1 - 0.99)
        let expected = (projected / carousel.pitch).rounded(.up) * carousel.pitch
        try recorder.advance(seconds: 2)
        #expect(carousel.scrollView.contentOffset.x == expected, "card 2's edge: \(expected)")
        #expect(carousel.restingCards == [2])
        #expect(!carousel.scrollView.isDecelerating)
        #expect(carousel.scrollView.contentOffset.y == 0, "the carousel does not scroll vertically")
    }
}

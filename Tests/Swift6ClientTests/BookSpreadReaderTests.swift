import Flipbook
import Testing

/// The corpus's two-page spread: a finger curls the right page over the spine, and code turns to the next spread.
@MainActor
@Suite struct BookSpreadReaderTests {
    @Test func theRightPageCurlsOverTheSpineAndCodeTurnsTheNextSpread() throws {
        let reader = BookSpreadViewController()
        let window = makeClientWindow(width: 340, height: 200, root: reader)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        #expect(reader.spineLocation == .mid && reader.isDoubleSided)
        let finger = try recorder.drag(
            from: CGPoint(x: 330, y: 190), to: CGPoint(x: 230, y: 150), duration: 0.25, ending: .hold)
        assertClientGolden(window, "book-spread-dragged", at: 0.25)
        try recorder.drag(finger, through: [CGPoint(x: 180, y: 150)], duration: 0.05)
        try recorder.advance(seconds: 0.6)
        #expect(reader.leftPageNumber == 2)
        #expect(reader.viewControllers?.count == 2)
        reader.turnToNextSpread()
        try recorder.advance(seconds: 1)
        #expect(reader.leftPageNumber == 4)
        #expect((reader.viewControllers?.last as? BookPageViewController)?.number == 5)
    }
}

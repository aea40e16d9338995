import Flipbook
import Testing

/// The corpus's book reader: a finger curls the page over to the next one, and a button turns one in code.
@MainActor
@Suite struct PageCurlReaderTests {
    @Test func aFingerCurlsThePageAndCodeTurnsTheNext() throws {
        let reader = BookReaderViewController()
        let window = makeClientWindow(root: reader)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let finger = try recorder.drag(
            from: CGPoint(x: 170, y: 200), to: CGPoint(x: 60, y: 190), duration: 0.25, ending: .hold)
        assertClientGolden(window, "page-curl-reader-dragged", at: 0.25)
        try recorder.drag(finger, through: [CGPoint(x: 20, y: 190)], duration: 0.05)
        try recorder.advance(seconds: 0.6)
        #expect(reader.pageNumber == 1)
        reader.turnToNextPage()
        try recorder.advance(seconds: 1)
        #expect(reader.pageNumber == 2)
        #expect((reader.viewControllers?.first as? BookPageViewController)?.number == 2)
    }
}

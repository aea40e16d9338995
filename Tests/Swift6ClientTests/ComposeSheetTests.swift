import Flipbook
import Testing

/// The corpus's compose sheet: a system page sheet that refuses the swipe while it holds a draft.
@MainActor
@Suite struct ComposeSheetTests {
    @Test func aDraftRefusesTheSwipeAndAnEmptySheetIsSwipedAway() throws {
        let inbox = ComposeInboxViewController()
        let window = makeClientWindow(root: inbox)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        inbox.startComposing()
        try recorder.advance(seconds: 0.6)
        #expect(inbox.compose.sheetPresentationController != nil)
        let top = inbox.compose.view.frame.minY
        #expect(top > 0 && top < window.bounds.height / 4, "a card near the top: \(top)")

        inbox.compose.hasDraft = true
        try recorder.drag(from: CGPoint(x: 60, y: top + 40), to: CGPoint(x: 60, y: top + 150), duration: 0.2)
        try recorder.advance(seconds: 0.6)
        #expect(inbox.events == ["confirm discard"])
        #expect(inbox.presentedViewController === inbox.compose)

        inbox.compose.hasDraft = false
        try recorder.drag(from: CGPoint(x: 60, y: top + 40), to: CGPoint(x: 60, y: top + 150), duration: 0.1)
        try recorder.advance(seconds: 0.6)
        #expect(inbox.events == ["confirm discard", "will dismiss", "did dismiss"])
        #expect(inbox.presentedViewController == nil)
    }
}

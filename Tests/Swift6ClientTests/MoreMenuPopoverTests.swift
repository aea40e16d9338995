import Flipbook
import Testing

/// The corpus's "more" menu: a popover from a bar button item that stays a popover on iPhone, dismissed by a
/// pick or a tap outside.
@MainActor
@Suite struct MoreMenuPopoverTests {
    private func stage() -> (screen: DocumentScreen, recorder: FrameRecorder) {
        let screen = DocumentScreen()
        let window = makeClientWindow(width: 390, height: 844, root: UINavigationController(rootViewController: screen))
        return (screen, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    @Test func theActionButtonOpensAPopoverUnderItself() throws {
        let (screen, recorder) = stage()
        let itemFrame = try #require(screen.moreItem.frame(in: recorder.window))
        try recorder.tap(at: CGPoint(x: itemFrame.midX, y: itemFrame.midY))
        try recorder.advance(seconds: 0.3)
        let menu = try #require(screen.presentedViewController as? MoreMenuViewController)
        let popover = try #require(menu.popoverPresentationController)
        #expect(popover.arrowDirection == .up)
        #expect(menu.view.frame.minY == itemFrame.maxY, "the arrow's tip on the button")
        #expect(menu.view.frame.size == CGSize(width: 200, height: 132 + 13), "its rows and the arrow")
        #expect(screen.log == ["prepare"])
    }

    @Test func aPickDismissesItAndATapOutsideToo() throws {
        let (screen, recorder) = stage()
        screen.showMore()
        try recorder.advance(seconds: 0.3)
        let menu = try #require(screen.presentedViewController)
        try recorder.tap(at: CGPoint(x: menu.view.frame.midX, y: menu.view.frame.maxY - 20))
        try recorder.advance(seconds: 0.3)
        #expect(screen.presentedViewController == nil)
        #expect(screen.log == ["prepare", "picked Delete"])
        screen.showMore()
        try recorder.advance(seconds: 0.3)
        try recorder.tap(at: CGPoint(x: 60, y: 700))
        try recorder.advance(seconds: 0.3)
        #expect(screen.presentedViewController == nil)
        #expect(screen.log == ["prepare", "picked Delete", "prepare", "dismissed outside"])
    }
}

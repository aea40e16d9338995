import Flipbook
import Testing

/// The corpus's scroll-to-dismiss sheet: the content scrolls until it reaches its top, then pulling further
/// drags the sheet down interactively, the content pinned at its top.
@MainActor
@Suite struct ScrollDismissSheetTests {
    /// A home screen with a 240-point sheet of eight rows presented on it (presentation finished).
    func presentSheet() -> (UIWindow, UIViewController, ScrollingSheetViewController, ScrollDismissInteraction) {
        let home = UIViewController()
        home.view.backgroundColor = .systemBlue
        let window = makeClientWindow(root: home)
        let sheet = ScrollingSheetViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = sheet.sheetTransition
        home.present(sheet, animated: true)
        VirtualClock.shared.advance(by: 0.3)
        let interaction = ScrollDismissInteraction(scrollView: sheet.scrollView, presentedController: sheet)
        sheet.sheetTransition.dismissInteraction = interaction
        return (window, home, sheet, interaction)
    }

    @Test func pullingTheContentPastItsTopDragsTheSheetDown() throws {
        let (window, home, sheet, interaction) = presentSheet()
        #expect(sheet.view.frame == CGRect(x: 0, y: 80, width: 180, height: 240))
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 90, y: 280), to: CGPoint(x: 90, y: 180), duration: 0.2)
        let scrolled = sheet.scrollView.contentOffset.y
        #expect(scrolled > 80 && scrolled <= 100, "the content follows the finger: \(scrolled)")
        #expect(home.presentedViewController === sheet && !interaction.isInteracting, "scrolling is not dismissing")

        // Down again: the content scrolls back to its top, then the sheet follows the finger.
        let finger = try recorder.drag(
            from: CGPoint(x: 90, y: 120), to: CGPoint(x: 90, y: 280), duration: 0.4, ending: .hold)
        #expect(interaction.isInteracting)
        #expect(sheet.scrollView.contentOffset.y == 0, "the content is pinned at its top while the sheet moves")
        let pulled = try #require(sheet.view.layer.presentation()).frame.minY - 80
        #expect(
            abs(pulled - (160 - scrolled)) < 0.5, "the sheet moved by the pull past the top: \(pulled), \(scrolled)")
        assertClientGolden(window, "scroll-dismiss-sheet-pull", at: 0.4)

        try recorder.drag(finger, through: [CGPoint(x: 90, y: 310)], duration: 0.1)
        VirtualClock.shared.advance(by: 0.4)
        #expect(home.presentedViewController == nil, "pulled past a third of the sheet: dismissed")
        #expect(window.subviews.map { $0 } == [home.view])
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func aShortPullSpringsBackAndTheContentScrollsAgain() throws {
        let (window, home, sheet, interaction) = presentSheet()
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 90, y: 120), to: CGPoint(x: 90, y: 160), duration: 0.4)
        #expect(!interaction.isInteracting)
        VirtualClock.shared.advance(by: 0.2)
        assertClientGolden(window, "scroll-dismiss-sheet-spring-back", at: 0.2)
        VirtualClock.shared.advance(by: 0.4)
        #expect(home.presentedViewController === sheet)
        #expect(sheet.view.frame == CGRect(x: 0, y: 80, width: 180, height: 240))
        #expect(sheet.scrollView.contentOffset.y == 0)
        try recorder.drag(from: CGPoint(x: 90, y: 280), to: CGPoint(x: 90, y: 220), duration: 0.2)
        #expect(sheet.scrollView.contentOffset.y > 40, "scrolls again after the cancelled dismissal")
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }
}

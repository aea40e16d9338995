import Flipbook
import Testing

/// The bottom sheet of the corpus presents over a dimmed screen and is dragged down to dismiss.
@MainActor
@Suite struct BottomSheetTests {
    /// A home screen presenting a sheet with a green bar on top; returns both and the window.
    func presentSheet(height: CGFloat = 200) -> (
        UIWindow, UIViewController, UIViewController, BottomSheetTransitioningDelegate
    ) {
        let home = UIViewController()
        home.view.backgroundColor = .systemBlue
        let window = makeClientWindow(root: home)
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        let bar = UIView(frame: CGRect(x: 70, y: 8, width: 40, height: 6))
        bar.backgroundColor = .systemGreen
        sheet.view.addSubview(bar)
        let delegate = BottomSheetTransitioningDelegate()
        delegate.sheetHeight = height
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        home.present(sheet, animated: true)
        return (window, home, sheet, delegate)
    }

    @Test func presentsOverADimmedScreen() throws {
        let (window, home, sheet, _) = presentSheet()
        VirtualClock.shared.advance(by: 0.15)
        assertClientGolden(window, "bottom-sheet-present", at: 0.15)
        VirtualClock.shared.advance(by: 0.15)
        assertClientGolden(window, "bottom-sheet-present", at: 0.3)
        #expect(sheet.view.frame == CGRect(x: 0, y: 120, width: 180, height: 200))
        #expect(home.view.superview === window, "a custom presentation keeps the presenter's view")
        let dimming = try #require(sheet.view.superview?.subviews.first)
        #expect(dimming.accessibilityIdentifier == "dimming")
        #expect(dimming.alpha == 1)
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func dragDownDismissesInteractively() throws {
        let (window, home, sheet, delegate) = presentSheet()
        VirtualClock.shared.advance(by: 0.3)
        delegate.dismissInteraction = SheetDismissInteraction(presentedController: sheet)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        let finger = try recorder.drag(
            from: CGPoint(x: 90, y: 160), to: CGPoint(x: 90, y: 210), duration: 0.25,
            ending: .hold)
        #expect(abs(sheet.view.layer.presentation()!.position.y - (220 + 50)) < 1.5, "the sheet follows the finger")
        assertClientGolden(window, "bottom-sheet-drag", at: 0.25)
        try recorder.drag(finger, through: [CGPoint(x: 90, y: 260)], duration: 0.1)
        VirtualClock.shared.advance(by: 0.4)
        #expect(home.presentedViewController == nil)
        #expect(window.subviews.map { $0 } == [home.view], "the dimming view and the sheet are gone")
        #expect(TransitionDiagnostics.shared.errors.isEmpty)
    }

    @Test func shortDragCancelsAndTheSheetStays() throws {
        let (window, home, sheet, delegate) = presentSheet(height: 300)
        VirtualClock.shared.advance(by: 0.3)
        delegate.dismissInteraction = SheetDismissInteraction(presentedController: sheet)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.drag(from: CGPoint(x: 90, y: 200), to: CGPoint(x: 90, y: 220), duration: 0.3)
        VirtualClock.shared.advance(by: 0.5)
        #expect(home.presentedViewController === sheet)
        #expect(abs(sheet.view.frame.minY - (320 - 300)) < 1e-9)
        #expect(sheet.view.superview?.subviews.first?.alpha == 1, "the dimming came back")
    }
}

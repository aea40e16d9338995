import Flipbook
import Testing

/// The corpus's tap-to-dismiss popup (ResponderChain.swift): `next`, `touchesBegan` and first responders.
@MainActor
@Suite struct ResponderChainTests {
    @Test func touchesTravelUpTheChainAndOutsideTouchesDismiss() throws {
        let home = UIViewController()
        home.view.backgroundColor = .systemTeal
        let window = makeClientWindow(root: home)
        let popup = SearchPopupController()
        popup.modalPresentationStyle = .overFullScreen
        home.present(popup, animated: false)
        #expect(popup.field.isFirstResponder && popup.field.isEditing)
        #expect(popup.field.owningController === popup)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        try recorder.tap(at: CGPoint(x: 90, y: 150))
        #expect(popup.cardTouches == 1, "a touch on the card reached the controller through the background")
        #expect(home.presentedViewController === popup)
        try recorder.tap(at: CGPoint(x: 90, y: 300))
        #expect(home.presentedViewController == nil, "a touch outside the card dismissed the popup")
        #expect(!popup.field.isFirstResponder, "dismissing ended editing")
        #expect((popup.view as? TapToDismissBackgroundView)?.touchesSeen == 2)
    }
}

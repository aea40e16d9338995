import Flipbook
import Testing

/// The ported mini player (`Fixtures/Porting/PortedPlayer.swift` through flipbook-port) runs as on iOS: its
/// `#selector`s for a control, a recognizer, a notification observer, a display link and a timer became method
/// references that fire on the virtual clock, and its optional delegate requirements fall back to defaults.
@MainActor @Suite struct PortedPlayerTests {
    final class Owner: MiniPlayerDelegate {
        var expanded = 0
        func miniPlayerDidExpand(_ player: MiniPlayerView) { expanded += 1 }
    }

    @Test func thePortedSelectorsFireOnTheVirtualClock() throws {
        let root = UIViewController()
        let player = MiniPlayerView(frame: CGRect(x: 0, y: 700, width: 390, height: 64))
        player.playButton.frame = CGRect(x: 320, y: 8, width: 48, height: 48)
        let owner = Owner()
        player.delegate = owner
        root.view.addSubview(player)
        root.navigationItem.rightBarButtonItem = player.closeItem()
        let window = makeClientWindow(width: 390, height: 844, root: UINavigationController(rootViewController: root))
        let recorder = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1)
        #expect(player.title == "Not Playing")

        try recorder.tap(at: CGPoint(x: 344, y: 732))
        #expect(player.playButton.alpha == 0.5, "touch down reached buttonDown(_:event:)")
        try recorder.advance(seconds: 1.01)
        #expect(player.ticks == 2, "the selector timer fired at 0.5 s and 1 s")
        #expect(player.progress > 0.03 && player.progress < 0.04, "the display link stepped for about a second")

        try recorder.tap(at: CGPoint(x: 100, y: 732))
        #expect(owner.expanded == 1, "the tap recognizer's action found the delegate through `Optional(…)`")
        try recorder.advance(seconds: 0.4)
        #expect(player.playButton.alpha == 1, "the block timer ran on the virtual clock")

        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 508, width: 390, height: 336)])
        #expect(player.keyboardHeight == 336)

        try recorder.tap(at: CGPoint(x: 352, y: 69))
        #expect(player.superview == nil, "the bar button item's action closed the player")
    }
}

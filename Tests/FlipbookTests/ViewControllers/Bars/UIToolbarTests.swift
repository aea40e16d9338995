import FlipbookTesting
import Testing

@testable import Flipbook

/// UIToolbar: items laid out with flexible and fixed spaces, drawn, and tapped.
@MainActor
@Suite struct UIToolbarTests {
    @MainActor final class Player {
        var log: [String] = []
        func play() { log.append("play") }
        func share(_ item: UIBarButtonItem) { log.append("share \(item.systemItem == .action)") }
    }

    @Test func itemsShareTheRoomAndTapsRunTheirActions() throws {
        let window = makeTestWindow(width: 390, height: 120)
        window.backgroundColor = .white
        let player = Player()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 76, width: 390, height: 44))
        toolbar.setItems(
            [
                UIBarButtonItem(barButtonSystemItem: .rewind, target: player, action: Player.play),
                .flexibleSpace(),
                UIBarButtonItem(barButtonSystemItem: .play, target: player, action: Player.play),
                .fixedSpace(20),
                UIBarButtonItem(barButtonSystemItem: .pause, target: player, action: Player.play),
                .flexibleSpace(),
                UIBarButtonItem(barButtonSystemItem: .action, target: player, action: Player.share),
            ], animated: false)
        window.addSubview(toolbar)
        #expect(toolbar.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
        let views = toolbar.itemViewsForTesting
        #expect(views.count == 7 && views[0].frame.minX == 16 && views[6].frame.maxX == 390 - 16)
        #expect(abs(views[1].frame.width - views[5].frame.width) < 0.001 && views[3].frame.width == 20)
        let recorder = FrameRecorder(window: window, fps: 60, scale: 2, threads: 1)
        assertGolden(recorder.snapshot(), named: "toolbar", suite: "bars")
        try recorder.tap(at: CGPoint(x: views[6].frame.midX, y: 98))
        try recorder.tap(at: CGPoint(x: views[2].frame.midX, y: 98))
        try recorder.tap(at: CGPoint(x: views[1].frame.midX, y: 98))
        #expect(player.log == ["share true", "play"])
        toolbar.items?[2].isEnabled = false
        try recorder.tap(at: CGPoint(x: toolbar.itemViewsForTesting[2].frame.midX, y: 98))
        #expect(player.log.count == 2, "a disabled item takes no tap")
    }
}

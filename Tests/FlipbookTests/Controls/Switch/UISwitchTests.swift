import FlipbookTesting
import Testing

@testable import Flipbook

/// UISwitch: 51 × 31 points whatever the frame, toggled by a scripted tap with its animation and a
/// `.valueChanged` event, set silently from code.
@MainActor
@Suite struct UISwitchTests {
    /// A window with a switch at (20, 20) and a recorder at scale 1.
    func scene() -> (UIWindow, UISwitch, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 70))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        window.addSubview(toggle)
        return (window, toggle, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    /// The thumb (the switch's last subview) as drawn now, in the switch's coordinates.
    func thumbX(_ toggle: UISwitch) -> CGFloat {
        toggle.subviews.last!.layer.presentation()!.frame.minX
    }

    @Test func isAlways51By31AndOffByDefault() {
        let (_, toggle, _) = scene()
        #expect(toggle.frame == CGRect(x: 20, y: 20, width: 51, height: 31))
        toggle.frame = CGRect(x: 5, y: 6, width: 10, height: 10)
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn)
        #expect(toggle.style == .sliding)
        #expect(toggle.onTintColor == nil && toggle.thumbTintColor == nil)
    }

    @Test func aTapTogglesWithTheAnimationAndSendsValueChanged() throws {
        let (_, toggle, recorder) = scene()
        var values: [Bool] = []
        toggle.addAction(UIAction { _ in values.append(toggle.isOn) }, for: .valueChanged)
        #expect(thumbX(toggle) == 2)
        try recorder.tap(at: CGPoint(x: 45, y: 35))
        #expect(values == [true])
        #expect(toggle.isOn)
        try recorder.advance(seconds: 0.1)
        let midway = thumbX(toggle)
        #expect(midway > 2 && midway < 22, "the thumb slides: \(midway)")
        try recorder.advance(seconds: 0.2)
        #expect(thumbX(toggle) == 22)
        try recorder.tap(at: CGPoint(x: 45, y: 35))
        try recorder.advance(seconds: 0.3)
        #expect(values == [true, false])
        #expect(thumbX(toggle) == 2)
    }

    @Test func settingFromCodeSendsNothing() throws {
        let (_, toggle, recorder) = scene()
        var count = 0
        toggle.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        toggle.isOn = true
        #expect(thumbX(toggle) == 22, "isOn does not animate")
        toggle.setOn(false, animated: true)
        try recorder.advance(seconds: 0.1)
        #expect(thumbX(toggle) > 2, "setOn(_:animated: true) animates")
        #expect(count == 0)
    }

    @Test func aDisabledSwitchIgnoresTaps() throws {
        let (_, toggle, recorder) = scene()
        toggle.isEnabled = false
        try recorder.tap(at: CGPoint(x: 45, y: 35))
        #expect(!toggle.isOn)
    }

    @Test func tintsColourTheTrackAndThumb() {
        let (_, toggle, recorder) = scene()
        toggle.onTintColor = .systemPurple
        toggle.thumbTintColor = .systemYellow
        toggle.isOn = true
        let frame = recorder.snapshot()
        #expect(frame[24, 35] == UIColor.systemPurple.cgColor.rasterColor.premultiplied, "the track's left end")
        #expect(frame[56, 35] == UIColor.systemYellow.cgColor.rasterColor.premultiplied, "the thumb's centre")
    }
}

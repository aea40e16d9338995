import Flipbook
import Testing

/// The corpus's progress bar: a layer subclass with a custom `progress` key that it redisplays for
/// (`needsDisplay(forKey:)`, `display()` setting `contents`) and animates through `action(forKey:)`.
@MainActor
@Suite struct ProgressBarTests {
    /// How many pixels of row `y` are the bar's green, from the left edge of `bar`.
    func filledWidth(_ window: UIWindow, _ bar: UIView) -> Int {
        let frame = FrameRecorder(window: window, fps: 60, scale: 1, threads: 1).snapshot()
        let y = Int(bar.frame.midY)
        return (Int(bar.frame.minX)..<Int(bar.frame.maxX)).filter { x in
            let pixel = frame[x, y]
            return pixel.g > 150 && pixel.r < 100
        }.count
    }

    @Test func settingProgressRedisplaysAndAnimatesThroughTheLayersAction() throws {
        let home = UIViewController()
        home.view.backgroundColor = .white
        let bar = ProgressBarView(frame: CGRect(x: 20, y: 150, width: 140, height: 12))
        bar.backgroundColor = .systemGray5
        home.view.addSubview(bar)
        let window = makeClientWindow(root: home)
        #expect(filledWidth(window, bar) == 0)

        bar.setProgress(0.25, animated: false)
        #expect(bar.layer.needsDisplay(), "a change of a key that needs display marks the layer")
        #expect(bar.layer.animationKeys() == nil, "actions are disabled: no animation")
        #expect(filledWidth(window, bar) == 35)
        #expect(!bar.layer.needsDisplay(), "the frame displayed it")

        bar.setProgress(1, animated: true)
        #expect(bar.layer.animationKeys() == ["progress"], "the layer's action animates the change")
        VirtualClock.shared.advance(by: 0.1)
        assertClientGolden(window, "progress-bar", at: 0.1)
        let early = filledWidth(window, bar)
        VirtualClock.shared.advance(by: 0.1)
        let later = filledWidth(window, bar)
        #expect(35 < early && early < later && later < 140, "every frame displays the presentation copy")
        VirtualClock.shared.advance(by: 0.25)
        #expect(filledWidth(window, bar) == 140)
        #expect(bar.progress == 1)
    }
}

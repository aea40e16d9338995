import Flipbook
import FlipbookTesting
import Testing

/// UISlider: the value is clamped, the thumb follows a scripted finger that grabbed it, `.valueChanged` is sent
/// continuously or at the end, and `setValue(_:animated:)` slides the thumb.
@MainActor
@Suite struct UISliderTests {
    func scene() -> (UIWindow, UISlider, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let slider = UISlider(frame: CGRect(x: 20, y: 10, width: 200, height: 31))
        window.addSubview(slider)
        return (window, slider, FrameRecorder(window: window, fps: 60, scale: 1, threads: 1))
    }

    @Test func valuesAreClampedAndTheThumbTravelsTheTrack() {
        let (_, slider, _) = scene()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        slider.value = 3
        #expect(slider.value == 1)
        slider.maximumValue = 10
        slider.value = 5
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        #expect(thumb == CGRect(x: 86, y: 1.5, width: 28, height: 28))
        slider.minimumValue = 6
        #expect(slider.value == 6)
    }

    @Test func draggingTheThumbChangesTheValueContinuously() throws {
        let (_, slider, recorder) = scene()
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        try recorder.drag(from: CGPoint(x: 34, y: 25), to: CGPoint(x: 120, y: 25), duration: 0.2)
        #expect(values.count > 3)
        #expect(abs(slider.value - 0.5) < 0.01, "the thumb's centre followed the finger: \(slider.value)")
        #expect(values == values.sorted())
    }

    @Test func aNonContinuousSliderSendsOnceAndTheTrackIgnoresTaps() throws {
        let (_, slider, recorder) = scene()
        slider.isContinuous = false
        var count = 0
        slider.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        try recorder.tap(at: CGPoint(x: 180, y: 25))
        #expect(slider.value == 0, "a tap on the track away from the thumb does nothing")
        try recorder.drag(from: CGPoint(x: 34, y: 25), to: CGPoint(x: 220, y: 25), duration: 0.2)
        #expect(count == 1 && slider.value == 1)
    }

    @Test func setValueAnimatedSlidesTheThumb() throws {
        let (_, slider, recorder) = scene()
        slider.setValue(1, animated: true)
        try recorder.advance(seconds: 0.1)
        let thumb = slider.subviews[2].layer.presentation()!.frame.minX
        #expect(thumb > 0 && thumb < 172, "midway: \(thumb)")
        try recorder.advance(seconds: 0.2)
        #expect(slider.subviews[2].layer.presentation()!.frame.minX == 172)
    }
}

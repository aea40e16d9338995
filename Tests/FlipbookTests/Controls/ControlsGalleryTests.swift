import Flipbook
import FlipbookTesting
import Testing

/// Goldens of every control in its states and of system images in several weights, sizes and colours, at
/// scale 2, as a designer would check them against iOS 17 (Fixtures/Goldens/controls).
@MainActor
@Suite struct ControlsGalleryTests {
    /// A white window of `height` points, 390 wide, and a recorder at scale 2.
    func canvas(height: CGFloat) -> (UIWindow, FrameRecorder) {
        VirtualClock.shared.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: height))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        return (window, FrameRecorder(window: window, fps: 60, scale: 2, threads: 1))
    }

    @Test func controlsInTheirStates() throws {
        let (window, recorder) = canvas(height: 420)
        func add(_ view: UIView, _ x: CGFloat, _ y: CGFloat) {
            view.frame.origin = CGPoint(x: x, y: y)
            window.addSubview(view)
        }
        let off = UISwitch()
        let on = UISwitch()
        on.isOn = true
        let blue = UISwitch()
        blue.onTintColor = .systemBlue
        blue.isOn = true
        let disabled = UISwitch()
        disabled.isOn = true
        disabled.isEnabled = false
        for (index, toggle) in [off, on, blue, disabled].enumerated() { add(toggle, 20 + CGFloat(index) * 70, 20) }

        let segments = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        segments.selectedSegmentIndex = 1
        segments.frame = CGRect(x: 20, y: 70, width: 350, height: 32)
        window.addSubview(segments)
        let icons = UISegmentedControl(
            items: [UIImage(systemName: "list.bullet")!, UIImage(systemName: "square.grid.2x2")!])
        icons.selectedSegmentIndex = 0
        icons.selectedSegmentTintColor = .systemYellow
        add(icons, 20, 115)

        let slider = UISlider(frame: CGRect(x: 20, y: 160, width: 350, height: 31))
        slider.value = 0.3
        window.addSubview(slider)
        let volume = UISlider(frame: CGRect(x: 20, y: 200, width: 350, height: 31))
        volume.minimumValueImage = UIImage(systemName: "speaker.fill")
        volume.maximumValueImage = UIImage(systemName: "speaker.wave.3.fill")
        volume.minimumTrackTintColor = .systemOrange
        volume.value = 0.7
        window.addSubview(volume)

        let stepper = UIStepper()
        stepper.value = 5
        add(stepper, 20, 250)
        let atMinimum = UIStepper()
        add(atMinimum, 130, 250)

        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 20, y: 305, width: 350, height: 4)
        progress.progress = 0.6
        window.addSubview(progress)
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 20, y: 320, width: 350, height: 4)
        bar.progressTintColor = .systemPink
        bar.progress = 0.3
        window.addSubview(bar)

        let medium = UIActivityIndicatorView(style: .medium)
        medium.startAnimating()
        add(medium, 20, 345)
        let large = UIActivityIndicatorView(style: .large)
        large.color = .systemIndigo
        large.startAnimating()
        add(large, 60, 337)

        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 2
        pages.frame = CGRect(x: 150, y: 350, width: 200, height: 26)
        // UIKit's default dots are white: on a dark platter, as over a photo.
        pages.backgroundColor = UIColor.black.withAlphaComponent(0.6)
        pages.layer.cornerRadius = 13
        window.addSubview(pages)
        assertGolden(recorder.snapshot(), named: "controls-gallery", suite: "controls")
    }

    @Test func systemImagesInWeightsSizesAndColours() throws {
        let (window, recorder) = canvas(height: 300)
        func symbol(
            _ name: String, _ configuration: UIImage.SymbolConfiguration?, at point: CGPoint,
            tint: UIColor = .systemBlue
        ) {
            let view = UIImageView(image: UIImage(systemName: name, withConfiguration: configuration))
            view.tintColor = tint
            view.frame.origin = point
            window.addSubview(view)
        }
        let common = [
            "chevron.right", "xmark", "plus", "gear", "person.crop.circle", "house.fill", "magnifyingglass",
            "heart", "star.fill", "trash", "square.and.arrow.up", "ellipsis.circle",
        ]
        for (index, name) in common.enumerated() {
            symbol(name, nil, at: CGPoint(x: 10 + CGFloat(index) * 31, y: 10))
        }
        let weights: [UIImage.SymbolWeight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        for (index, weight) in weights.enumerated() {
            symbol(
                "heart", UIImage.SymbolConfiguration(pointSize: 24, weight: weight),
                at: CGPoint(x: 10 + CGFloat(index) * 40, y: 50),
                tint: .label)
        }
        let scales: [UIImage.SymbolScale] = [.small, .medium, .large]
        for (index, scale) in scales.enumerated() {
            symbol(
                "bell.fill", UIImage.SymbolConfiguration(pointSize: 28, weight: .regular, scale: scale),
                at: CGPoint(x: 10 + CGFloat(index) * 50, y: 100))
        }
        symbol("camera.fill", UIImage.SymbolConfiguration(hierarchicalColor: .systemGreen), at: CGPoint(x: 180, y: 110))
        symbol(
            "envelope", UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemGray]),
            at: CGPoint(x: 220, y: 110))
        symbol(
            "wifi", UIImage.SymbolConfiguration(textStyle: .largeTitle), at: CGPoint(x: 260, y: 100),
            tint: .systemPurple)
        symbol("swift", UIImage.SymbolConfiguration(pointSize: 28), at: CGPoint(x: 320, y: 100), tint: .label)

        let original = UIImageView(image: UIImage(systemName: "lock.fill")!.withRenderingMode(.alwaysOriginal))
        original.frame.origin = CGPoint(x: 10, y: 170)
        window.addSubview(original)
        let fixed = UIImageView(image: UIImage(systemName: "lock.open.fill")!.withTintColor(.systemTeal))
        fixed.frame.origin = CGPoint(x: 50, y: 170)
        window.addSubview(fixed)
        let stretched = UIImageView(image: UIImage(systemName: "airplane"))
        stretched.contentMode = .scaleAspectFit
        stretched.frame = CGRect(x: 100, y: 160, width: 120, height: 120)
        window.addSubview(stretched)
        assertGolden(recorder.snapshot(), named: "system-images", suite: "controls")
    }

    @Test func aSwitchAndASegmentedControlMidAnimation() throws {
        let (window, recorder) = canvas(height: 60)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 15, width: 0, height: 0))
        window.addSubview(toggle)
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.selectedSegmentIndex = 0
        segments.frame = CGRect(x: 100, y: 14, width: 270, height: 32)
        window.addSubview(segments)
        try recorder.tap(at: CGPoint(x: 45, y: 30))
        try recorder.tap(at: CGPoint(x: 330, y: 30))
        try recorder.advance(seconds: 0.05)
        assertGolden(recorder.snapshot(), named: "controls-midway", suite: "controls")
    }
}

import FlipbookScenes

extension AppScreens {
    /// Settings › Sounds & Haptics, built from real controls in inset cards: a volume `UISlider` between speaker
    /// symbols, `UISwitch`es, a `UISegmentedControl` for vibration, and a ringtone download with a
    /// `UIActivityIndicatorView` and a `UIProgressView`. The controls' ids are ``SoundsControl``'s raw values.
    static func soundsSettings(_ id: String = "sounds") -> SceneController {
        typealias K = ScreenKit
        let cardWidth = K.width - 32
        let white = K.named("systemBackground")
        let separator = K.named("separator")
        func header(_ title: String, _ y: Double) -> SceneView {
            K.text(title, 32, y, cardWidth - 32, size: 13, color: K.named("secondaryLabel"))
        }
        func control(_ id: SoundsControl, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> SceneView {
            SceneView(id: id.rawValue, frame: SceneRect(x: x, y: y, width: w, height: h))
        }
        func speaker(_ name: String, _ x: Double) -> SceneView {
            var view = SceneView(frame: SceneRect(x: x, y: 12, width: 20, height: 20))
            view.symbol = SceneSymbol(name: name, pointSize: 15, color: K.named("systemGray"))
            return view
        }
        var slider = control(.volume, 48, 7, cardWidth - 96, 30)
        slider.control = .slider(value: 0.3)
        var buttons = control(.changeWithButtons, cardWidth - 16 - 51, 44 + 6.5, 51, 31)
        buttons.switchIsOn = true
        var vibrate = control(.vibrate, 16, 10, cardWidth - 32, 32)
        vibrate.control = .segmented(segments: ["Always", "Silent", "Never"], selected: 0)
        var silent = control(.silentMode, cardWidth - 16 - 51, 52 + 6.5, 51, 31)
        silent.switchIsOn = false
        var spinner = control(.spinner, cardWidth - 16 - 20, 12, 20, 20)
        spinner.control = .activity(isAnimating: false)
        var download = control(.download, 16, 58, cardWidth - 32, 4)
        download.control = .progress(0.1)

        let top = K.navigationTop + 35
        let views = [
            header("RINGTONE AND ALERTS", top - 12),
            K.rect(
                16, top, cardWidth, 88, white, radius: 10,
                subviews: [
                    speaker("speaker.fill", 16), slider, speaker("speaker.wave.3.fill", cardWidth - 36),
                    K.rect(16, 43.5, cardWidth - 16, 0.5, separator),
                    K.text("Change with Buttons", 16, 66, cardWidth - 100), buttons,
                ]),
            header("VIBRATE", top + 88 + 35 - 12),
            K.rect(
                16, top + 88 + 35, cardWidth, 96, white, radius: 10,
                subviews: [
                    vibrate, K.rect(16, 51.5, cardWidth - 16, 0.5, separator),
                    K.text("Silent Mode", 16, 74, cardWidth - 100), silent,
                ]),
            header("RINGTONE", top + 88 + 35 + 96 + 35 - 12),
            K.rect(
                16, top + 88 + 35 + 96 + 35, cardWidth, 76, white, radius: 10,
                subviews: [
                    K.text("Downloading Reflection…", 16, 22, cardWidth - 72), spinner, download,
                ]),
        ]
        return SceneController(
            id: id, background: K.named("systemGroupedBackground"), views: views, title: "Sounds & Haptics",
            largeTitleDisplayMode: .never)
    }
}

/// The controls of ``AppScreens/soundsSettings(_:)``, by view id.
enum SoundsControl: String {
    /// The ringer volume slider.
    case volume
    /// "Change with Buttons".
    case changeWithButtons
    /// The vibration segmented control.
    case vibrate
    /// "Silent Mode".
    case silentMode
    /// The ringtone download's spinner.
    case spinner
    /// The ringtone download's progress bar.
    case download
}

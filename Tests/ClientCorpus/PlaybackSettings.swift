import Flipbook

/// A playback settings screen as apps write it: rows of a system image, a label and a control (a switch, a
/// stepper), a segmented control for the quality, a volume slider between speaker symbols, a download progress
/// bar, a spinner and a page control, wired with target-action and `UIAction`s; bar button items and the tab bar
/// item use system images.
final class PlaybackSettingsViewController: UIViewController {
    let autoplaySwitch = UISwitch()
    let qualityControl = UISegmentedControl(items: ["Auto", "High", "Data Saver"])
    let volumeSlider = UISlider()
    let skipStepper = UIStepper()
    let downloadProgress = UIProgressView(progressViewStyle: .default)
    let spinner = UIActivityIndicatorView(style: .medium)
    let pageControl = UIPageControl()
    private(set) var log: [String] = []

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Playback"
        tabBarItem = UITabBarItem(
            title: "Settings", image: UIImage(systemName: "gearshape"),
            selectedImage: UIImage(systemName: "gearshape.fill"))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "info.circle"), style: .plain, target: self, action: Self.showInfo)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .refresh, target: self, action: Self.reset)

        autoplaySwitch.isOn = true
        autoplaySwitch.onTintColor = .systemIndigo
        autoplaySwitch.addTarget(self, action: Self.autoplayChanged(_:), for: .valueChanged)

        qualityControl.selectedSegmentIndex = 0
        qualityControl.addAction(
            UIAction { [weak self] action in
                guard let control = action.sender as? UISegmentedControl else { return }
                self?.log.append("quality \(control.selectedSegmentIndex)")
            }, for: .valueChanged)

        volumeSlider.minimumValueImage = UIImage(systemName: "speaker.fill")
        volumeSlider.maximumValueImage = UIImage(systemName: "speaker.wave.3.fill")
        volumeSlider.value = 0.4
        volumeSlider.addTarget(self, action: Self.volumeChanged(_:), for: .valueChanged)

        skipStepper.minimumValue = 5
        skipStepper.maximumValue = 60
        skipStepper.stepValue = 5
        skipStepper.value = 15
        skipStepper.addTarget(self, action: Self.skipChanged(_:), for: .valueChanged)

        downloadProgress.setProgress(0.35, animated: false)
        spinner.hidesWhenStopped = true
        pageControl.numberOfPages = 3
        pageControl.currentPageIndicatorTintColor = .systemIndigo
        pageControl.addTarget(self, action: Self.pageChanged(_:), for: .valueChanged)

        let configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)
        let rows = [
            row(symbol: "play.circle", configuration: configuration, title: "Autoplay", accessory: autoplaySwitch),
            row(symbol: "goforward.10", configuration: configuration, title: "Skip", accessory: skipStepper),
        ]
        let stack = UIStackView(
            arrangedSubviews: rows + [qualityControl, volumeSlider, downloadProgress, spinner, pageControl])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = CGRect(x: 16, y: 100, width: view.bounds.width - 32, height: 320)
        stack.autoresizingMask = [.flexibleWidth]
        view.addSubview(stack)
    }

    private func row(symbol: String, configuration: UIImage.SymbolConfiguration, title: String, accessory: UIView)
        -> UIView
    {
        let icon = UIImageView(image: UIImage(systemName: symbol, withConfiguration: configuration))
        icon.tintColor = .systemIndigo
        let label = UILabel()
        label.text = title
        let row = UIStackView(arrangedSubviews: [icon, label, accessory])
        row.spacing = 12
        row.alignment = .center
        return row
    }

    func autoplayChanged(_ sender: UISwitch) {
        log.append("autoplay \(sender.isOn)")
        sender.isOn ? spinner.stopAnimating() : spinner.startAnimating()
    }

    func volumeChanged(_ sender: UISlider) {
        if log.last?.hasPrefix("volume") != true { log.append("volume") }
    }

    func skipChanged(_ sender: UIStepper) {
        log.append("skip \(Int(sender.value))")
        downloadProgress.setProgress(Float(sender.value / sender.maximumValue), animated: true)
    }

    func pageChanged(_ sender: UIPageControl) {
        log.append("page \(sender.currentPage)")
    }

    func showInfo() {
        log.append("info")
    }

    func reset() {
        autoplaySwitch.setOn(true, animated: true)
        qualityControl.selectedSegmentIndex = 0
        volumeSlider.setValue(0.4, animated: true)
        log.append("reset")
    }
}

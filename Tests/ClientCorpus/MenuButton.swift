import Flipbook

/// A floating menu button in the style of expanding-menu libraries: a `UIControl` subclass that shrinks
/// while pressed (its own control events, in method-reference form), toggles on a tap and reports it with
/// `.valueChanged`; its screen listens with target-action, a `UIAction`, a notification observer, a timer that
/// closes the menu again and a display link that pulses the button while the menu is open.
final class MenuButton: UIControl {
    private(set) var isOpen = false
    private(set) var trackedMoves = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = frame.height / 2
        addTarget(self, action: Self.pressDown, for: [.touchDown, .touchDragEnter])
        addTarget(self, action: Self.pressUp, for: [.touchUpInside, .touchUpOutside, .touchDragExit, .touchCancel])
        addTarget(self, action: Self.toggle(_:), for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.85 : 1 }
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        trackedMoves += 1
        return super.continueTracking(touch, with: event)
    }

    func pressDown() {
        UIView.animate(withDuration: 0.1) { self.transform = CGAffineTransform(scaleX: 0.9, y: 0.9) }
    }

    func pressUp() {
        UIView.animate(withDuration: 0.2) { self.transform = .identity }
    }

    func toggle(_ sender: MenuButton) {
        setOpen(!isOpen)
    }

    func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        sendActions(for: .valueChanged)
    }
}

/// The screen holding a ``MenuButton``: logs what happens, closes the menu after two seconds, pulses while open.
final class MenuScreen: UIViewController {
    static let menuDidOpen = Notification.Name("MenuScreen.menuDidOpen")

    let menuButton = MenuButton(frame: CGRect(x: 20, y: 240, width: 56, height: 56))
    private(set) var log: [String] = []
    private(set) var pulses = 0
    private var closeTimer: Timer?
    private var pulseLink: CADisplayLink?

    lazy var helpButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Help", for: .normal)
        button.frame = CGRect(x: 100, y: 250, width: 60, height: 36)
        button.addTarget(self, action: Self.showHelp, for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(menuButton)
        view.addSubview(helpButton)
        menuButton.addTarget(self, action: Self.menuChanged(_:), for: .valueChanged)
        menuButton.addAction(UIAction(title: "Haptic") { [weak self] _ in self?.log.append("haptic") }, for: .touchDown)
        NotificationCenter.default.addObserver(
            self, selector: Self.menuDidOpen(_:), name: Self.menuDidOpen, object: nil)
    }

    func menuChanged(_ sender: MenuButton) {
        log.append(sender.isOpen ? "open" : "closed")
        if sender.isOpen {
            NotificationCenter.default.post(name: Self.menuDidOpen, object: self)
            closeTimer = Timer.scheduledTimer(
                timeInterval: 2, target: self, selector: Self.closeMenu, userInfo: nil, repeats: false)
            pulseLink = CADisplayLink(target: self, selector: Self.pulse(_:))
            pulseLink?.preferredFramesPerSecond = 30
            pulseLink?.add(to: .main, forMode: .common)
        } else {
            closeTimer?.invalidate()
            pulseLink?.invalidate()
            pulseLink = nil
        }
    }

    func menuDidOpen(_ notification: Notification) {
        log.append("notified")
    }

    func pulse(_ link: CADisplayLink) {
        pulses += 1
        menuButton.layer.shadowOpacity = Float(0.2 + 0.1 * sin(link.timestamp * 6))
    }

    func closeMenu() {
        menuButton.setOpen(false)
    }

    deinit {
        MainActor.assumeIsolated { NotificationCenter.default.removeObserver(self) }
    }
}

extension MenuScreen {
    func showHelp() {
        log.append("help")
        _ = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.log.append("help shown") }
        }
    }
}

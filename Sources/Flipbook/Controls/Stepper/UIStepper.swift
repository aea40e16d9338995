import Foundation

/// A minus and a plus button that step a value, drawn as iOS 17 draws it, as UIKit's `UIStepper`: 94 × 32
/// points, a light grey rounded track split by a thin divider, "−" and "+" symbols (dimmed at the limits). A
/// finger going down on a half steps the value by ``stepValue`` at once and, held, steps again after 0.5 s and
/// every 0.1 s after that on the virtual clock (``autorepeat``); ``wraps`` carries the value round from one
/// limit to the other. `.valueChanged` is sent on every step (``isContinuous``) or once when the finger lifts.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's size, which UIKit does not let a frame change.
    static let size = CGSize(width: 94, height: 32)
    /// How long a finger is held before the value repeats, and then the time between repeats.
    static let repeatDelay: TimeInterval = 0.5
    static let repeatInterval: TimeInterval = 0.1

    private let divider = UIView()
    private let minusView = UIImageView(frame: .zero)
    private let plusView = UIImageView(frame: .zero)
    private var storedValue: Double = 0
    private var repeatTimer: Timer?
    /// The direction the finger is stepping in (-1 or 1) while it is down.
    private var stepping = 0
    private var changedWhileTracking = false
    private var backgroundImages: [UInt: UIImage] = [:]
    private var incrementImages: [UInt: UIImage] = [:]
    private var decrementImages: [UInt: UIImage] = [:]
    private var dividerImages: [String: UIImage] = [:]

    /// Whether `.valueChanged` is sent on every step while a finger is down (true) or once when it lifts.
    open var isContinuous = true
    /// Whether holding a finger down repeats the step (true by default).
    open var autorepeat = true
    /// Whether stepping past a limit wraps round to the other one (false by default).
    open var wraps = false

    /// The value, within ``minimumValue``…``maximumValue`` (default 0).
    open var value: Double {
        get { storedValue }
        set {
            storedValue = clamped(newValue)
            updateEnds()
        }
    }

    /// The smallest value (default 0).
    open var minimumValue: Double {
        get { storedMinimumValue }
        set {
            storedMinimumValue = newValue
            value = storedValue
        }
    }
    private var storedMinimumValue: Double = 0

    /// The largest value (default 100).
    open var maximumValue: Double {
        get { storedMaximumValue }
        set {
            storedMaximumValue = newValue
            value = storedValue
        }
    }
    private var storedMaximumValue: Double = 100

    /// How much a step changes the value (default 1; must be positive).
    open var stepValue: Double {
        get { storedStepValue }
        set {
            storedStepValue = newValue > 0 && newValue.isFinite ? newValue : 1
        }
    }
    private var storedStepValue: Double = 1

    /// A stepper at `frame`'s origin; its size is always 94 × 32 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        layer.cornerRadius = 8.91
        divider.backgroundColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
        divider.frame = CGRect(x: Self.size.width / 2 - 0.5, y: 8, width: 1, height: 16)
        addSubview(divider)
        let configuration = UIImage.SymbolConfiguration(pointSize: 15, weight: .medium)
        minusView.image = UIImage(systemName: "minus", withConfiguration: configuration)
        plusView.image = UIImage(systemName: "plus", withConfiguration: configuration)
        for (view, x) in [(minusView, CGFloat(0)), (plusView, Self.size.width / 2)] {
            view.contentMode = .center
            view.tintColor = .label
            view.frame = CGRect(x: x, y: 0, width: Self.size.width / 2, height: Self.size.height)
            addSubview(view)
        }
        updateEnds()
        keepsIntrinsicSize()
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The frame; its size stays 94 × 32 points whatever is asked, as in UIKit.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// 94 × 32 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 94 × 32 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Images

    /// A background image for a state (stored; Flipbook draws the standard track).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    /// The background image set for a state.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] }

    /// The divider image for a pair of states (stored; Flipbook draws the standard divider).
    open func setDividerImage(
        _ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) {
        dividerImages["\(leftState.rawValue),\(rightState.rawValue)"] = image
    }

    /// The divider image set for a pair of states.
    open func dividerImage(
        forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) -> UIImage? {
        dividerImages["\(leftState.rawValue),\(rightState.rawValue)"]
    }

    /// The image of the plus half for a state (replacing the "+" symbol).
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state.rawValue] = image
        if let image, state == .normal { plusView.image = image }
    }

    /// The plus half's image for a state.
    open func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state.rawValue] ?? plusView.image
    }

    /// The image of the minus half for a state (replacing the "−" symbol).
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state.rawValue] = image
        if let image, state == .normal { minusView.image = image }
    }

    /// The minus half's image for a state.
    open func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state.rawValue] ?? minusView.image
    }

    // MARK: Tracking

    /// A finger down on a half steps once and, with ``autorepeat``, starts repeating.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        stepping = touch.location(in: self).x < bounds.midX ? -1 : 1
        changedWhileTracking = false
        step()
        if autorepeat {
            repeatTimer = Timer.scheduledTimer(withTimeInterval: Self.repeatDelay, repeats: false) { [weak self] _ in
                MainActor.assumeIsolated { self?.startRepeating() }
            }
        }
        return true
    }

    /// The finger lifted: repeating stops, and a non-continuous stepper sends `.valueChanged` if the value moved.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        stopRepeating()
        if !isContinuous && changedWhileTracking { sendActions(for: .valueChanged, with: event) }
    }

    /// The finger was cancelled: repeating stops.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        stopRepeating()
    }

    override func stateDidChange() {
        alpha = isEnabled ? 1 : 0.5
    }

    // MARK: Private

    private func startRepeating() {
        guard stepping != 0 else { return }
        step()
        repeatTimer = Timer.scheduledTimer(withTimeInterval: Self.repeatInterval, repeats: true) { [weak self] _ in
            MainActor.assumeIsolated { self?.step() }
        }
    }

    private func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
        stepping = 0
    }

    private func step() {
        guard stepping != 0 else { return }
        var next = storedValue + Double(stepping) * stepValue
        if wraps {
            if next > maximumValue + 1e-9 { next = minimumValue }
            if next < minimumValue - 1e-9 { next = maximumValue }
        }
        next = clamped(next)
        guard next != storedValue else { return }
        value = next
        changedWhileTracking = true
        if isContinuous { sendActions(for: .valueChanged, with: nil) }
    }

    private func clamped(_ value: Double) -> Double {
        guard value.isFinite else { return minimumValue }
        return min(max(value, minimumValue), max(minimumValue, maximumValue))
    }

    /// The halves that cannot step further are dimmed.
    private func updateEnds() {
        minusView.alpha = wraps || storedValue > minimumValue ? 1 : 0.3
        plusView.alpha = wraps || storedValue < maximumValue ? 1 : 0.3
    }
}

import Foundation

/// A bar that fills as a task progresses, drawn as iOS 17 draws it, as UIKit's `UIProgressView`: a 4-point
/// track with rounded ends in ``trackTintColor`` (light grey) filled from the left in ``progressTintColor``
/// (the tint colour). ``setProgress(_:animated:)`` animates the fill over 0.25 s on the virtual clock.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look of a progress view (UIKit's `UIProgressView.Style`).
    public enum Style: Int, Sendable {
        /// The standard bar with a grey track.
        case `default` = 0
        /// The thinner-looking bar of toolbars: a clear track, square ends.
        case bar = 1
    }

    /// The bar's thickness.
    static let height: CGFloat = 4
    /// The track's colour: iOS's system fill.
    static let trackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)

    private let fill = UIView()
    private var storedProgress: Float = 0

    /// The style (default `.default`).
    open var progressViewStyle: Style {
        get { storedProgressViewStyle }
        set {
            storedProgressViewStyle = newValue
            applyStyle()
        }
    }
    private var storedProgressViewStyle: Style = .default

    /// How far the task has come, from 0 to 1 (clamped; default 0). Setting it fills at once.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The fill's colour (nil: the tint colour).
    open var progressTintColor: UIColor? {
        get { storedProgressTintColor }
        set {
            storedProgressTintColor = newValue
            applyStyle()
        }
    }
    private var storedProgressTintColor: UIColor?

    /// The track's colour (nil: light grey, clear for `.bar`).
    open var trackTintColor: UIColor? {
        get { storedTrackTintColor }
        set {
            storedTrackTintColor = newValue
            applyStyle()
        }
    }
    private var storedTrackTintColor: UIColor?

    /// An image for the fill (stretched over it).
    open var progressImage: UIImage? {
        get { storedProgressImage }
        set {
            storedProgressImage = newValue
            applyStyle()
        }
    }
    private var storedProgressImage: UIImage?

    /// An image for the track (stretched over it).
    open var trackImage: UIImage? {
        get { storedTrackImage }
        set {
            storedTrackImage = newValue
            applyStyle()
        }
    }
    private var storedTrackImage: UIImage?

    /// A `Progress` whose `fractionCompleted` the bar shows when set (read each time it is set).
    open var observedProgress: Progress? {
        get { storedObservedProgress }
        set {
            storedObservedProgress = newValue
            if let observedProgress { progress = Float(observedProgress.fractionCompleted) }
        }
    }
    private var storedObservedProgress: Progress?

    /// A progress view with a frame (UIKit keeps it 4 points high).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: frame.width, height: Self.height)))
        fill.isUserInteractionEnabled = false
        addSubview(fill)
        clipsToBounds = true
        applyStyle()
    }

    /// A progress view of a style, with no width yet.
    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Fills to `progress` (clamped to 0…1); when `animated`, the fill grows or shrinks over 0.25 s.
    open func setProgress(_ progress: Float, animated: Bool) {
        layoutIfNeeded()
        storedProgress = progress.isFinite ? min(max(progress, 0), 1) : 0
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
                self.placeFill()
            }
        } else {
            UIView.performWithoutAnimation { placeFill() }
        }
    }

    /// No preferred width; 4 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// The current width, 4 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: Self.height) }

    /// Places the fill.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeFill()
    }

    /// Colours follow a new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyStyle()
    }

    private func applyStyle() {
        let bar = progressViewStyle == .bar
        backgroundColor = trackTintColor ?? (bar ? .clear : Self.trackColor)
        fill.backgroundColor = progressTintColor ?? effectiveTintColor
        layer.contents = trackImage?.cgImage
        fill.layer.contents = progressImage?.cgImage
        layer.cornerRadius = bar ? 0 : Self.height / 2
        fill.layer.cornerRadius = bar ? 0 : Self.height / 2
    }

    private func placeFill() {
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
    }
}

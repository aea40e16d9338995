import Foundation

/// The spinning wheel of spokes that shows work in progress, drawn as iOS 17 draws it, as UIKit's
/// `UIActivityIndicatorView`: `.medium` is 20 points across with 8 spokes, `.large` 37 points with 12, each
/// spoke fainter than the one ahead of it. While animating, the bright spoke steps to the next position
/// every 1/8 (medium) or 1/12 (large) of a second on the virtual clock, so every frame is deterministic.
/// Stopped, it is hidden (``hidesWhenStopped``) or shows the wheel at rest.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Int, Sendable {
        /// 20 points, 8 spokes.
        case medium = 100
        /// 37 points, 12 spokes.
        case large = 101
        /// Deprecated: large and white.
        case whiteLarge = 0
        /// Deprecated: medium and white.
        case white = 1
        /// Deprecated: medium and grey.
        case gray = 2
    }

    /// The key of the spinning animation on the wheel's layer.
    static let spinKey = "flipbook.activity.spin"

    private let wheel = UIView()
    private var storedIsAnimating = false

    /// The style (default `.medium`). Changing it redraws the wheel and resizes the view.
    open var style: Style {
        get { storedStyle }
        set {
            storedStyle = newValue
            rebuild()
        }
    }
    private var storedStyle: Style = .medium

    /// Whether the view hides itself when stopped (default true).
    open var hidesWhenStopped: Bool {
        get { storedHidesWhenStopped }
        set {
            storedHidesWhenStopped = newValue
            isHidden = hidesWhenStopped && !storedIsAnimating
        }
    }
    private var storedHidesWhenStopped: Bool = true

    /// The spokes' colour (default: iOS's grey; white for the deprecated white styles).
    open var color: UIColor! {
        get { storedColor ?? defaultColor }
        set {
            storedColor = newValue
            rebuild()
        }
    }
    private var storedColor: UIColor!

    /// Whether the wheel is spinning.
    open var isAnimating: Bool { storedIsAnimating }

    /// An indicator of a style.
    public init(style: UIActivityIndicatorView.Style) {
        storedStyle = style
        super.init(frame: .zero)
        setUp()
    }

    /// A medium indicator centred in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts spinning (and shows the view).
    open func startAnimating() {
        guard !storedIsAnimating else { return }
        storedIsAnimating = true
        isHidden = false
        let steps = spokeCount
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<steps).map { NSNumber(value: Double($0) * 2 * .pi / Double(steps)) }
        spin.calculationMode = .discrete
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        wheel.layer.add(spin, forKey: Self.spinKey)
    }

    /// Stops spinning (and hides the view when ``hidesWhenStopped``).
    open func stopAnimating() {
        guard storedIsAnimating else { return }
        storedIsAnimating = false
        wheel.layer.removeAnimation(forKey: Self.spinKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size: 20 × 20 or 37 × 37 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Keeps the wheel centred.
    open override func layoutSubviews() {
        super.layoutSubviews()
        wheel.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// The spokes' colour when none is set: white for the deprecated white styles, else iOS's grey.
    private var defaultColor: UIColor { style == .white || style == .whiteLarge ? .white : .systemGray }

    private var isLarge: Bool { style == .large || style == .whiteLarge }
    private var side: CGFloat { isLarge ? 37 : 20 }
    private var spokeCount: Int { isLarge ? 12 : 8 }

    private func setUp() {
        isUserInteractionEnabled = false
        isHidden = true
        addSubview(wheel)
        rebuild()
        if bounds.size == .zero { frame.size = intrinsicContentSize }
    }

    private func rebuild() {
        for spoke in wheel.subviews { spoke.removeFromSuperview() }
        let tint: UIColor = storedColor ?? defaultColor
        wheel.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        wheel.center = CGPoint(x: bounds.midX, y: bounds.midY)
        let count = spokeCount
        let length = side * (isLarge ? 0.3 : 0.3)
        let width = isLarge ? 3.5 : 2.2
        for index in 0..<count {
            let spoke = UIView(frame: CGRect(x: (side - width) / 2, y: 0, width: width, height: length))
            spoke.backgroundColor = tint
            spoke.layer.cornerRadius = width / 2
            spoke.layer.anchorPoint = CGPoint(x: 0.5, y: side / 2 / length)
            spoke.center = CGPoint(x: side / 2, y: side / 2)
            // The spoke at index 0 (top) is the brightest; each one behind it clockwise is fainter.
            spoke.transform = CGAffineTransform(rotationAngle: CGFloat(index) * 2 * .pi / CGFloat(count))
            spoke.alpha = 1 - 0.85 * CGFloat((count - index) % count) / CGFloat(count)
            wheel.addSubview(spoke)
        }
    }
}

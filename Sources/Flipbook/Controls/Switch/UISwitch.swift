import Foundation

/// An on/off switch drawn as iOS 17 draws it, as UIKit's `UISwitch`: always 51 × 31 points, a capsule track
/// (grey when off, ``onTintColor`` — system green by default — when on) and a 27-point white thumb with a
/// soft shadow that slides across when the switch is toggled. A tap (a scripted finger lifting inside) toggles
/// it with the animation and sends `.valueChanged`; setting ``isOn`` or ``setOn(_:animated:)`` in code sends nothing.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch looks (UIKit's `UISwitch.Style`); iPhones always draw the sliding switch.
    public enum Style: Int, Sendable {
        /// The platform's choice (sliding on iPhone).
        case automatic = 0
        /// A checkbox (Mac only; drawn as sliding here).
        case checkbox = 1
        /// The sliding switch.
        case sliding = 2
    }

    /// The switch's size, which UIKit does not let a frame change.
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 27
    /// How long the thumb takes to slide (UIKit does not publish its animation; this matches its feel).
    static let toggleDuration: TimeInterval = 0.25
    /// The off track's fill: iOS's secondary system fill.
    static let offTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)

    private let track = UIView()
    private let onFill = UIView()
    private let thumb = UIView()
    private var storedIsOn = false

    /// Whether the switch is on (false by default). Setting it moves the thumb without animating.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// The track's colour when on (nil: system green).
    open var onTintColor: UIColor? {
        get { storedOnTintColor }
        set {
            storedOnTintColor = newValue
            applyColors()
        }
    }
    private var storedOnTintColor: UIColor?

    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? {
        get { storedThumbTintColor }
        set {
            storedThumbTintColor = newValue
            applyColors()
        }
    }
    private var storedThumbTintColor: UIColor?

    /// An image for the on side (ignored by iOS since iOS 7, as here).
    open var onImage: UIImage?
    /// An image for the off side (ignored by iOS since iOS 7, as here).
    open var offImage: UIImage?
    /// A title (shown only by the Mac checkbox style; stored here).
    open var title: String?
    /// The style asked for.
    open var preferredStyle: Style = .automatic
    /// The style drawn: always ``Style/sliding`` on iPhone.
    open var style: Style { .sliding }

    /// A switch at `frame`'s origin; its size is always 51 × 31 points.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        track.frame = CGRect(origin: .zero, size: Self.size)
        track.layer.cornerRadius = Self.size.height / 2
        track.isUserInteractionEnabled = false
        onFill.frame = track.bounds
        onFill.layer.cornerRadius = Self.size.height / 2
        onFill.isUserInteractionEnabled = false
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumb.layer.shadowRadius = 2.5
        thumb.isUserInteractionEnabled = false
        addSubview(track)
        track.addSubview(onFill)
        addSubview(thumb)
        applyColors()
        placeThumb()
        keepsIntrinsicSize()
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The frame; its size stays 51 × 31 points whatever is asked, as in UIKit.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// 51 × 31 points.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// 51 × 31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Turns the switch on or off; when `animated`, the thumb slides and the track's colour fades over 0.25 s.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        if animated {
            UIView.animate(
                withDuration: Self.toggleDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]
            ) {
                self.placeThumb()
            }
        } else {
            UIView.performWithoutAnimation { placeThumb() }
        }
    }

    /// A tap that lifts inside toggles the switch (animated) and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged, with: event)
    }

    /// The colours follow a new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    override func stateDidChange() {
        alpha = isEnabled ? 1 : 0.5
    }

    private func applyColors() {
        track.backgroundColor = Self.offTrackColor
        onFill.backgroundColor = onTintColor ?? .systemGreen
        thumb.backgroundColor = thumbTintColor ?? .white
    }

    private func placeThumb() {
        let inset = (Self.size.height - Self.thumbDiameter) / 2
        let x = isOn ? Self.size.width - inset - Self.thumbDiameter : inset
        thumb.frame = CGRect(x: x, y: inset, width: Self.thumbDiameter, height: Self.thumbDiameter)
        onFill.alpha = isOn ? 1 : 0
    }
}

import Foundation

/// A continuous value chosen by dragging a thumb along a track, drawn as iOS 17 draws it, as UIKit's
/// `UISlider`: a 4-point rounded track, the part before the thumb in ``minimumTrackTintColor`` (the tint
/// colour by default) and the rest in ``maximumTrackTintColor`` (a light grey), and a 28-point white thumb
/// with a soft shadow. A scripted finger that goes down on the thumb drags it: the value follows the finger
/// and `.valueChanged` is sent on every move (``isContinuous``) or once when it lifts.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The track's thickness.
    static let trackHeight: CGFloat = 4
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The height UIKit gives a slider.
    static let height: CGFloat = 31
    /// The unfilled track's colour: iOS's system fill.
    static let maximumTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)

    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIView()
    private let minimumImageView = UIImageView(frame: .zero)
    private let maximumImageView = UIImageView(frame: .zero)
    private var storedValue: Float = 0
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]
    /// Where the finger went down, relative to the thumb's centre, while dragging.
    private var grabOffset: CGFloat?

    /// The value, kept within ``minimumValue``…``maximumValue`` (default 0). Setting it moves the thumb at once.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }

    /// The smallest value (default 0).
    open var minimumValue: Float {
        get { storedMinimumValue }
        set {
            storedMinimumValue = newValue
            clampAndPlace()
        }
    }
    private var storedMinimumValue: Float = 0

    /// The largest value (default 1).
    open var maximumValue: Float {
        get { storedMaximumValue }
        set {
            storedMaximumValue = newValue
            clampAndPlace()
        }
    }
    private var storedMaximumValue: Float = 1

    /// An image at the minimum end, left of the track.
    open var minimumValueImage: UIImage? {
        get { storedMinimumValueImage }
        set {
            storedMinimumValueImage = newValue
            updateImages()
        }
    }
    private var storedMinimumValueImage: UIImage?

    /// An image at the maximum end, right of the track.
    open var maximumValueImage: UIImage? {
        get { storedMaximumValueImage }
        set {
            storedMaximumValueImage = newValue
            updateImages()
        }
    }
    private var storedMaximumValueImage: UIImage?

    /// Whether `.valueChanged` is sent on every move of the finger (true) or once when it lifts.
    open var isContinuous = true

    /// The filled part's colour (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? {
        get { storedMinimumTrackTintColor }
        set {
            storedMinimumTrackTintColor = newValue
            applyColors()
        }
    }
    private var storedMinimumTrackTintColor: UIColor?

    /// The unfilled part's colour (nil: light grey).
    open var maximumTrackTintColor: UIColor? {
        get { storedMaximumTrackTintColor }
        set {
            storedMaximumTrackTintColor = newValue
            applyColors()
        }
    }
    private var storedMaximumTrackTintColor: UIColor?

    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? {
        get { storedThumbTintColor }
        set {
            storedThumbTintColor = newValue
            applyColors()
        }
    }
    private var storedThumbTintColor: UIColor?

    /// A slider with a frame (31 points high is UIKit's size).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [maximumTrack, minimumTrack] {
            view.layer.cornerRadius = Self.trackHeight / 2
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        thumb.layer.cornerRadius = Self.thumbDiameter / 2
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.18
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        thumb.isUserInteractionEnabled = false
        addSubview(thumb)
        for view in [minimumImageView, maximumImageView] {
            view.contentMode = .center
            view.tintColor = .secondaryLabel
            addSubview(view)
        }
        applyColors()
        place()
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Moves the thumb to `value` (clamped); when `animated`, it slides there over 0.25 s.
    open func setValue(_ value: Float, animated: Bool) {
        layoutIfNeeded()
        storedValue = clamped(value)
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
                self.place()
            }
        } else {
            UIView.performWithoutAnimation { place() }
        }
    }

    // MARK: Images

    /// Sets the thumb's image for a state (a thumb image replaces the white circle).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        applyColors()
    }

    /// Sets the filled track's image for a state.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
    }

    /// Sets the unfilled track's image for a state.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
    }

    /// The thumb image set for a state.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }
    /// The filled track image set for a state.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }
    /// The unfilled track image set for a state.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }
    /// The thumb image for the current state.
    open var currentThumbImage: UIImage? { thumbImages[state.rawValue] ?? thumbImages[0] }
    /// The filled track image for the current state.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages[state.rawValue] ?? minimumTrackImages[0] }
    /// The unfilled track image for the current state.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages[state.rawValue] ?? maximumTrackImages[0] }

    // MARK: Geometry

    /// Where the minimum value image goes: at the left, vertically centred.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = minimumValueImage else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(
            x: bounds.minX, y: bounds.midY - image.size.height / 2, width: image.size.width, height: image.size.height)
    }

    /// Where the maximum value image goes: at the right, vertically centred.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let image = maximumValueImage else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(
            x: bounds.maxX - image.size.width, y: bounds.midY - image.size.height / 2, width: image.size.width,
            height: image.size.height)
    }

    /// The track: 4 points high across the bounds, between the value images (with 8 points beside each).
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let left = minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + 8
        let right = maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - 8
        return CGRect(
            x: left, y: bounds.midY - Self.trackHeight / 2, width: max(0, right - left), height: Self.trackHeight)
    }

    /// The thumb's rectangle for `value` on the track `rect`: its centre travels from half a thumb inside
    /// the track's left end to half a thumb inside its right end.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let travel = max(0, rect.width - size.width)
        return CGRect(
            x: rect.minX + travel * fraction, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// No preferred width; 31 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// The current width, 31 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: Self.height) }

    /// Places the track, the thumb and the images.
    open override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }

    // MARK: Tracking

    /// Tracking starts only when the finger goes down on the thumb (with a few points around it).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumbFrame = currentThumbFrame.insetBy(dx: -8, dy: -8)
        guard thumbFrame.contains(point) else { return false }
        grabOffset = point.x - currentThumbFrame.midX
        return true
    }

    /// The value follows the finger; `.valueChanged` is sent when it changed and the slider is continuous.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch)
        return true
    }

    /// The finger lifted: the value is final, and a non-continuous slider sends `.valueChanged` now.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if let touch { follow(touch) }
        if !isContinuous { sendActions(for: .valueChanged, with: event) }
        grabOffset = nil
    }

    /// The finger was cancelled.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        grabOffset = nil
    }

    /// Colours follow a new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyColors()
    }

    override func stateDidChange() {
        alpha = isEnabled ? 1 : 0.5
    }

    // MARK: Private

    private var currentThumbFrame: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    private func follow(_ touch: UITouch) {
        guard let grabOffset else { return }
        let track = trackRect(forBounds: bounds)
        let thumbWidth = currentThumbFrame.width
        let travel = max(1, track.width - thumbWidth)
        let centre = touch.location(in: self).x - grabOffset
        let fraction = Float(min(max((centre - track.minX - thumbWidth / 2) / travel, 0), 1))
        let newValue = clamped(minimumValue + fraction * (maximumValue - minimumValue))
        guard newValue != storedValue else { return }
        storedValue = newValue
        UIView.performWithoutAnimation { place() }
        if isContinuous { sendActions(for: .valueChanged, with: nil) }
    }

    private func clamped(_ value: Float) -> Float {
        guard value.isFinite else { return minimumValue }
        return min(max(value, minimumValue), max(minimumValue, maximumValue))
    }

    private func clampAndPlace() {
        storedValue = clamped(storedValue)
        UIView.performWithoutAnimation { place() }
    }

    private func applyColors() {
        minimumTrack.backgroundColor = minimumTrackTintColor ?? effectiveTintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? Self.maximumTrackColor
        if let image = currentThumbImage {
            thumb.backgroundColor = .clear
            thumb.layer.contents = image.cgImage
            thumb.layer.contentsScale = image.scale
            thumb.layer.shadowOpacity = 0
        } else {
            thumb.layer.contents = nil
            thumb.backgroundColor = thumbTintColor ?? .white
            thumb.layer.shadowOpacity = 0.18
        }
    }

    private func updateImages() {
        minimumImageView.image = minimumValueImage
        maximumImageView.image = maximumValueImage
        UIView.performWithoutAnimation { place() }
    }

    private func place() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = currentThumbFrame
        maximumTrack.frame = track
        minimumTrack.frame = CGRect(
            x: track.minX, y: track.minY, width: max(0, thumbFrame.midX - track.minX), height: track.height)
        thumb.frame = thumbFrame
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
    }
}

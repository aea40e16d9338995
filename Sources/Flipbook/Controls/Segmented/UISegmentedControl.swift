import Foundation

/// A row of segments of which one is selected, drawn as iOS 13–17 draws it, as UIKit's `UISegmentedControl`:
/// a 32-point capsule-cornered grey track with a raised white rounded rectangle behind the selected segment
/// (``selectedSegmentTintColor`` to colour it) that slides to a newly selected segment, 13-point titles
/// (semibold when selected) or template images, and thin separators between unselected neighbours. A tap that
/// lifts over another enabled segment selects it (sliding) and sends `.valueChanged`; setting
/// ``selectedSegmentIndex`` from code moves the selection at once and sends nothing.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected" (-1).
    public static let noSegment = -1

    /// The control's height.
    static let height: CGFloat = 32
    /// How long the selection slides (UIKit does not publish it; this matches its feel).
    static let slideDuration: TimeInterval = 0.25
    /// The track's fill: iOS's tertiary system fill.
    static let trackColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)

    /// One segment's content and state.
    struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
        var contentOffset: CGSize = .zero
        var action: UIAction?
    }

    var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    private let indicator = UIView()
    private var contentViews: [UIView] = []
    private var separators: [UIView] = []
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// A control whose segments show `items`: strings become titles, images become image segments, `UIAction`s
    /// segments with their title and image that run when selected.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: segments.append(Segment(title: title))
            case let image as UIImage: segments.append(Segment(image: image))
            case let action as UIAction:
                segments.append(Segment(title: action.title, image: action.image, action: action))
            default: segments.append(Segment(title: String(describing: item)))
            }
        }
        rebuild()
        frame.size = intrinsicContentSize
    }

    /// A control whose segments are `actions` (their titles and images), each run when its segment is selected.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
        rebuild()
    }

    /// An empty control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = Self.trackColor
        layer.cornerRadius = 8.91
        indicator.isUserInteractionEnabled = false
        indicator.layer.cornerRadius = 6.93
        indicator.layer.shadowColor = UIColor.black.cgColor
        indicator.layer.shadowOpacity = 0.12
        indicator.layer.shadowOffset = CGSize(width: 0, height: 3)
        indicator.layer.shadowRadius = 4
        indicator.layer.borderWidth = 0.5
        indicator.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        addSubview(indicator)
        rebuild()
    }

    /// Flipbook has no archives: always fails (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Whether a selection lasts (false) or only shows while touched (true); default false.
    open var isMomentary = false

    /// Whether segments take widths in proportion to their content instead of equal widths (default false).
    open var apportionsSegmentWidthsByContent: Bool {
        get { storedApportionsSegmentWidthsByContent }
        set {
            storedApportionsSegmentWidthsByContent = newValue
            setNeedsLayout()
        }
    }
    private var storedApportionsSegmentWidthsByContent: Bool = false

    /// The selected segment's index, or ``noSegment``. Setting it moves the selection at once, or with the
    /// animation block it is set in.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue, animated: false) }
    }

    /// The colour of the selected segment's raised background (nil: white).
    open var selectedSegmentTintColor: UIColor? {
        get { storedSelectedSegmentTintColor }
        set {
            storedSelectedSegmentTintColor = newValue
            rebuild()
        }
    }
    private var storedSelectedSegmentTintColor: UIColor?

    /// Inserts a segment titled `title` at `segment` (clamped to the segments' range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment for `action` at `segment`.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment, animated: animated)
    }

    /// Removes the segment at `segment` (nothing when out of range); the selection follows its segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        relayout(animated: animated)
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        storedSelectedIndex = Self.noSegment
        rebuild()
    }

    /// Sets a segment's title (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        rebuild()
    }

    /// A segment's title.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        rebuild()
    }

    /// A segment's image.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Fixes a segment's width (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width.isFinite ? max(0, width) : 0
        setNeedsLayout()
    }

    /// A segment's fixed width (0 when automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Moves a segment's content by `offset`.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
        setNeedsLayout()
    }

    /// A segment's content offset.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    /// Enables or disables one segment (disabled segments are dimmed and cannot be selected by touch).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        rebuild()
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Title attributes for a state (`.font` and `.foregroundColor` are drawn).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        rebuild()
    }

    /// The title attributes set for a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: Size and layout

    /// Every segment as wide as the widest content plus padding, 32 points high.
    open override var intrinsicContentSize: CGSize {
        let widths = segments.indices.map { contentWidth($0) + 24 }
        let total =
            apportionsSegmentWidthsByContent
            ? widths.reduce(0, +) : CGFloat(segments.count) * (widths.max() ?? 0)
        return CGSize(width: total, height: Self.height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the segments' content, the separators and the selection.
    open override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }

    // MARK: Touches

    /// A touch lifting over another enabled segment selects it (sliding) and sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside else { return }
        let index = segmentIndex(at: touch.location(in: self))
        guard let index, segments[index].isEnabled, index != storedSelectedIndex || isMomentary else { return }
        select(index, animated: true)
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: .valueChanged, with: event)
        if isMomentary { select(Self.noSegment, animated: true) }
    }

    /// Colours follow a new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        rebuild()
    }

    override func stateDidChange() {
        alpha = isEnabled ? 1 : 0.5
    }

    // MARK: Private

    private func insert(_ segment: Segment, at index: Int, animated: Bool) {
        let position = min(max(index, 0), segments.count)
        segments.insert(segment, at: position)
        if storedSelectedIndex >= position { storedSelectedIndex += 1 }
        relayout(animated: animated)
    }

    private func relayout(animated: Bool) {
        layoutIfNeeded()
        rebuild()
        if animated {
            UIView.animate(withDuration: Self.slideDuration) { self.place() }
        }
    }

    private func select(_ index: Int, animated: Bool) {
        layoutIfNeeded()
        storedSelectedIndex = segments.indices.contains(index) ? index : Self.noSegment
        styleContent()
        if animated {
            UIView.animate(
                withDuration: Self.slideDuration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]
            ) {
                self.place()
            }
        } else {
            // Outside an animation block the selection moves at once; inside one (an app's
            // `UIView.animate { control.selectedSegmentIndex = 2 }`) it slides with the block, as any view does.
            place()
        }
    }

    private func contentWidth(_ index: Int) -> CGFloat {
        let segment = segments[index]
        if let image = segment.image { return image.size.width }
        let label = UILabel()
        label.font = font(selected: true)
        label.text = segment.title
        return label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: Self.height)).width
    }

    private func font(selected: Bool) -> UIFont {
        let state: UIControl.State = selected ? .selected : .normal
        return titleAttributes[state.rawValue]?[.font] as? UIFont ?? titleAttributes[0]?[.font] as? UIFont
            ?? .systemFont(ofSize: 13, weight: selected ? .semibold : .regular)
    }

    private func rebuild() {
        for view in contentViews + separators { view.removeFromSuperview() }
        contentViews = segments.map { segment in
            if let image = segment.image {
                let view = UIImageView(image: image)
                view.contentMode = .center
                view.tintColor = .label
                return view
            }
            let label = UILabel()
            label.text = segment.title
            label.textAlignment = .center
            return label
        }
        separators = segments.dropFirst().map { _ in
            let separator = UIView()
            separator.backgroundColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
            separator.isUserInteractionEnabled = false
            return separator
        }
        for view in separators { insertSubview(view, belowSubview: indicator) }
        for view in contentViews {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        indicator.backgroundColor = selectedSegmentTintColor ?? .white
        styleContent()
        UIView.performWithoutAnimation { place() }
    }

    private func styleContent() {
        for (index, view) in contentViews.enumerated() {
            let selected = index == storedSelectedIndex
            view.alpha = segments[index].isEnabled ? 1 : 0.35
            guard let label = view as? UILabel else { continue }
            let state: UIControl.State = selected ? .selected : .normal
            label.font = font(selected: selected)
            label.textColor =
                titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor ?? titleAttributes[0]?[
                    .foregroundColor] as? UIColor ?? .label
        }
    }

    /// The segments' frames across the bounds: fixed widths first, the rest shared equally (or by content).
    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let free = segments.indices.filter { segments[$0].width == 0 }
        let remaining = max(0, bounds.width - fixed)
        let contents = free.map { contentWidth($0) + 24 }
        let contentTotal = contents.reduce(0, +)
        var widths = segments.map(\.width)
        for (position, index) in free.enumerated() {
            widths[index] =
                apportionsSegmentWidthsByContent && contentTotal > 0
                ? remaining * contents[position] / contentTotal : remaining / CGFloat(free.count)
        }
        var x: CGFloat = 0
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    private func segmentIndex(at point: CGPoint) -> Int? {
        let frames = segmentFrames()
        if let index = frames.firstIndex(where: { point.x >= $0.minX && point.x < $0.maxX }) { return index }
        return point.x < 0 ? (frames.isEmpty ? nil : 0) : (frames.isEmpty ? nil : frames.count - 1)
    }

    private func place() {
        let frames = segmentFrames()
        for (index, view) in contentViews.enumerated() where frames.indices.contains(index) {
            let offset = segments[index].contentOffset
            view.frame = frames[index].insetBy(dx: 4, dy: 0).offsetBy(dx: offset.width, dy: offset.height)
        }
        for (index, separator) in separators.enumerated() where frames.indices.contains(index + 1) {
            let touchesSelection = index == storedSelectedIndex || index + 1 == storedSelectedIndex
            separator.frame = CGRect(x: frames[index + 1].minX - 0.5, y: (bounds.height - 12) / 2, width: 1, height: 12)
            separator.alpha = touchesSelection ? 0 : 1
        }
        if frames.indices.contains(storedSelectedIndex) {
            indicator.frame = frames[storedSelectedIndex].insetBy(dx: 2, dy: 2)
            indicator.alpha = 1
        } else {
            indicator.alpha = 0
        }
    }
}

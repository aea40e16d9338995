import Foundation

/// A view whose content scrolls, as UIKit's `UIScrollView`: ``contentOffset`` is the bounds origin, so
/// subviews (the content) are drawn shifted by it. Scrolling is bounce-free: the pan recogniser and
/// ``setContentOffset(_:animated:)`` keep the offset within the content and its insets, and nothing
/// decelerates after the finger lifts (so scripted drags in `FrameRecorder` land exactly).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// When the safe area adds to ``contentInset`` in ``adjustedContentInset``.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Vertically always, horizontally when the content is wider than the view.
        case automatic = 0
        /// Vertically when the content is taller than the view, horizontally when wider.
        case scrollableAxes = 1
        /// Never.
        case never = 2
        /// Always.
        case always = 3
    }

    /// Told about scrolling and dragging.
    open weak var delegate: UIScrollViewDelegate?

    /// The size of the content, in points (default zero: nothing to scroll).
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            storedContentSize = newValue
            KeyValueObserving.objectDidChange(self)
        }
    }
    private var storedContentSize = CGSize.zero

    /// Extra scrollable space around the content (default zero).
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            storedContentInset = newValue
            KeyValueObserving.objectDidChange(self)
        }
    }
    private var storedContentInset = UIEdgeInsets.zero

    /// Whether the safe area is added to ``contentInset``. Default ``ContentInsetAdjustmentBehavior/automatic``.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// Whether the pan recogniser scrolls. Default `true`.
    open var isScrollEnabled: Bool {
        get { storedIsScrollEnabled }
        set {
            storedIsScrollEnabled = newValue
            panGestureRecognizer.isEnabled = isScrollEnabled
        }
    }
    private var storedIsScrollEnabled: Bool = true

    /// Kept for source compatibility: Flipbook's scrolling never bounces.
    open var bounces = true
    /// Kept for source compatibility: Flipbook's scrolling never bounces.
    open var alwaysBounceVertical = false
    /// Kept for source compatibility: Flipbook draws no scroll indicators.
    open var showsVerticalScrollIndicator = true
    /// Kept for source compatibility: Flipbook draws no scroll indicators.
    open var showsHorizontalScrollIndicator = true

    /// The recogniser that scrolls the content with a finger.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()

    /// True while a finger drags the content.
    open private(set) var isDragging = false
    /// True from the touch that may start a drag to its end.
    open var isTracking: Bool { isDragging }
    /// Always false: scrolling stops when the finger lifts.
    open var isDecelerating: Bool { false }

    private var offsetAtDragStart = CGPoint.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.addTarget { [weak self] recognizer in self?.handlePan(recognizer) }
        addGestureRecognizer(panGestureRecognizer)
    }

    /// Flipbook has no archives; see `UIView.init?(coder:)`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The point of the content at the view's top-left corner: the bounds origin. Setting it scrolls at
    /// once (unclamped, as UIKit) and tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// ``contentInset`` plus the safe-area insets where ``contentInsetAdjustmentBehavior`` asks for them.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic:
            (vertical, horizontal) = (true, contentSize.width > bounds.width)
        case .scrollableAxes:
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width > bounds.width
        }
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Scrolls to `contentOffset`; `animated` slides there in 0.3 s (ease in-out) instead of jumping.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard animated else {
            self.contentOffset = contentOffset
            return
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState]) {
            self.contentOffset = contentOffset
        }
    }

    /// The offsets scrolling can reach: from minus the adjusted top/left inset to the content's far edge
    /// plus its inset, less the view's size.
    /// Whether the scroll view's pan may begin now (see ``ScrollViewPanGestureRecognizer``; a table says no while a
    /// row is being moved). Declared in the class body so that subclasses can override it.
    var panMayBegin: Bool { true }

    var scrollableOffsets: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    private func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            isDragging = true
            offsetAtDragStart = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let translation = recognizer.translation(in: self)
            let range = scrollableOffsets
            let scrollsHorizontally = contentSize.width > bounds.width
            contentOffset = CGPoint(
                x: scrollsHorizontally
                    ? min(max(offsetAtDragStart.x - translation.x, range.min.x), range.max.x) : contentOffset.x,
                y: min(max(offsetAtDragStart.y - translation.y, range.min.y), range.max.y))
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        default:
            break
        }
    }
}

/// What a scroll view tells its delegate; every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed (by dragging, ``UIScrollView/setContentOffset(_:animated:)`` or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A finger started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger lifted; `decelerate` is always false in Flipbook.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
}

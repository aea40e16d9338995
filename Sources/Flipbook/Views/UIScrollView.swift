import Foundation

/// A view whose content scrolls, as UIKit's `UIScrollView`: ``contentOffset`` is the bounds origin, so
/// subviews (the content) are drawn shifted by it. A finger drags the content within the content and its
/// insets, rubber-banding past an edge when ``bounces``; when it lifts while moving, the content glides on and
/// slows down on the virtual clock (``decelerationRate``), bouncing back from an edge or settling on a page
/// (``isPagingEnabled``). A scripted drag that should land exactly holds still before it lifts.
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

    /// Whether dragging or gliding past the content's edge rubber-bands and springs back (else it stops at the
    /// edge). Default `true`.
    open var bounces = true
    /// Whether vertical drags bounce even when the content is not taller than the view. Default `false`.
    open var alwaysBounceVertical = false
    /// Whether horizontal drags bounce even when the content is not wider than the view. Default `false`.
    open var alwaysBounceHorizontal = false
    /// Whether a drag settles on a multiple of the view's size (a page) when the finger lifts. Default `false`.
    open var isPagingEnabled = false
    /// How quickly the content slows down after the finger lifts. Default ``DecelerationRate/normal``.
    open var decelerationRate: DecelerationRate = .normal
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
    /// True while the content glides on after the finger lifted.
    open var isDecelerating: Bool { deceleration != nil }

    /// The offset when the current drag began.
    private(set) var offsetAtDragStart = CGPoint.zero
    /// The glide running since the finger lifted, if any.
    var deceleration: ScrollDeceleration?
    /// Set by a container that takes this drag (a sheet moving instead of the content): the drag neither
    /// rubber-bands nor glides when the finger lifts.
    var dragIsLentToContainer = false

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
        stopDecelerating()
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
            stopDecelerating()
            isDragging = true
            offsetAtDragStart = contentOffset
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            let translation = recognizer.translation(in: self)
            contentOffset = draggedOffset(
                CGPoint(x: offsetAtDragStart.x - translation.x, y: offsetAtDragStart.y - translation.y))
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            isDragging = false
            let lent = dragIsLentToContainer
            dragIsLentToContainer = false
            let velocity = lent ? .zero : recognizer.velocity(in: self)
            endDragging(fingerVelocity: recognizer.state == .ended ? velocity : .zero)
        default:
            break
        }
    }

    /// Whether the content moves along each axis: it is longer than the view there, or always bounces.
    var movableAxes: (horizontal: Bool, vertical: Bool) {
        let (minimum, maximum) = scrollableOffsets
        return (maximum.x > minimum.x || alwaysBounceHorizontal, maximum.y > minimum.y || alwaysBounceVertical)
    }

    /// Where a finger asking for `proposed` puts the content: within the scrollable offsets, or rubber-banded
    /// past them when the view bounces; an axis that cannot scroll stays put.
    private func draggedOffset(_ proposed: CGPoint) -> CGPoint {
        let (minimum, maximum) = scrollableOffsets
        let axes = movableAxes
        let bands = bounces && !dragIsLentToContainer
        func along(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, _ dimension: CGFloat) -> CGFloat {
            if value < low { return bands ? low - SheetLayout.rubberBand(low - value, dimension: dimension) : low }
            if value > high { return bands ? high + SheetLayout.rubberBand(value - high, dimension: dimension) : high }
            return value
        }
        return CGPoint(
            x: axes.horizontal ? along(proposed.x, minimum.x, maximum.x, bounds.width) : contentOffset.x,
            y: axes.vertical ? along(proposed.y, minimum.y, maximum.y, bounds.height) : contentOffset.y)
    }
}

/// What a scroll view tells its delegate; every method has a default that does nothing.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed (by dragging, ``UIScrollView/setContentOffset(_:animated:)`` or code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A finger started dragging the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger is lifting with `velocity` (points per millisecond, along the content offset); the content
    /// will come to rest at `targetContentOffset.pointee`, which the delegate may change.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` tells whether the content glides on.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts gliding after the finger lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The glide came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

import Foundation

/// A rectangular area on screen, as UIKit's `UIView`: a thin wrapper over its backing ``layer``
/// (`layer.delegate` is the view). Geometry, opacity, colour, clipping and masking forward to the layer;
/// the view adds the subview tree, layout, hit testing, tags and content mode.
///
/// `frame`, `bounds`, `center` and `transform` keep UIKit's relationship: `center` is the layer's position,
/// `transform` the affine part of the layer's 3D transform, and `frame` the bounding box of the transformed
/// bounds around the center.
@MainActor
open class UIView: NSObject, CALayerDelegate {
    /// The class of the backing layer; override to back a view subclass with a `CALayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; its delegate is this view.
    public let layer: CALayer

    var storedSubviews: [UIView] = []
    var storedMaskView: UIView?
    /// Storage for the gesture layer's `gestureRecognizers` (declared in an extension in Gestures/).
    var gestureRecognizersStorage: [AnyObject] = []

    /// The view this view is a subview of, if any.
    public internal(set) weak var superview: UIView?

    /// A number identifying the view; see ``viewWithTag(_:)``.
    public var tag = 0

    /// When false, hit testing skips this view and its subviews.
    public var isUserInteractionEnabled = true

    /// How an image-backed view (``UIImageView``) places its content inside its bounds.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.contentsGravity }
    }

    /// A view with the given frame.
    public init(frame: CGRect) {
        let layerType = (type(of: self).layerClass as? CALayer.Type) ?? CALayer.self
        layer = layerType.init()
        super.init()
        layer.delegate = self
        layer.frame = frame
        layer.storedNeedsLayout = true
    }

    /// A view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Flipbook has no nib or storyboard archives: this initializer always fails. It exists so view
    /// subclasses written for UIKit (`required init?(coder:)`) compile unchanged.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Overridable hooks

    /// Lays out subviews; called during a layout pass when layout is pending. The default does nothing.
    open func layoutSubviews() {}

    /// The layer asks its delegate to lay out; a view answers with ``layoutSubviews()``.
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { layoutSubviews() }
    }

    /// Called before the view moves to a new superview (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves into or out of a window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved into or out of a window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    /// The deepest visible, interactive descendant (or self) containing `point` (in this view's
    /// coordinates), or nil. Hidden views, views with alpha below 0.01 and views with user interaction
    /// disabled are skipped with their subtrees; subviews are tried front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= 0.01, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in storedSubviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// True when `point` (in this view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The size the view would like for its content, or `UIView.noIntrinsicMetric` in a dimension with no
    /// preference (the default for plain views).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The size that best fits `size`; the default returns the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// "No preference" in ``intrinsicContentSize``.
    public static let noIntrinsicMetric: CGFloat = -1
}

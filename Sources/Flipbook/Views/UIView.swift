import Foundation

/// A rectangular area on screen, as UIKit's `UIView`: a thin wrapper over its backing ``layer``
/// (`layer.delegate` is the view). Geometry, opacity, colour, clipping and masking forward to the layer;
/// the view adds the subview tree, layout, hit testing, tags and content mode.
///
/// `frame`, `bounds`, `center` and `transform` keep UIKit's relationship: `center` is the layer's position,
/// `transform` the affine part of the layer's 3D transform, and `frame` the bounding box of the transformed
/// bounds around the center.
@preconcurrency @MainActor
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
    open var tag = 0

    /// When false, hit testing skips this view and its subviews.
    open var isUserInteractionEnabled = true

    /// How an image-backed view (``UIImageView``) places its content inside its bounds.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { layer.contentsGravity = contentMode.contentsGravity }
    }

    // MARK: Geometry and appearance (open as in UIKit: subclasses override them, e.g. with `didSet`)

    /// The view's rectangle in its superview's coordinates: the bounding box of the bounds transformed by
    /// ``transform`` around ``center``. Setting it with a non-identity transform adjusts ``center`` and the
    /// bounds size through the transform (so reading it back gives the same rectangle when possible).
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space: `origin` is what its top-left corner shows, `size` its size.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre of the view in its superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The view's affine transform, applied about its center (the affine part of `layer.transform`;
    /// setting it replaces the whole 3D transform).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The 3D transform of the backing layer (UIKit's `transform3D`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Opacity, 0…1 (the layer's opacity). Views below 0.01 are not hit-tested.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// When true the view and its subviews are not drawn and not hit-tested.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// The background fill (the layer's background colour).
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// The colour controls draw with (system blue by default), inherited from the superview when not set.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            storedTintColor = newValue
            notifyTintColorDidChange()
        }
    }
    private var storedTintColor: UIColor?

    /// Called when ``tintColor`` changes, here or on an ancestor this view inherits it from.
    open func tintColorDidChange() {}

    private func notifyTintColorDidChange() {
        tintColorDidChange()
        for subview in subviews where subview.storedTintColor == nil { subview.notifyTintColorDidChange() }
    }

    /// When true, subviews and content are clipped to the bounds (rounded by `layer.cornerRadius`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha masks this view's content, in this view's coordinates. It is not a subview.
    open var mask: UIView? {
        get { storedMaskView }
        set {
            if let newValue {
                if newValue === self || newValue.isDescendant(of: self) || isDescendant(of: newValue) {
                    flipbookWarning(
                        "a view cannot be masked by itself, an ancestor or a descendant; mask left unchanged")
                    return
                }
                newValue.removeFromSuperview()
            }
            storedMaskView = newValue
            layer.mask = newValue?.layer
        }
    }

    /// A string that identifies the view in UI tests (UIKit's `UIAccessibilityIdentification`).
    open var accessibilityIdentifier: String?

    /// The part of the view's bounds covered by its window's safe-area insets (status bar, home
    /// indicator; see `UIApplication.statusBarFrame`), in the view's coordinates. Zero outside a window.
    open var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let top = SafeAreaMetrics.top(forWindowHeight: window.bounds.height)
        let bottom = SafeAreaMetrics.bottom(forWindowHeight: window.bounds.height)
        let frame = convert(bounds, to: window)
        return UIEdgeInsets(
            top: min(max(top - frame.minY, 0), bounds.height), left: 0,
            bottom: min(max(frame.maxY - (window.bounds.height - bottom), 0), bounds.height), right: 0)
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

    /// The view controller whose root view this is (it hears `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` around ``layoutSubviews()``).
    weak var owningViewController: UIViewController?

    /// The layer asks its delegate to lay out; a view answers with ``layoutSubviews()``, between its view
    /// controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
    }

    /// Flipbook has no nib archives, so nothing calls this; it exists (as UIKit's) so overrides compile.
    open func awakeFromNib() {}

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

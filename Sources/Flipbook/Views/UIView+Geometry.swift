import Foundation

extension UIView {
    /// The view's rectangle in its superview's coordinates: the bounding box of the bounds transformed by
    /// ``transform`` around ``center``. Setting it with a non-identity transform adjusts ``center`` and the
    /// bounds size through the transform (so reading it back gives the same rectangle when possible).
    public var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space: `origin` is what its top-left corner shows, `size` its size.
    public var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The centre of the view in its superview's coordinates (the layer's position).
    public var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The view's affine transform, applied about its center (the affine part of `layer.transform`;
    /// setting it replaces the whole 3D transform).
    public var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
    }

    /// The 3D transform of the backing layer (UIKit's `transform3D`).
    public var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// Opacity, 0…1 (the layer's opacity). Views below 0.01 are not hit-tested.
    public var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// When true the view and its subviews are not drawn and not hit-tested.
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// The background fill (the layer's background colour).
    public var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// When true, subviews and content are clipped to the bounds (rounded by `layer.cornerRadius`).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha masks this view's content, in this view's coordinates. It is not a subview.
    public var mask: UIView? {
        get { storedMaskView }
        set {
            if let newValue {
                if newValue === self || newValue.isDescendant(of: self) || isDescendant(of: newValue) {
                    flipbookWarning("a view cannot be masked by itself, an ancestor or a descendant; mask left unchanged")
                    return
                }
                newValue.removeFromSuperview()
            }
            storedMaskView = newValue
            layer.mask = newValue?.layer
        }
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's), through every
    /// transform on the way (3D ones included).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: view?.layer)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: view?.layer)
    }

    /// Converts a rectangle to `view`'s coordinates (nil: the window's): the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: view?.layer)
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: view?.layer)
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        bounds.size = size
    }
}

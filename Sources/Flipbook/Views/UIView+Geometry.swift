import Foundation

extension UIView {
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

import Foundation

extension CGPoint {
    /// The point mapped by an affine transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped by the linear part of an affine transform (translation ignored);
    /// the result may have negative components, as in Core Graphics.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle containing the four transformed corners of the (standardized) rectangle.
    /// The null rectangle stays null; an infinite rectangle stays infinite.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY).applying(t), CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t), CGPoint(x: r.maxX, y: r.maxY).applying(t),
        ]
        return CGRect(boundingBoxOf: corners)
    }

    /// The smallest rectangle containing all `points` (`.null` when there are none).
    init(boundingBoxOf points: [CGPoint]) {
        guard let first = points.first else {
            self = .null
            return
        }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for p in points.dropFirst() {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

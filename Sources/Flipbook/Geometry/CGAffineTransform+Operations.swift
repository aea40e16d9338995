import Foundation

extension CGAffineTransform {
    /// `self` followed by `t2`: a point is first mapped by `self`, then by `t2`
    /// (the matrix product `self × t2` in row-vector convention).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse transform, or `self` unchanged when the transform is not invertible
    /// (its determinant is zero or not finite), as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }

    /// A translation by `(x, y)` applied before `self` (Core Graphics' `CGAffineTransformTranslate`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale by `(x, y)` applied before `self` (Core Graphics' `CGAffineTransformScale`).
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation by `angle` radians applied before `self` (Core Graphics' `CGAffineTransformRotate`).
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

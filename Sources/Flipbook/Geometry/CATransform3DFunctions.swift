import Foundation

/// A translation by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

/// A scale by `(sx, sy, sz)` about the origin.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)` (need not be normalised).
/// About `(0, 0, 1)` this equals `CGAffineTransform(rotationAngle:)`: clockwise on screen for positive
/// angles. A zero-length or non-finite axis gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let (s, c) = sineCosine(angle)
    let k = 1 - c // diagonal written as 1 − k·(1 − axis²) so axis-aligned rotations keep an exact 1
    return CATransform3D(
        m11: 1 - k * (y * y + z * z), m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
        m21: k * x * y - s * z, m22: 1 - k * (x * x + z * z), m23: k * y * z + s * x, m24: 0,
        m31: k * x * z + s * y, m32: k * y * z - s * x, m33: 1 - k * (x * x + y * y), m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a` followed by `b`: the product `a × b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.multiplied(by: b)
}

/// `t` preceded by a translation by `(tx, ty, tz)`: `translate(tx, ty, tz) × t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).multiplied(by: t)
}

/// `t` preceded by a scale by `(sx, sy, sz)`: `scale(sx, sy, sz) × t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).multiplied(by: t)
}

/// `t` preceded by a rotation of `angle` radians about `(x, y, z)`: `rotation × t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DMakeRotation(angle, x, y, z).multiplied(by: t)
}

/// The inverse of `t`, or `t` unchanged when it is not invertible (as Core Animation does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.inverse ?? t
}

/// True when `t` is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

/// True when `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// True when `t` can be represented exactly by a `CGAffineTransform` (no z, no perspective).
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The 3D transform equivalent to an affine transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// The affine part of `t` (`m11, m12, m21, m22, m41, m42`); exact only when ``CATransform3DIsAffine(_:)``.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

import Foundation

extension CATransform3D: Interpolatable {
    /// Interpolates decomposed parts (see the notes in `TransformParts`): translation, scale, skew and
    /// perspective linearly, rotation by quaternion slerp along the shorter arc. When either matrix has a
    /// singular linear part (a zero scale), its sixteen entries are interpolated linearly instead.
    public func interpolated(to other: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        if let a = TransformParts(self), let b = TransformParts(other) {
            return a.interpolated(to: b, fraction: fraction).matrix
        }
        return entrywise(other) { $0.interpolated(to: $1, fraction: fraction) }
    }

    /// `other` applied after `self`: `CATransform3DConcat(self, other)`.
    public func adding(_ other: CATransform3D) -> CATransform3D { CATransform3DConcat(self, other) }

    /// The inverse of ``adding(_:)``: `CATransform3DConcat(self, CATransform3DInvert(other))`.
    public func subtracting(_ other: CATransform3D) -> CATransform3D {
        CATransform3DConcat(self, CATransform3DInvert(other))
    }

    /// The Euclidean distance between the sixteen entries.
    public func distance(to other: CATransform3D) -> Double {
        let d = entrywise(other) { $1 - $0 }
        return Double(
            [
                d.m11, d.m12, d.m13, d.m14, d.m21, d.m22, d.m23, d.m24,
                d.m31, d.m32, d.m33, d.m34, d.m41, d.m42, d.m43, d.m44,
            ].reduce(0) { $0 + $1 * $1 }.squareRoot())
    }

    /// `self` concatenated `count` times (identity for 0 or less).
    public func scaled(by count: Int) -> CATransform3D {
        var result = CATransform3DIdentity
        for _ in 0..<max(count, 0) { result = CATransform3DConcat(result, self) }
        return result
    }

    private func entrywise(_ o: CATransform3D, _ f: (CGFloat, CGFloat) -> CGFloat) -> CATransform3D {
        CATransform3D(
            m11: f(m11, o.m11), m12: f(m12, o.m12), m13: f(m13, o.m13), m14: f(m14, o.m14),
            m21: f(m21, o.m21), m22: f(m22, o.m22), m23: f(m23, o.m23), m24: f(m24, o.m24),
            m31: f(m31, o.m31), m32: f(m32, o.m32), m33: f(m33, o.m33), m34: f(m34, o.m34),
            m41: f(m41, o.m41), m42: f(m42, o.m42), m43: f(m43, o.m43), m44: f(m44, o.m44))
    }
}

extension CGAffineTransform: Interpolatable {
    /// Interpolates as the equivalent `CATransform3D` does (decomposed; rotation along the shorter arc).
    public func interpolated(to other: CGAffineTransform, fraction: Double) -> CGAffineTransform {
        CATransform3DGetAffineTransform(
            CATransform3DMakeAffineTransform(self)
                .interpolated(to: CATransform3DMakeAffineTransform(other), fraction: fraction))
    }
    /// `other` applied after `self`: `self.concatenating(other)`.
    public func adding(_ other: CGAffineTransform) -> CGAffineTransform { concatenating(other) }
    /// The inverse of ``adding(_:)``.
    public func subtracting(_ other: CGAffineTransform) -> CGAffineTransform { concatenating(other.inverted()) }
    /// The distance between the equivalent 3D transforms.
    public func distance(to other: CGAffineTransform) -> Double {
        CATransform3DMakeAffineTransform(self).distance(to: CATransform3DMakeAffineTransform(other))
    }
    /// `self` concatenated `count` times (identity for 0 or less).
    public func scaled(by count: Int) -> CGAffineTransform {
        var result = CGAffineTransform.identity
        for _ in 0..<max(count, 0) { result = result.concatenating(self) }
        return result
    }
}

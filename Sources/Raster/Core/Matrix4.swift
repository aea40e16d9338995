/// A 4×4 transform in Core Animation's row-vector convention: a point `(x, y, z, 1)` maps to
/// `(x, y, z, 1) × M`, so `m41, m42, m43` translate and `m34` adds perspective (`w = … + z·m34 + m44`).
/// Device position is `(X / W, Y / W)`.
public struct Matrix4: Sendable, Hashable, Codable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// A matrix from its sixteen entries, row by row.
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The identity transform.
    public static let identity = Matrix4(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// A 2D affine transform `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` as a 4×4 matrix.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.init(
            m11: a, m12: b, m13: 0, m14: 0,
            m21: c, m22: d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: tx, m42: ty, m43: 0, m44: 1)
    }

    /// A translation.
    public static func translation(x: Double, y: Double, z: Double = 0) -> Matrix4 {
        var m = Matrix4.identity
        m.m41 = x
        m.m42 = y
        m.m43 = z
        return m
    }

    /// A scale about the origin.
    public static func scale(x: Double, y: Double, z: Double = 1) -> Matrix4 {
        var m = Matrix4.identity
        m.m11 = x
        m.m22 = y
        m.m33 = z
        return m
    }

    /// `self` followed by `other` (row vectors: `p × self × other`).
    public func concatenating(_ other: Matrix4) -> Matrix4 {
        let a = self
        let b = other
        return Matrix4(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// Maps a local point `(x, y, z)` to homogeneous device coordinates `(X, Y, Z, W)`.
    public func apply(x: Double, y: Double, z: Double = 0) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x * m11 + y * m21 + z * m31 + m41,
            x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43,
            x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// True when the matrix is a 2D affine transform (no perspective, no z mixing into x/y).
    public var isAffine: Bool {
        m13 == 0 && m23 == 0 && m14 == 0 && m24 == 0 && m34 == 0 && m44 == 1 && m31 == 0 && m32 == 0 && m43 == 0
    }
}

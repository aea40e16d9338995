import Foundation

/// A 4×4 homogeneous transform in Core Animation's row-vector convention: a point `(x, y, z, 1)`
/// maps to `(x, y, z, 1) × M`. `m41, m42, m43` translate; `m34` adds perspective
/// (set it to `-1 / eyeDistance` for the usual "camera in front of the screen" look).
///
/// Build transforms with the Core Animation free functions (``CATransform3DMakeRotation(_:_:_:_:)``,
/// ``CATransform3DTranslate(_:_:_:_:)``, …) starting from ``CATransform3DIdentity``.
public struct CATransform3D: Sendable, Hashable, Codable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4: perspective (`w` gains `z · m34`).
    public var m34: CGFloat
    /// Row 4, column 1: x translation.
    public var m41: CGFloat
    /// Row 4, column 2: y translation.
    public var m42: CGFloat
    /// Row 4, column 3: z translation.
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// A transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
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

    /// A transform whose sixteen entries are all zero, as Core Animation's `CATransform3D()` gives.
    /// Start from ``CATransform3DIdentity`` for "no transform".
    public init() {
        self.init(
            m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// The matrix product `self × other`: `self` applies first.
    func multiplied(by other: CATransform3D) -> CATransform3D {
        CATransform3D(matrix4.concatenating(other.matrix4))
    }

    /// Maps `(x, y, z, 1)` to homogeneous coordinates `(X, Y, Z, W)`.
    func mapHomogeneous(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> (x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        (
            x * m11 + y * m21 + z * m31 + m41,
            x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43,
            x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// Maps a point in the z = 0 plane and projects it back to 2D (divides by `w`).
    /// Returns nil when the point lands on or behind the eye (`w ≤ 0`), where projection is undefined.
    func projecting(_ p: CGPoint) -> CGPoint? {
        let h = mapHomogeneous(x: p.x, y: p.y)
        guard h.w > 0, h.w.isFinite else { return nil }
        if h.w == 1 { return CGPoint(x: h.x, y: h.y) }
        return CGPoint(x: h.x / h.w, y: h.y / h.w)
    }

    /// A transform with the entries of Raster's matrix (same row-vector convention).
    init(_ m: Matrix4) {
        self.init(
            m11: CGFloat(m.m11), m12: CGFloat(m.m12), m13: CGFloat(m.m13), m14: CGFloat(m.m14),
            m21: CGFloat(m.m21), m22: CGFloat(m.m22), m23: CGFloat(m.m23), m24: CGFloat(m.m24),
            m31: CGFloat(m.m31), m32: CGFloat(m.m32), m33: CGFloat(m.m33), m34: CGFloat(m.m34),
            m41: CGFloat(m.m41), m42: CGFloat(m.m42), m43: CGFloat(m.m43), m44: CGFloat(m.m44))
    }

    /// The same matrix with Raster's `Double` entries.
    var matrix4: Matrix4 {
        Matrix4(
            m11: Double(m11), m12: Double(m12), m13: Double(m13), m14: Double(m14),
            m21: Double(m21), m22: Double(m22), m23: Double(m23), m24: Double(m24),
            m31: Double(m31), m32: Double(m32), m33: Double(m33), m34: Double(m34),
            m41: Double(m41), m42: Double(m42), m43: Double(m43), m44: Double(m44))
    }
}

/// The identity transform `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

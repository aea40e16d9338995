/// A 3×3 matrix in the same row-vector convention as `Matrix4`: `(x, y, 1) × M = (X, Y, W)`.
/// Used for plane homographies and device-to-texture maps.
struct Matrix3 {
    var m11: Double, m12: Double, m13: Double
    var m21: Double, m22: Double, m23: Double
    var m31: Double, m32: Double, m33: Double

    init(
        _ m11: Double, _ m12: Double, _ m13: Double,
        _ m21: Double, _ m22: Double, _ m23: Double,
        _ m31: Double, _ m32: Double, _ m33: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
    }

    /// A matrix whose rows are three homogeneous points.
    init(rows a: HomogeneousPoint, _ b: HomogeneousPoint, _ c: HomogeneousPoint) {
        self.init(a.x, a.y, a.w, b.x, b.y, b.w, c.x, c.y, c.w)
    }

    /// `self` followed by `o`.
    func concatenating(_ o: Matrix3) -> Matrix3 {
        Matrix3(
            m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The inverse (adjugate over determinant), or nil when singular or not finite.
    var inverse: Matrix3? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m13 * m32 - m12 * m33
        let c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33
        let c22 = m11 * m33 - m13 * m31
        let c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31
        let c32 = m12 * m31 - m11 * m32
        let c33 = m11 * m22 - m12 * m21
        let det = m11 * c11 + m12 * c21 + m13 * c31
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        let inv = Matrix3(c11 * r, c12 * r, c13 * r, c21 * r, c22 * r, c23 * r, c31 * r, c32 * r, c33 * r)
        return inv.isFinite ? inv : nil
    }

    var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite && m23.isFinite && m31.isFinite
            && m32.isFinite && m33.isFinite
    }
}

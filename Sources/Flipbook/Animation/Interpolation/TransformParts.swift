import Foundation

/// A 4×4 transform split into parts that interpolate naturally, the way Core Animation animates `transform`:
/// translation, scale, skew and perspective linearly, rotation along the shortest great-circle arc (a
/// quaternion slerp). Rotations of more than half a turn therefore take the short way, as on iOS.
///
/// With row vectors (`p′ = p × M`), the matrix is `M = A × Π`, where `A` holds the linear part `L` (rows 1–3)
/// and the translation `t` (row 4) and `Π` is the identity with the last column `(p₁, p₂, p₃, p₄)`; so
/// `column4[1…3] = L·p` and `m44 = t·p + p₄`. `L = U × R`, with `R` a rotation and `U` lower-triangular
/// (scale on the diagonal, normalized skews below it), found by Gram–Schmidt on `L`'s rows.
struct TransformParts {
    var translation: SIMD3<Double>
    var scale: SIMD3<Double>
    /// Skews (xy, xz, yz), each relative to the later axis's scale.
    var skew: SIMD3<Double>
    var perspective: SIMD4<Double>
    /// Unit quaternion (x, y, z, w).
    var rotation: SIMD4<Double>

    /// Decomposes `m`, or returns nil when its linear part is singular (for example a zero scale).
    init?(_ m: CATransform3D) {
        let values = [
            m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
            m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44,
        ].map(Double.init)
        guard values.allSatisfy(\.isFinite) else { return nil }
        var r1 = SIMD3(values[0], values[1], values[2])
        var r2 = SIMD3(values[4], values[5], values[6])
        var r3 = SIMD3(values[8], values[9], values[10])
        let t = SIMD3(values[12], values[13], values[14])
        let column4 = SIMD3(values[3], values[7], values[11])
        let det = dot(r1, cross(r2, r3))
        guard abs(det) > 1e-12 else { return nil }

        // Perspective: solve L·p = column4 (Cramer's rule with L's rows).
        var p = SIMD3<Double>(0, 0, 0)
        if column4 != SIMD3(0, 0, 0) {
            // L·p = c  ⇔  p = L⁻¹ c; L⁻¹ = adj(L)/det with adj's columns the cross products of rows.
            let c1 = cross(r2, r3)
            let c2 = cross(r3, r1)
            let c3 = cross(r1, r2)
            p = (c1 * column4.x + c2 * column4.y + c3 * column4.z) / det
        }
        perspective = SIMD4(p.x, p.y, p.z, values[15] - dot(t, p))
        translation = t

        // Gram–Schmidt on the rows.
        var sx = length(r1)
        r1 /= sx
        var xy = dot(r1, r2)
        r2 -= r1 * xy
        var sy = length(r2)
        r2 /= sy
        xy /= sy
        var xz = dot(r1, r3)
        r3 -= r1 * xz
        var yz = dot(r2, r3)
        r3 -= r2 * yz
        var sz = length(r3)
        r3 /= sz
        xz /= sz
        yz /= sz
        if det < 0 {
            sx = -sx
            sy = -sy
            sz = -sz
            r1 = -r1
            r2 = -r2
            r3 = -r3
        }
        scale = SIMD3(sx, sy, sz)
        skew = SIMD3(xy, xz, yz)
        rotation = Self.quaternion(rows: r1, r2, r3)
    }

    /// Recomposes the matrix.
    var matrix: CATransform3D {
        let (r1, r2, r3) = Self.rotationRows(rotation)
        let l1 = r1 * scale.x
        let l2 = r1 * (skew.x * scale.y) + r2 * scale.y
        let l3 = r1 * (skew.y * scale.z) + r2 * (skew.z * scale.z) + r3 * scale.z
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        let t = translation
        return CATransform3D(
            m11: l1.x, m12: l1.y, m13: l1.z, m14: dot(l1, p),
            m21: l2.x, m22: l2.y, m23: l2.z, m24: dot(l2, p),
            m31: l3.x, m32: l3.y, m33: l3.z, m34: dot(l3, p),
            m41: t.x, m42: t.y, m43: t.z, m44: dot(t, p) + perspective.w)
    }

    /// The parts `fraction` of the way from `self` to `other`.
    func interpolated(to other: TransformParts, fraction f: Double) -> TransformParts {
        var result = self
        result.translation = translation + (other.translation - translation) * f
        result.scale = scale + (other.scale - scale) * f
        result.skew = skew + (other.skew - skew) * f
        result.perspective = perspective + (other.perspective - perspective) * f
        result.rotation = Self.slerp(rotation, other.rotation, f)
        return result
    }

    // MARK: Quaternions

    /// The unit quaternion of the rotation whose row-vector matrix has rows r1, r2, r3.
    static func quaternion(rows r1: SIMD3<Double>, _ r2: SIMD3<Double>, _ r3: SIMD3<Double>) -> SIMD4<Double> {
        // Use the column-vector matrix R = transpose(rows): R[i][j] = row_j[i].
        let m00 = r1.x
        let m01 = r2.x
        let m02 = r3.x
        let m10 = r1.y
        let m11 = r2.y
        let m12 = r3.y
        let m20 = r1.z
        let m21 = r2.z
        let m22 = r3.z
        let trace = m00 + m11 + m22
        var q: SIMD4<Double>
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = SIMD4((m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, s / 4)
        } else if m00 > m11 && m00 > m22 {
            let s = (1 + m00 - m11 - m22).squareRoot() * 2
            q = SIMD4(s / 4, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s)
        } else if m11 > m22 {
            let s = (1 + m11 - m00 - m22).squareRoot() * 2
            q = SIMD4((m01 + m10) / s, s / 4, (m12 + m21) / s, (m02 - m20) / s)
        } else {
            let s = (1 + m22 - m00 - m11).squareRoot() * 2
            q = SIMD4((m02 + m20) / s, (m12 + m21) / s, s / 4, (m10 - m01) / s)
        }
        return q / (q * q).sum().squareRoot()
    }

    /// The rows of the row-vector rotation matrix of unit quaternion `q` (inverse of ``quaternion(rows:_:_:)``).
    static func rotationRows(_ q: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        // Column-vector matrix entries.
        let m00 = 1 - 2 * (y * y + z * z)
        let m01 = 2 * (x * y - z * w)
        let m02 = 2 * (x * z + y * w)
        let m10 = 2 * (x * y + z * w)
        let m11 = 1 - 2 * (x * x + z * z)
        let m12 = 2 * (y * z - x * w)
        let m20 = 2 * (x * z - y * w)
        let m21 = 2 * (y * z + x * w)
        let m22 = 1 - 2 * (x * x + y * y)
        // Rows of the transpose.
        return (SIMD3(m00, m10, m20), SIMD3(m01, m11, m21), SIMD3(m02, m12, m22))
    }

    /// Spherical linear interpolation along the shorter arc.
    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        var b = b
        var cosine = (a * b).sum()
        if cosine < 0 {
            b = -b
            cosine = -cosine
        }
        if cosine > 1 - 1e-12 {
            let q = a + (b - a) * f
            return q / (q * q).sum().squareRoot()
        }
        let angle = acos(min(cosine, 1))
        let s = sin(angle)
        return a * (sin((1 - f) * angle) / s) + b * (sin(f * angle) / s)
    }
}

private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
private func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}

/// A point in device pixels (x right, y down; pixel `(i, j)` spans `i…i+1 × j…j+1`).
public struct DevicePoint: Sendable, Equatable {
    /// The coordinates in pixels.
    public var x: Double, y: Double

    /// The point at `(x, y)`.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A point in homogeneous device coordinates: its device position is `(x / w, y / w)`.
struct HomogeneousPoint {
    var x: Double, y: Double, w: Double
}

/// Points at `w` below this are behind the eye (or so close to it that dividing would explode) and
/// are clipped away before the perspective divide.
let minimumW = 1e-6

extension Matrix4 {
    /// True when all sixteen entries are finite.
    var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite && m41.isFinite
            && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The local point `(x, y, z)` in homogeneous device coordinates (the z output is not needed:
    /// there is no depth buffer, paint order decides visibility).
    @inline(__always)
    func homogeneous(x: Double, y: Double, z: Double = 0) -> HomogeneousPoint {
        HomogeneousPoint(
            x: x * m11 + y * m21 + z * m31 + m41,
            y: x * m12 + y * m22 + z * m32 + m42,
            w: x * m14 + y * m24 + z * m34 + m44)
    }

    /// The homography taking the local plane `z = 0` to device space: `(x, y, 1) × H = (X, Y, W)`.
    var planeHomography: Matrix3 {
        Matrix3(
            m11, m12, m14,
            m21, m22, m24,
            m41, m42, m44)
    }

    /// True when the transform keeps rectangles axis-aligned in device space (scale and translate
    /// only, no rotation, shear or perspective).
    var isAxisAlignedAffine: Bool { isAffine && m12 == 0 && m21 == 0 }
}

import Foundation

extension Matrix4 {
    /// The map of the local z = 0 plane to the screen: only rows/columns x, y, w are kept, with z passed
    /// through. Items lie in their layer's plane, so this draws exactly like `self` but stays invertible
    /// whenever the plane's image is (flattening zeroes the z column, which would make `self` singular).
    var planar: Matrix4 {
        Matrix4(
            m11: m11, m12: m12, m13: 0, m14: m14,
            m21: m21, m22: m22, m23: 0, m24: m24,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: m41, m42: m42, m43: 0, m44: m44)
    }

    /// Core Animation's flattening of a sublayer tree onto its layer's plane: z is dropped (`z' = 0`).
    static let flatten = Matrix4(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 0, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// True when the local plane is seen from behind (its x and y axes appear mirrored on screen) at the
    /// given local rectangle; false when it can't be decided (a corner behind the eye).
    func showsBackFace(of rect: Rect) -> Bool {
        let w = rect.width > 0 ? rect.width : 1
        let h = rect.height > 0 ? rect.height : 1
        let p0 = apply(x: rect.x, y: rect.y)
        let p1 = apply(x: rect.x + w, y: rect.y)
        let p2 = apply(x: rect.x, y: rect.y + h)
        guard p0.w > 0, p1.w > 0, p2.w > 0 else { return false }
        let (ax, ay) = (p0.x / p0.w, p0.y / p0.w)
        let (bx, by) = (p1.x / p1.w - ax, p1.y / p1.w - ay)
        let (cx, cy) = (p2.x / p2.w - ax, p2.y / p2.w - ay)
        return bx * cy - by * cx < 0
    }
}

extension CGRect {
    /// The rectangle as Raster's `Rect`.
    var rasterRect: Rect {
        Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
}

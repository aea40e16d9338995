import Foundation

/// A projective map between two planes in row-vector form: `(x, y, 1) × H = (X, Y, W)`, result `(X / W, Y / W)`.
///
/// A layer's 4×4 transform restricted to its z = 0 plane and flattened into its parent's plane (Core Animation
/// flattens every non-`CATransformLayer` sublayer) is exactly such a map: rows/columns 1, 2 and 4 of the 4×4.
/// Composition stays exact, and inverting it converts points back down the tree.
struct PlaneHomography: Sendable, Equatable {
    var h11: CGFloat, h12: CGFloat, h13: CGFloat
    var h21: CGFloat, h22: CGFloat, h23: CGFloat
    var h31: CGFloat, h32: CGFloat, h33: CGFloat

    static let identity = PlaneHomography(h11: 1, h12: 0, h13: 0, h21: 0, h22: 1, h23: 0, h31: 0, h32: 0, h33: 1)

    init(
        h11: CGFloat, h12: CGFloat, h13: CGFloat, h21: CGFloat, h22: CGFloat, h23: CGFloat,
        h31: CGFloat, h32: CGFloat, h33: CGFloat
    ) {
        self.h11 = h11
        self.h12 = h12
        self.h13 = h13
        self.h21 = h21
        self.h22 = h22
        self.h23 = h23
        self.h31 = h31
        self.h32 = h32
        self.h33 = h33
    }

    /// The plane-to-plane part of a 3D transform (input z = 0, output z dropped).
    init(_ t: CATransform3D) {
        self.init(
            h11: t.m11, h12: t.m12, h13: t.m14,
            h21: t.m21, h22: t.m22, h23: t.m24,
            h31: t.m41, h32: t.m42, h33: t.m44)
    }

    /// A translation by `(dx, dy)`.
    static func translation(_ dx: CGFloat, _ dy: CGFloat) -> PlaneHomography {
        PlaneHomography(h11: 1, h12: 0, h13: 0, h21: 0, h22: 1, h23: 0, h31: dx, h32: dy, h33: 1)
    }

    /// `self` followed by `b`.
    func concatenating(_ b: PlaneHomography) -> PlaneHomography {
        let a = self
        return PlaneHomography(
            h11: a.h11 * b.h11 + a.h12 * b.h21 + a.h13 * b.h31,
            h12: a.h11 * b.h12 + a.h12 * b.h22 + a.h13 * b.h32,
            h13: a.h11 * b.h13 + a.h12 * b.h23 + a.h13 * b.h33,
            h21: a.h21 * b.h11 + a.h22 * b.h21 + a.h23 * b.h31,
            h22: a.h21 * b.h12 + a.h22 * b.h22 + a.h23 * b.h32,
            h23: a.h21 * b.h13 + a.h22 * b.h23 + a.h23 * b.h33,
            h31: a.h31 * b.h11 + a.h32 * b.h21 + a.h33 * b.h31,
            h32: a.h31 * b.h12 + a.h32 * b.h22 + a.h33 * b.h32,
            h33: a.h31 * b.h13 + a.h32 * b.h23 + a.h33 * b.h33)
    }

    /// The inverse map, or nil when the map is singular (e.g. a layer seen exactly edge-on).
    var inverse: PlaneHomography? {
        let c11 = h22 * h33 - h23 * h32
        let c12 = h23 * h31 - h21 * h33
        let c13 = h21 * h32 - h22 * h31
        let det = h11 * c11 + h12 * c12 + h13 * c13
        guard det != 0, det.isFinite else { return nil }
        return PlaneHomography(
            h11: c11 / det, h12: (h13 * h32 - h12 * h33) / det, h13: (h12 * h23 - h13 * h22) / det,
            h21: c12 / det, h22: (h11 * h33 - h13 * h31) / det, h23: (h13 * h21 - h11 * h23) / det,
            h31: c13 / det, h32: (h12 * h31 - h11 * h32) / det, h33: (h11 * h22 - h12 * h21) / det)
    }

    /// Maps a point; a point sent to infinity (W = 0) comes back with infinite coordinates.
    func apply(_ p: CGPoint) -> CGPoint {
        let x = p.x * h11 + p.y * h21 + h31
        let y = p.x * h12 + p.y * h22 + h32
        let w = p.x * h13 + p.y * h23 + h33
        if w == 1 { return CGPoint(x: x, y: y) }
        guard w != 0 else { return CGPoint(x: CGFloat.infinity, y: CGFloat.infinity) }
        return CGPoint(x: x / w, y: y / w)
    }

    /// The bounding box of the four mapped corners.
    func apply(_ r: CGRect) -> CGRect {
        if r.isNull { return r }
        let s = r.standardized
        return CGRect(boundingBoxOf: [
            apply(CGPoint(x: s.minX, y: s.minY)), apply(CGPoint(x: s.maxX, y: s.minY)),
            apply(CGPoint(x: s.minX, y: s.maxY)), apply(CGPoint(x: s.maxX, y: s.maxY)),
        ])
    }
}

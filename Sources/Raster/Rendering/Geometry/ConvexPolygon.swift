/// A convex polygon in a plane (vertices in order), for cutting shapes into pieces before they are
/// drawn — effects slice a page into strips that are bent separately, for example.
///
/// Cuts are lines `a·x + b·y = c`. Where two pieces meet along a cut they share the very same
/// vertices (each crossing of a polygon side with a cut is computed once, the same way for both
/// pieces), so meshes built from the pieces are seam-free: the rasterizer recognises their common
/// edges as interior.
public struct ConvexPolygon: Sendable, Equatable {
    /// The vertices in order; empty when nothing is left.
    public var points: [DevicePoint]

    /// A polygon with these vertices (convex, in order, either orientation).
    public init(points: [DevicePoint]) { self.points = points }

    /// The axis-aligned rectangle `(0, 0)…(width, height)`, clockwise on screen.
    public static func rectangle(width: Double, height: Double) -> ConvexPolygon {
        ConvexPolygon(points: [
            DevicePoint(x: 0, y: 0), DevicePoint(x: width, y: 0),
            DevicePoint(x: width, y: height), DevicePoint(x: 0, y: height),
        ])
    }

    /// The pieces between consecutive `cuts` (ascending; use `±.infinity` for an open end): piece `i` is
    /// the part where `cuts[i] ≤ a·x + b·y ≤ cuts[i + 1]`, empty when less than a triangle is left.
    public func slices(a: Double, b: Double, at cuts: [Double]) -> [ConvexPolygon] {
        guard cuts.count >= 2 else { return [] }
        var piece: [DevicePoint] = []
        return (0..<cuts.count - 1).map { i in
            appendSlab(of: points, a: a, b: b, from: cuts[i], to: cuts[i + 1], into: &piece)
            return ConvexPolygon(points: piece.count >= 3 ? piece : [])
        }
    }

    /// The part where `lower ≤ a·x + b·y ≤ upper`.
    public func slab(a: Double, b: Double, from lower: Double, to upper: Double) -> ConvexPolygon {
        slices(a: a, b: b, at: [lower, upper])[0]
    }

    /// The enclosed area in square pixels (0 when empty).
    public var area: Double {
        guard let last = points.last else { return 0 }
        var twice = 0.0
        var previous = last
        for p in points {
            twice += previous.x * p.y - p.x * previous.y
            previous = p
        }
        return abs(twice) / 2
    }
}

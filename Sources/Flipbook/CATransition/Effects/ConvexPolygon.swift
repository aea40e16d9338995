/// A point in the layer's pixel space.
struct Point2: Sendable, Equatable {
    var x: Double, y: Double
}

/// A convex polygon (vertices in order), cut down by half-planes.
struct ConvexPolygon: Sendable {
    var points: [Point2]

    /// The axis-aligned rectangle `(0, 0)…(width, height)`, clockwise on screen.
    static func rectangle(width: Double, height: Double) -> ConvexPolygon {
        ConvexPolygon(points: [Point2(x: 0, y: 0), Point2(x: width, y: 0),
                               Point2(x: width, y: height), Point2(x: 0, y: height)])
    }

    /// The part where `a·x + b·y ≥ limit` (Sutherland–Hodgman against one edge).
    func keeping(a: Double, b: Double, atLeast limit: Double) -> ConvexPolygon {
        guard !points.isEmpty else { return self }
        var out: [Point2] = []
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            let fp = a * p.x + b * p.y - limit, fq = a * q.x + b * q.y - limit
            if fp >= 0 { out.append(p) }
            if (fp >= 0) != (fq >= 0) {
                let k = fp / (fp - fq)
                out.append(Point2(x: p.x + (q.x - p.x) * k, y: p.y + (q.y - p.y) * k))
            }
        }
        return ConvexPolygon(points: out.count >= 3 ? out : [])
    }

    /// The part where `lower ≤ a·x + b·y ≤ upper`.
    func slab(a: Double, b: Double, from lower: Double, to upper: Double) -> ConvexPolygon {
        keeping(a: a, b: b, atLeast: lower).keeping(a: -a, b: -b, atLeast: -upper)
    }
}

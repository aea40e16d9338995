import CChipmunk

/// The outline of one collision shape of a body, in the body's own coordinates (origin at the body's
/// position, unrotated).
public enum ShapeGeometry: Equatable, Sendable {
    /// An axis-aligned rectangle `width` × `height` centred on `center`.
    case box(width: Double, height: Double, center: PhysicsVector)
    /// An ellipse inscribed in a `width` × `height` rectangle centred on `center` (a circle when they are equal;
    /// otherwise a 32-sided polygon).
    case ellipse(width: Double, height: Double, center: PhysicsVector)
    /// The convex hull of `points`.
    case convexHull([PhysicsVector])

    /// The number of sides used for an ellipse that is not a circle.
    static let ellipseSides = 32

    /// Whether the shape has a positive area and finite coordinates, so the engine can take it.
    public var isUsable: Bool {
        switch self {
        case .box(let w, let h, let c), .ellipse(let w, let h, let c):
            return w.isFinite && h.isFinite && w > 0 && h > 0 && c.isFinite
        case .convexHull(let points):
            return points.count >= 3 && points.allSatisfy(\.isFinite) && area > 0
        }
    }

    /// The area enclosed.
    public var area: Double {
        switch self {
        case .box(let w, let h, _): return w * h
        case .ellipse(let w, let h, _): return w == h ? Double.pi * w * w / 4 : polygonArea(ellipsePoints(w, h, .zero))
        case .convexHull(let points): return polygonArea(hull(points))
        }
    }

    /// The polygon's corners for a polygonal shape, or nil for a circle.
    var polygon: [PhysicsVector]? {
        switch self {
        case .box(let w, let h, let c):
            return [c + [-w / 2, -h / 2], c + [w / 2, -h / 2], c + [w / 2, h / 2], c + [-w / 2, h / 2]]
        case .ellipse(let w, let h, let c): return w == h ? nil : ellipsePoints(w, h, c)
        case .convexHull(let points): return hull(points)
        }
    }

    /// The polygon the engine collides with its corners rounded by up to `radius` (at most a quarter of the
    /// shorter side) without growing: for a box, the box inset by the rounding, which the engine grows back by it.
    /// Other shapes keep their sharp polygon (rounding 0); a circle has none.
    func roundedPolygon(radius: Double) -> (corners: [PhysicsVector], rounding: Double)? {
        guard case .box(let w, let h, let c) = self, radius > 0 else { return polygon.map { ($0, 0) } }
        let rounding = min(radius, w / 4, h / 4)
        let inset = ShapeGeometry.box(width: w - 2 * rounding, height: h - 2 * rounding, center: c)
        return (inset.polygon!, rounding)
    }
}

/// The corners of a polygon approximating an ellipse, counter-clockwise in y-down coordinates.
private func ellipsePoints(_ width: Double, _ height: Double, _ center: PhysicsVector) -> [PhysicsVector] {
    (0..<ShapeGeometry.ellipseSides).map { index in
        let angle = 2 * Double.pi * Double(index) / Double(ShapeGeometry.ellipseSides)
        return center + [width / 2 * cos(angle), height / 2 * sin(angle)]
    }
}

/// The convex hull of `points`, computed by Chipmunk.
private func hull(_ points: [PhysicsVector]) -> [PhysicsVector] {
    var input = points.map(\.cp)
    var output = [cpVect](repeating: cpVect(x: 0, y: 0), count: points.count)
    let count = Int(cpConvexHull(Int32(input.count), &input, &output, nil, 0))
    return output.prefix(count).map(PhysicsVector.init)
}

/// The (unsigned) area of a simple polygon.
private func polygonArea(_ points: [PhysicsVector]) -> Double {
    guard points.count >= 3 else { return 0 }
    var twice = 0.0
    for index in points.indices {
        let (a, b) = (points[index], points[(index + 1) % points.count])
        twice += a.x * b.y - b.x * a.y
    }
    return abs(twice) / 2
}

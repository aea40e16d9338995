import Foundation

extension Path {
    /// The path with every point and control point moved by `map`.
    public func mapped(_ map: (Double, Double) -> (x: Double, y: Double)) -> Path {
        Path(
            elements.map { e in
                switch e {
                case .move(let x, let y):
                    let p = map(x, y)
                    return .move(x: p.x, y: p.y)
                case .line(let x, let y):
                    let p = map(x, y)
                    return .line(x: p.x, y: p.y)
                case .quad(let a, let b, let x, let y):
                    let c = map(a, b)
                    let p = map(x, y)
                    return .quad(cx: c.x, cy: c.y, x: p.x, y: p.y)
                case .cubic(let a, let b, let c, let d, let x, let y):
                    let c1 = map(a, b)
                    let c2 = map(c, d)
                    let p = map(x, y)
                    return .cubic(c1x: c1.x, c1y: c1.y, c2x: c2.x, c2y: c2.y, x: p.x, y: p.y)
                case .close: return .close
                }
            })
    }

    /// The same outline with every subpath walked backwards (a closed one stays closed).
    public func reversed() -> Path {
        var result = Path()
        var start = (x: 0.0, y: 0.0)
        var pieces: [(from: (x: Double, y: Double), element: Element)] = []
        var pen = start
        func flush(closed: Bool) {
            guard !pieces.isEmpty else { return }
            result.move(to: pen.x, pen.y)
            for piece in pieces.reversed() {
                let to = piece.from
                switch piece.element {
                case .quad(let cx, let cy, _, _): result.elements.append(.quad(cx: cx, cy: cy, x: to.x, y: to.y))
                case .cubic(let a, let b, let c, let d, _, _):
                    result.elements.append(.cubic(c1x: c, c1y: d, c2x: a, c2y: b, x: to.x, y: to.y))
                default: result.line(to: to.x, to.y)
                }
            }
            if closed { result.close() }
            pieces = []
        }
        for e in elements {
            switch e {
            case .move(let x, let y):
                flush(closed: false)
                start = (x, y)
                pen = start
            case .line(let x, let y), .quad(_, _, let x, let y), .cubic(_, _, _, _, let x, let y):
                pieces.append((pen, e))
                pen = (x, y)
            case .close:
                if pen != start { pieces.append((pen, .line(x: start.x, y: start.y))) }
                pen = start
                flush(closed: true)
            }
        }
        flush(closed: false)
        return result
    }

    /// The curves' own extent (tighter than ``controlPointBounds`` where control points stick out),
    /// found on the path flattened to a thousandth of its size; nil for a path without points.
    public var tightBounds: Rect? {
        guard let rough = controlPointBounds else { return nil }
        let lines = flattened(tolerance: max(rough.width, rough.height, 1e-9) / 1000)
        var x0 = Double.infinity
        var y0 = Double.infinity
        var x1 = -Double.infinity
        var y1 = -Double.infinity
        for line in lines {
            for p in line.points {
                x0 = min(x0, p.x)
                y0 = min(y0, p.y)
                x1 = max(x1, p.x)
                y1 = max(y1, p.y)
            }
        }
        // A lone move has no curve: its point is its extent.
        guard x0 <= x1 else { return currentPoint.map { Rect(x: $0.x, y: $0.y, width: 0, height: 0) } }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when `(x, y)` is inside the path under `rule` (every subpath closed), measured on the
    /// path flattened to a thousandth of its size.
    public func contains(x: Double, y: Double, rule: FillRule) -> Bool {
        guard let rough = controlPointBounds, isFinite else { return false }
        var winding = 0
        for line in flattened(tolerance: max(rough.width, rough.height, 1e-9) / 1000) {
            let p = line.points
            guard p.count >= 2 else { continue }
            var a = p[p.count - 1]
            for b in p {
                let side = (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y)
                if a.y <= y, b.y > y, side > 0 { winding += 1 }
                if a.y > y, b.y <= y, side < 0 { winding -= 1 }
                a = b
            }
        }
        return rule == .nonZero ? winding != 0 : winding % 2 != 0
    }

    /// A rectangle with each corner rounded by its own radius, clockwise on screen from the top
    /// edge. Radii are clamped like ``FillItem``'s (to half the shorter side). With `continuous`,
    /// the corners are the smooth "squircle" curves iOS draws for `cornerCurve = .continuous`: each
    /// reaches about 1.53 radii along its edges (the radius is reduced when the sides are too short).
    public mutating func addRoundedRect(_ rect: Rect, radii: CornerRadii, continuous: Bool = false) {
        let x0 = min(rect.x, rect.x + rect.width)
        let x1 = max(rect.x, rect.x + rect.width)
        let y0 = min(rect.y, rect.y + rect.height)
        let y1 = max(rect.y, rect.y + rect.height)
        let limit = min(x1 - x0, y1 - y0) / 2 / (continuous ? Path.continuousReach : 1)
        func clamp(_ r: Double) -> Double { r > 0 ? min(r, limit) : 0 }
        // Corners clockwise from the top-right: its point, and the unit directions along the edge
        // arriving at it and leaving it.
        let corners: [(x: Double, y: Double, r: Double, inX: Double, inY: Double, outX: Double, outY: Double)] = [
            (x1, y0, clamp(radii.topRight), 1, 0, 0, 1),
            (x1, y1, clamp(radii.bottomRight), 0, 1, -1, 0),
            (x0, y1, clamp(radii.bottomLeft), -1, 0, 0, -1),
            (x0, y0, clamp(radii.topLeft), 0, -1, 1, 0),
        ]
        let first = corners[3]
        let reach0 = first.r * (continuous ? Path.continuousReach : 1)
        move(to: first.x + first.outX * reach0, first.y + first.outY * reach0)
        for c in corners {
            guard c.r > 0 else {
                line(to: c.x, c.y)
                continue
            }
            // Local frame of the corner: u runs back along the arriving edge, v along the leaving one.
            func at(_ u: Double, _ v: Double) -> (Double, Double) {
                (c.x - c.inX * u * c.r + c.outX * v * c.r, c.y - c.inY * u * c.r + c.outY * v * c.r)
            }
            if continuous {
                for (i, s) in Path.continuousCorner.enumerated() {
                    if i == 0 {
                        let p = at(s.0, s.1)
                        line(to: p.0, p.1)
                        continue
                    }
                    let (a, b, e) = (at(s.0, s.1), at(s.2, s.3), at(s.4, s.5))
                    elements.append(.cubic(c1x: a.0, c1y: a.1, c2x: b.0, c2y: b.1, x: e.0, y: e.1))
                }
            } else {
                let k = 0.5522847498307936 // 4/3 · tan(π/8): a quarter circle as one cubic
                let start = at(1, 0)
                let c1 = at(1 - k, 0)
                let c2 = at(0, 1 - k)
                let end = at(0, 1)
                line(to: start.0, start.1)
                elements.append(.cubic(c1x: c1.0, c1y: c1.1, c2x: c2.0, c2y: c2.1, x: end.0, y: end.1))
            }
        }
        close()
    }

    /// How far a continuous corner reaches along each edge, in radii.
    static let continuousReach = 1.528665

    /// A continuous corner of radius 1 as three cubics, in the corner frame (u back along the
    /// arriving edge, v along the leaving one): the start point, then per cubic its two control
    /// points and end point. The curvature grows smoothly from the edges instead of jumping to
    /// that of a circle, which is what sets these corners apart.
    private static let continuousCorner: [(Double, Double, Double, Double, Double, Double)] = [
        (1.528665, 0, 0, 0, 0, 0),
        (1.088493, 0, 0.868407, 0, 0.631494, 0.074911),
        (0.372824, 0.169060, 0.169060, 0.372824, 0.074911, 0.631494),
        (0, 0.868407, 0, 1.088493, 0, 1.528665),
    ]
}
